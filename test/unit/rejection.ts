// The error a promise rejects with; a promise that resolves fails the test. `seen` lets a suite collect
// each error's text for its check that no secret reaches an error message.
import { strict as assert } from 'node:assert';

export async function rejection(p: Promise<unknown>, seen?: (e: Error) => void): Promise<Error> {
  return p.then(
    () => assert.fail('expected a failure'),
    (e: Error) => {
      seen?.(e);
      return e;
    },
  );
}
