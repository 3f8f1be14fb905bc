// The first problem of a failed zod parse as a dotted field path and a short reason, without the value
// (a value could be anything the server sent, including echoed secrets).
import type { z } from 'zod';

export function zodProblem(error: z.ZodError): { path: string; reason: string } {
  const issue = error.issues[0];
  if (!issue) return { path: '', reason: 'does not match the expected shape' };
  const path = issue.path.map(String).join('.');
  let reason: string;
  switch (issue.code) {
    case 'invalid_type':
      reason = `expected ${issue.expected}`;
      break;
    case 'invalid_value':
      reason = 'has a value outside the expected set';
      break;
    case 'unrecognized_keys':
      reason = 'has unexpected keys';
      break;
    default:
      reason = issue.message.toLowerCase();
  }
  return { path, reason };
}
