// undici as its own chunk, dist/undici.js: the feature chunks require it at their first HTTP request
// (src/core/http/undici.ts; esbuild.mjs turns that require into one of this chunk), so opening a view with
// no server, or before its first request, loads no undici.
export * from 'undici';
