import { createRevisionCache } from './revisionCache';

/** A compute function that counts its calls and answers `value`. */
function counted<V>(value: V) {
  const compute = jest.fn(async () => value);
  return compute;
}

describe('createRevisionCache', () => {
  it('computes a key once per revision', async () => {
    const cache = createRevisionCache<string>(10);
    const compute = counted('list at 5');
    expect(await cache.get(5, 'list', compute)).toBe('list at 5');
    expect(await cache.get(5, 'list', compute)).toBe('list at 5');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('forgets everything when the revision changes', async () => {
    const cache = createRevisionCache<string>(10);
    await cache.get(5, 'a', counted('a at 5'));
    await cache.get(5, 'b', counted('b at 5'));
    expect(await cache.get(6, 'a', counted('a at 6'))).toBe('a at 6');
    const b = counted('b at 6');
    expect(await cache.get(6, 'b', b)).toBe('b at 6');
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('keeps null (a post that does not exist) like any value', async () => {
    const cache = createRevisionCache<string | null>(10);
    const compute = counted(null);
    expect(await cache.get(1, 'missing', compute)).toBeNull();
    expect(await cache.get(1, 'missing', compute)).toBeNull();
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('drops the oldest entry when full', async () => {
    const cache = createRevisionCache<string>(2);
    await cache.get(1, 'a', counted('a'));
    await cache.get(1, 'b', counted('b'));
    await cache.get(1, 'c', counted('c'));
    const a = counted('a again');
    const c = counted('c again');
    expect(await cache.get(1, 'c', c)).toBe('c');
    expect(await cache.get(1, 'a', a)).toBe('a again');
    expect(c).not.toHaveBeenCalled();
  });

  it('does not keep a value computed for a revision that was overtaken meanwhile', async () => {
    const cache = createRevisionCache<string>(10);
    let finishOld: (value: string) => void = () => undefined;
    const slow = cache.get(
      5,
      'list',
      () => new Promise<string>((resolve) => (finishOld = resolve)),
    );
    expect(await cache.get(6, 'list', counted('list at 6'))).toBe('list at 6');
    finishOld('list at 5');
    expect(await slow).toBe('list at 5');
    const again = counted('recomputed');
    expect(await cache.get(6, 'list', again)).toBe('list at 6');
    expect(again).not.toHaveBeenCalled();
  });
  it('computes once for concurrent misses of one key', async () => {
    const cache = createRevisionCache<string>(10);
    const compute = counted('page');
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.get(1, '/', compute)));
    expect(new Set(pages)).toEqual(new Set(['page']));
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not keep what keep() refuses, nor a failure', async () => {
    const cache = createRevisionCache<number>(10);
    const status = counted(500);
    await cache.get(1, '/a', status, (value) => value === 200);
    await cache.get(1, '/a', status, (value) => value === 200);
    expect(status).toHaveBeenCalledTimes(2);

    const failing = jest.fn(async () => {
      throw new Error('render failed');
    });
    await expect(cache.get(1, '/b', failing)).rejects.toThrow('render failed');
    await expect(cache.get(1, '/b', failing)).rejects.toThrow('render failed');
    expect(failing).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry, counting hits as uses', async () => {
    const cache = createRevisionCache<string>(2);
    await cache.get(1, 'a', counted('a'));
    await cache.get(1, 'b', counted('b'));
    await cache.get(1, 'a', counted('a again'));
    await cache.get(1, 'c', counted('c'));
    expect(cache.size).toBe(2);
    const a = counted('a once more');
    expect(await cache.get(1, 'a', a)).toBe('a');
    expect(a).not.toHaveBeenCalled();
    const b = counted('b again');
    expect(await cache.get(1, 'b', b)).toBe('b again');
  });

  it('answers a caller holding an older revision freshly, keeping the newer entries', async () => {
    const cache = createRevisionCache<string>(10);
    await cache.get(6, 'list', counted('list at 6'));
    const late = counted('list for a reader of 5');
    expect(await cache.get(5, 'list', late)).toBe('list for a reader of 5');
    const again = counted('recomputed');
    expect(await cache.get(6, 'list', again)).toBe('list at 6');
    expect(again).not.toHaveBeenCalled();
  });
});
