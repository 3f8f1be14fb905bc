/** See cleanEnv.cjs. */
export function cleanEnv(env?: NodeJS.ProcessEnv, extra?: Record<string, string | undefined>): NodeJS.ProcessEnv;
export function shellCommands(env?: NodeJS.ProcessEnv): string;
