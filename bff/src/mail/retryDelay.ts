export interface RetryPolicy {
  /** Delay after the first failed attempt. */
  baseMs: number;
  /** No delay grows beyond this. */
  maxMs: number;
}

/**
 * How long to wait after the `attempt`-th failed delivery: exponential (base, 2 x base, 4 x base
 * …, capped at max) with "equal jitter", i.e. a random point in the upper half of that step.
 * The jitter spreads out the retries of messages that failed together (an SMTP outage) so they
 * do not all hit the server again at the same instant; the lower half keeps a floor so a
 * retry never comes right after the failure.
 */
export function retryDelayMs(
  attempt: number,
  { baseMs, maxMs }: RetryPolicy,
  random: () => number = Math.random,
): number {
  // 2 ** 40 x base is past any cap; the bound keeps the arithmetic finite for absurd attempts.
  const step = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 40));
  return Math.round(step / 2 + random() * (step / 2));
}
