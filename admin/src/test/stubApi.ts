import { BUSINESS_ZONE } from './inbox';
/** A canned answer of the fake BFF. */
export interface StubAnswer {
  status: number;
  body?: string | object;
}

/** Answers a request, or never does (a promise that stays pending) to test busy states. */
export type StubHandler = (init: RequestInit | undefined) => StubAnswer | Promise<StubAnswer>;

export interface StubbedApi {
  fetch: jest.Mock;
  /** The calls to one "METHOD /path". */
  calls(route: string): RequestInit[];
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** The signed-in user the stubs answer the session check with. */
export const ADMIN_USER = { id: 1, username: 'jane', role: 'admin' };

export const signedOut: StubHandler = () => ({ status: 401, body: { error: 'Not signed in' } });
export const signedInAs =
  (role: string): StubHandler =>
  () => ({ status: 200, body: { user: { ...ADMIN_USER, role } } });

/**
 * fetch is the app's boundary with the BFF: routes keyed "METHOD /path" answer with canned
 * responses; the session check answers "signed out" unless a route says otherwise, the staff
 * header's count of new enquiries 0, and an unknown route fails the test loudly.
 */
export function stubApi(routes: Record<string, StubHandler | StubAnswer>): StubbedApi {
  const table: Record<string, StubHandler | StubAnswer> = {
    'GET /api/auth/me': signedOut,
    'GET /api/staff/inbox/summary': { status: 200, body: { newCount: 0 } },
    'GET /api/settings': { status: 200, body: { businessTimeZone: BUSINESS_ZONE } },
    ...routes,
  };
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const route = `${(init?.method ?? 'GET').toUpperCase()} ${url}`;
    const entry = table[route];
    if (!entry) throw new Error(`unexpected request ${route}`);
    const answer = typeof entry === 'function' ? await entry(init) : entry;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: STATUS_TEXT[answer.status] ?? '',
      text: async () => (answer.body === undefined ? '' : text),
    };
  });
  window.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetch: fetchMock,
    calls: (route) =>
      fetchMock.mock.calls
        .filter(([url, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${url}` === route)
        .map(([, init]) => init ?? {}),
  };
}

/** A handler whose answer the test gives later. */
export function deferred(): { handler: StubHandler; answer(value: StubAnswer): void } {
  let answer: (value: StubAnswer) => void = () => {};
  const pending = new Promise<StubAnswer>((resolve) => (answer = resolve));
  return { handler: () => pending, answer: (value) => answer(value) };
}
