/**
 * Wraps a read (the content revision) so that every caller gets a value read after it asked, which
 * is what makes a cache validated by it never stale, while callers that ask at the same time
 * share reads: those arriving while a read is in flight wait for the next one, started as soon as
 * the current one ends. Under load that is one read per round-trip, not one per page request.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight = false;
  let waiting: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];

  const startRead = () => {
    inFlight = true;
    const callers = waiting;
    waiting = [];
    read()
      .then(
        (value) => callers.forEach((caller) => caller.resolve(value)),
        (error: unknown) => callers.forEach((caller) => caller.reject(error)),
      )
      .finally(() => {
        inFlight = false;
        if (waiting.length > 0) startRead();
      });
  };

  return () =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (!inFlight) startRead();
    });
}
