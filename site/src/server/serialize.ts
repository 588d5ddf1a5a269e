let queue: Promise<unknown> = Promise.resolve();

/** Runs tasks one after another, in call order, whatever each one's outcome. */
export function serialize<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}
