import { createRevisionCache } from './revisionCache';

const keepAll = () => true;

function revisionSource(start = 1) {
  let revision = start;
  return {
    read: jest.fn(async () => revision),
    bump: () => {
      revision += 1;
    },
  };
}

describe('createRevisionCache', () => {
  it('serves a kept value while the revision stands, and makes a new one once it moves', async () => {
    const source = revisionSource();
    const cache = createRevisionCache<string>({ currentRevision: source.read, maxEntries: 10 });
    let made = 0;
    const produce = async () => `page ${++made}`;

    expect(await cache.get('/blog', produce, keepAll)).toBe('page 1');
    expect(await cache.get('/blog', produce, keepAll)).toBe('page 1');
    source.bump();
    expect(await cache.get('/blog', produce, keepAll)).toBe('page 2');
    expect(await cache.get('/blog', produce, keepAll)).toBe('page 2');
  });

  it('makes a value once for concurrent misses of one key', async () => {
    const cache = createRevisionCache<string>({
      currentRevision: revisionSource().read,
      maxEntries: 10,
    });
    const produce = jest.fn(async () => 'page');
    const pages = await Promise.all(
      Array.from({ length: 20 }, () => cache.get('/', produce, keepAll)),
    );
    expect(new Set(pages)).toEqual(new Set(['page']));
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('does not keep what keep() refuses, nor a failure', async () => {
    const cache = createRevisionCache<number>({
      currentRevision: revisionSource().read,
      maxEntries: 10,
    });
    const status = jest.fn(async () => 500);
    await cache.get('/a', status, (value) => value === 200);
    await cache.get('/a', status, (value) => value === 200);
    expect(status).toHaveBeenCalledTimes(2);

    const failing = jest.fn(async () => {
      throw new Error('render failed');
    });
    await expect(cache.get('/b', failing, keepAll)).rejects.toThrow('render failed');
    await expect(cache.get('/b', failing, keepAll)).rejects.toThrow('render failed');
    expect(failing).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('neither serves nor stores while the revision cannot be read', async () => {
    let reachable = false;
    const cache = createRevisionCache<string>({
      currentRevision: async () => {
        if (!reachable) throw new Error('BFF unreachable');
        return 1;
      },
      maxEntries: 10,
    });
    let made = 0;
    const produce = async () => `page ${++made}`;
    expect(await cache.get('/', produce, keepAll)).toBe('page 1');
    expect(await cache.get('/', produce, keepAll)).toBe('page 2');
    expect(cache.size).toBe(0);
    reachable = true;
    expect(await cache.get('/', produce, keepAll)).toBe('page 3');
    expect(await cache.get('/', produce, keepAll)).toBe('page 3');
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = createRevisionCache<string>({
      currentRevision: revisionSource().read,
      maxEntries: 2,
    });
    const produce = jest.fn(async () => 'page');
    await cache.get('/a', produce, keepAll);
    await cache.get('/b', produce, keepAll);
    await cache.get('/a', produce, keepAll);
    await cache.get('/c', produce, keepAll);
    expect(cache.size).toBe(2);
    produce.mockClear();
    await cache.get('/a', produce, keepAll);
    expect(produce).not.toHaveBeenCalled();
    await cache.get('/b', produce, keepAll);
    expect(produce).toHaveBeenCalledTimes(1);
  });
});
