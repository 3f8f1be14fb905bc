export * from './api';
export * from './aragornClient';
export * from './limits';
export * from './schemas';
export * from './userAgent';
export * from './validation';
export * from './createOnce';
