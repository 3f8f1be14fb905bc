export * from './errors';
export * from './types';
export { HttpClient, DEFAULT_TIMEOUTS } from './httpClient';
export { parseJson, stringifyJson } from './json';
export { envelope, fetchAll, fetchPage, iteratePages, type FetchAllOptions, type Page } from './paging';
export { Redactor, isLoopbackHost } from './redact';
export { proxyLabel, type NetworkOptions } from './network';
