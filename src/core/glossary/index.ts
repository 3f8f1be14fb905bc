export * from './matcher';
export * from './terms';
export * from './glossaryData';
