// Fault injection: a list of FaultSpecs matched per request. Tests add them through the Sandbox object,
// other processes (the end-to-end tests) through /__sandbox/faults, people through the CLI.
import { WIRE_LIES } from './hostile/wire';
import type { FaultKind, FaultSpec } from './types';

const KINDS: readonly FaultKind[] = [
  'latency',
  'hold',
  'status',
  'rateLimit',
  'reset',
  'truncate',
  'wrongType',
  'html',
  'successFalse',
  'lie',
];

interface ActiveFault {
  spec: FaultSpec;
  pattern: RegExp;
  remaining: number;
}

export class FaultTable {
  private active: ActiveFault[] = [];
  private release: (() => void) | undefined;
  private released: Promise<void> | undefined;

  add(spec: FaultSpec): void {
    if (!KINDS.includes(spec.kind)) {
      throw new Error(`unknown fault kind: ${String(spec.kind)} (one of ${KINDS.join(', ')})`);
    }
    if (spec.kind === 'lie' && !WIRE_LIES.includes(spec.lie!)) {
      throw new Error(`unknown lie: ${String(spec.lie)} (one of ${WIRE_LIES.join(', ')})`);
    }
    this.active.push({ spec: { ...spec }, pattern: new RegExp(spec.path ?? ''), remaining: spec.times ?? Infinity });
  }

  clear(): void {
    this.active = [];
    this.release?.();
    this.release = this.released = undefined;
  }

  /** Resolves at the next clear(): a request a 'hold' fault took waits for it, then is answered as usual. */
  untilCleared(): Promise<void> {
    this.released ??= new Promise<void>((resolve) => (this.release = resolve));
    return this.released;
  }

  list(): FaultSpec[] {
    return this.active.map((f) => ({ ...f.spec }));
  }

  /** The faults that apply to this request, each counted once as used. */
  take(method: string, path: string): FaultSpec[] {
    const hits: FaultSpec[] = [];
    for (const f of this.active) {
      if (f.remaining <= 0) continue;
      if (f.spec.method && f.spec.method.toUpperCase() !== method.toUpperCase()) continue;
      if (!f.pattern.test(path)) continue;
      f.remaining -= 1;
      hits.push(f.spec);
    }
    this.active = this.active.filter((f) => f.remaining > 0);
    return hits;
  }
}

/** Parses the CLI form `kind[:status|lie][:pathRegex]`, e.g. `status:503:/api/projects/`, `reset::/api/units/`, `latency:800`, `lie:binaryBody:/api/`. */
export function parseFaultArg(arg: string): FaultSpec {
  const [kind, num, ...rest] = arg.split(':');
  const path = rest.join(':') || undefined;
  if (kind === 'lie') return { kind, lie: num as FaultSpec['lie'], path };
  const n = num ? Number(num) : undefined;
  const spec: FaultSpec = { kind: kind as FaultKind, path };
  if (kind === 'latency') spec.latencyMs = n ?? 1000;
  else if (kind === 'rateLimit') spec.retryAfterSeconds = n ?? 1;
  else if (n !== undefined) spec.status = n;
  return spec;
}

/** Changes the type of the first string or number field found (depth-first, results first). */
export function mutateFieldType(value: unknown): unknown {
  const copy = structuredClone(value);
  const visit = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some((v) => visit(v));
    if (node && typeof node === 'object') {
      const obj = node as Record<string, unknown>;
      if (Array.isArray(obj.results) && visit(obj.results)) return true;
      for (const [k, v] of Object.entries(obj)) {
        if (typeof v === 'string') {
          obj[k] = 12345;
          return true;
        }
        if (typeof v === 'number' || typeof v === 'bigint') {
          obj[k] = 'not-a-number';
          return true;
        }
      }
      return Object.values(obj).some((v) => visit(v));
    }
    return false;
  };
  visit(copy);
  return copy;
}
