export * from './errors';
export * from './types';
export { HttpClient, DEFAULT_TIMEOUTS } from './httpClient';
export { parseJson, stringifyJson } from './json';
export { LIST_CAP, ListTooLongError, TREE_LEVEL_CAP, type ListCap } from './listCap';
export { envelope, fetchAll, fetchPage, iteratePages, type FetchAllOptions, type Page } from './paging';
export { Redactor, isLoopbackHost } from './redact';
export { proxyLabel } from './network';
