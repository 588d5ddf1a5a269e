import { stubFetch } from '../test/stubFetch';
import { fetchContentRevision } from './publicReads';
import { CONTENT_REVISION_PATH, isContentRevision } from './contentRevision';

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
    const fetchMock = stubFetch({ body: '{"revision":42}' });
    expect(await fetchContentRevision('http://bff:3000')).toBe(42);
    expect(fetchMock.mock.calls[0]![0]).toBe(`http://bff:3000${CONTENT_REVISION_PATH}`);
  });

  it('throws on a body that is no revision, and on an error status', async () => {
    stubFetch({ body: '{"revision":"42"}' });
    await expect(fetchContentRevision()).rejects.toThrow('not a revision');
    stubFetch({
      status: 503,
      statusText: 'Service Unavailable',
      body: '{"error":"Service Unavailable"}',
    });
    await expect(fetchContentRevision()).rejects.toThrow('503: Service Unavailable');
  });
});
