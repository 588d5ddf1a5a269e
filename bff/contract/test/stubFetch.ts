export interface StubAnswer {
  status?: number;
  statusText?: string;
  body?: string;
}

/**
 * fetch is the contract client's own boundary: a stub answers each call with a canned
 * response. The real fetch comes back after each test.
 */
export function stubFetch({ status = 200, statusText = 'OK', body = '' }: StubAnswer = {}) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});
