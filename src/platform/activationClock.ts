// The first module of the activation bundle (extension.ts imports it before anything else, and the
// bundle evaluates modules in import order): it notes when the bundle started to run, so activate() can
// log how long Scriptorium's own code took — evaluating the bundle, then the activate call — apart from
// whatever else the extension host was doing (at window load it activates many extensions at once, and
// VS Code's own figure then includes their loading; see scripts/lib/activation.ts). The wait between the
// two, while VS Code prepares the extension's context, is VS Code's and is left out.
export const bundleStarted = performance.now();

/** "load 1.2 ms + activate 3.4 ms": bundle evaluation (start → `bundleEvaluated`), then `activateStarted` → now. */
export function activationSpan(bundleEvaluated: number, activateStarted: number, now = performance.now()): string {
  return `load ${(bundleEvaluated - bundleStarted).toFixed(1)} ms + activate ${(now - activateStarted).toFixed(1)} ms`;
}
