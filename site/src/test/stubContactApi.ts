/** Test helper: fetch stubbed at the network boundary with the BFF's contact and booking calls. */

export interface StubAnswer {
  status: number;
  body?: unknown;
}

/** Answers one request; may stay pending (a promise that never settles) or reject (network). */
export type StubHandler = (
  url: URL,
  init: RequestInit | undefined,
) => StubAnswer | Promise<StubAnswer>;

export interface RecordedCall {
  method: string;
  url: URL;
  /** The JSON body, parsed. */
  body: unknown;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export interface StubbedContactApi {
  fetch: jest.Mock;
  /** Every request in the order it was made, keyed "METHOD /path". */
  calls(): RecordedCall[];
  routes(): string[];
  /** Replaces one route's handler. */
  on(route: string, handler: StubHandler | StubAnswer): void;
}

/** Routes are "METHOD /path" (the query string is not part of the key). Unknown ones fail. */
export function stubContactApi(
  routes: Record<string, StubHandler | StubAnswer>,
): StubbedContactApi {
  const table = { ...routes };
  const recorded: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = `${method} ${url.pathname}`;
    recorded.push({
      method,
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const entry = table[route];
    if (!entry) throw new Error(`unexpected request ${route}`);
    const answer = typeof entry === 'function' ? await entry(url, init) : entry;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: STATUS_TEXT[answer.status] ?? '',
      text: async () => text,
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetch: fetchMock,
    calls: () => [...recorded],
    routes: () => recorded.map((call) => `${call.method} ${call.url.pathname}`),
    on: (route, handler) => {
      table[route] = handler;
    },
  };
}
