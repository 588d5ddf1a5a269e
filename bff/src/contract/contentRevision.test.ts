import { fetchContentRevision } from './client';
import { CONTENT_REVISION_PATH, isContentRevision } from './contentRevision';

/** fetch is the client's own boundary: a stub answers with `body`. */
function stubFetch(body: string, status = 200) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Service Unavailable',
    text: async () => body,
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('isContentRevision', () => {
  it('accepts a whole number under revision', () => {
    expect(isContentRevision({ revision: 1795395796784 })).toBe(true);
  });

  it.each([null, 7, {}, { revision: '7' }, { revision: 1.5 }, { revision: Number.NaN }])(
    'refuses %j',
    (value) => {
      expect(isContentRevision(value)).toBe(false);
    },
  );
});

describe('fetchContentRevision', () => {
  it('reads the path on the origin given and answers the number', async () => {
    const fetchMock = stubFetch('{"revision":42}');
    expect(await fetchContentRevision('http://bff:3000')).toBe(42);
    expect(fetchMock.mock.calls[0]![0]).toBe(`http://bff:3000${CONTENT_REVISION_PATH}`);
  });

  it('throws on a body that is no revision, and on an error status', async () => {
    stubFetch('{"revision":"42"}');
    await expect(fetchContentRevision()).rejects.toThrow('not a revision');
    stubFetch('{"error":"Service Unavailable"}', 503);
    await expect(fetchContentRevision()).rejects.toThrow('503: Service Unavailable');
  });
});
