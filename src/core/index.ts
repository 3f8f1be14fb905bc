// The plain-Node core of Scriptorium: HTTP layer, typed errors, and the two service clients.
export * from './http';
export * from './weblate';
export * from './worldanvil';
