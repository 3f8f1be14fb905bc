export * from './schemas';
export * from './client';
export * from './vocabulary';
export * from './recentChanges';
export * from './permissions';
export * from './maintenance';
export * from './progress';
export * from './rowData';
