// The third-party libraries both features use, bundled once as dist/vendor.js: each feature chunk
// requires this file instead of carrying its own copy (esbuild.mjs redirects `zod` and `undici` here), so
// with both features loaded there is one zod and one undici in memory, and their classes are the same
// objects in both chunks.
import * as undici from 'undici';
import * as zod from 'zod';

// zod 4 decides, as each z.object(...) is built, whether it may compile validators with `new Function`, and
// asks `globalThis.navigator` first; in VS Code's extension host `navigator` is a getter that logs a
// PendingMigrationError. With `jitless` set before any schema exists (schemas are built only in the feature
// chunks, after they have required this one) the question is never asked. zod keeps this setting on
// globalThis, so it also holds for the copy the demo-credentials reader loads.
zod.z.config({ jitless: true });

export { undici, zod };
