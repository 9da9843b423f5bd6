/**
 * Runs tasks one after another. Service operations read the saved connections, await the vault
 * and write them back; running them in turn keeps two of them from overwriting each other.
 */
export function createExclusive(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}
