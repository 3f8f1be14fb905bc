// The third-party library both features use as they load, bundled once as dist/vendor.js: each feature
// chunk requires this file instead of carrying its own copy (esbuild.mjs redirects `zod` here), so with
// both features loaded there is one zod in memory, and its classes are the same objects in both chunks.
// undici has a chunk of its own (dist/undici.js, undiciChunk.ts), loaded at the first HTTP request.
import * as zod from 'zod';

// zod 4 decides, as each z.object(...) is built, whether it may compile validators with `new Function`, and
// asks `globalThis.navigator` first; in VS Code's extension host `navigator` is a getter that logs a
// PendingMigrationError. With `jitless` set before any schema exists (schemas are built only in the feature
// chunks, after they have required this one) the question is never asked. zod keeps this setting on
// globalThis, so it also holds for the copy the demo-credentials reader loads.
zod.z.config({ jitless: true });

export { zod };
