export * from './client';
export * from './mapping';
export * from './schemas';
export * from './relations';
