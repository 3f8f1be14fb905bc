export { startSandbox } from './server';
export { SANDBOX_CREDENTIALS } from './credentials';
export type * from './types';
