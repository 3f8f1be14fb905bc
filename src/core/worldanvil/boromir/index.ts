export * from './client';
export * from './mapping';
export * from './schemas';
export * from './relations';
export * from './secretImageSchemas';
export * from './secretsImages';
export * from './imageBytes';
