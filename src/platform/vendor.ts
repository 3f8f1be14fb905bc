// The third-party library both features use as they load, bundled once as dist/vendor.js: each feature
// chunk requires this file instead of carrying its own copy (esbuild.mjs redirects `zod` here), so with
// both features loaded there is one zod in memory, and its classes are the same objects in both chunks.
// undici has a chunk of its own (dist/undici.js, undiciChunk.ts), loaded at the first HTTP request.
import * as zod from 'zod';
import { probeZodJit } from './zodJit';

// zod 4 compiles each object schema's validator with `new Function` (about 2x faster on a 10,000-unit page,
// issue 28) once it has asked, a single time, whether eval is allowed; that question reads
// `globalThis.navigator`, which in VS Code's extension host is a getter that logs a PendingMigrationError.
// probeZodJit asks it here, before any schema exists, with `navigator` hidden; where it cannot be hidden
// zod stays `jitless` and never asks. zod keeps both on globalThis, so they hold for every chunk.
probeZodJit(zod.z);

export { zod };
