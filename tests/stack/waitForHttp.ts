import type { ChildHandle } from './childProcess';

export interface WaitForHttpOptions {
  /** The process that should start answering; its early exit fails the wait at once. */
  child: ChildHandle;
  timeoutMs: number;
  /** Which answer counts as ready; by default any HTTP answer at all. */
  isReady?: (status: number) => boolean;
}

const POLL_INTERVAL_MS = 100;

/** Polls `url` until the server answers as `isReady` wants, the child dies, or time runs out. */
export async function waitForHttp(url: string, options: WaitForHttpOptions): Promise<void> {
  const isReady = options.isReady ?? (() => true);
  const deadline = Date.now() + options.timeoutMs;
  let last = 'no answer yet';
  for (;;) {
    if (options.child.hasExited()) {
      const status = await options.child.exited;
      throw new Error(
        `${options.child.name} exited (code ${status.code}, signal ${status.signal}) before ` +
          `${url} answered. Log ${options.child.logFile}:\n${options.child.logTail()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (isReady(response.status)) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${options.child.name} did not answer ${url} within ${options.timeoutMs} ms (last: ${last}). ` +
          `Log ${options.child.logFile}:\n${options.child.logTail()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
