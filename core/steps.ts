/**
 * Long computations written as generators that yield every so often: run to the end at once
 * (`drain`), or in slices of a few milliseconds with a turn of the event loop between them
 * (`inSlices`), so a server computing a large dataset keeps answering meanwhile.
 */

/** Runs a computation written as a generator to its end, without pausing, and returns its result. */
export function drain<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** A turn of the event loop: requests waiting meanwhile are answered (setImmediate on Node, a timer elsewhere). */
export const nextTurn = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else setTimeout(resolve, 0);
  });

/** Runs the computation, awaiting `pause` whenever `sliceMs` of work have passed since the last one. */
export async function inSlices<T>(
  steps: Generator<void, T>,
  pause: () => Promise<void> = nextTurn,
  sliceMs = 8,
): Promise<T> {
  let since = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - since < sliceMs) continue;
    await pause();
    since = performance.now();
  }
}
