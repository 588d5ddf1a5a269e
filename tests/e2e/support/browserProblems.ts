import { browser } from '@wdio/globals';

export interface ConsoleProblem {
  /** "console" for console.error, "javascript" for uncaught errors and rejections. */
  type: string;
  text: string;
}

export interface FailedResponse {
  url: string;
  status: number;
}

export interface BrowserProblems {
  consoleErrors(): ConsoleProblem[];
  failedResponses(): FailedResponse[];
  clear(): void;
  /** Resolves with the first console error whose text contains `needle`. */
  waitForConsoleError(needle: string, timeoutMs?: number): Promise<ConsoleProblem>;
}

/**
 * Collects console errors, uncaught exceptions and failed same-origin responses of the current
 * browser session through WebDriver BiDi (wdio 9 opens a BiDi session for Chrome;
 * `browser.getLogs` is classic-only and gone there). Subscribed before the page loads, it also
 * sees what happens while the app boots.
 */
export async function recordBrowserProblems(origin: string): Promise<BrowserProblems> {
  let consoleErrors: ConsoleProblem[] = [];
  let failedResponses: FailedResponse[] = [];

  await browser.sessionSubscribe({ events: ['log.entryAdded', 'network.responseCompleted'] });
  browser.on('log.entryAdded', (entry) => {
    if (entry.level !== 'error') return;
    consoleErrors.push({ type: entry.type, text: entry.text ?? '' });
  });
  browser.on('network.responseCompleted', (event) => {
    const { url, status } = event.response;
    if (status >= 400 && new URL(url).origin === origin) failedResponses.push({ url, status });
  });

  return {
    consoleErrors: () => [...consoleErrors],
    failedResponses: () => [...failedResponses],
    clear: () => {
      consoleErrors = [];
      failedResponses = [];
    },
    waitForConsoleError: async (needle, timeoutMs = 5_000) => {
      const find = () => consoleErrors.find((problem) => problem.text.includes(needle));
      await browser.waitUntil(() => find() !== undefined, {
        timeout: timeoutMs,
        timeoutMsg: `no console error containing "${needle}" within ${timeoutMs} ms`,
      });
      const found = find();
      if (!found) throw new Error('unreachable: waitUntil resolved without a match');
      return found;
    },
  };
}

/** Browser-side list of the resources the page has fetched so far. */
export function loadedResources(): Promise<string[]> {
  return browser.execute(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
}
