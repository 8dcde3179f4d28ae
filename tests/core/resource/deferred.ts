/** A promise the test settles when it chooses, to play answers out of order. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Subscribes as an element would: a store loads when its first listener arrives (and reading an
 * unlistened nanostores store mounts it), so tests listen before they act.
 */
export async function listening(store: { listen(fn: () => void): () => void }): Promise<() => void> {
  const stop = store.listen(() => undefined);
  await settle();
  return stop;
}
