import { freshRead } from './freshRead';

describe('freshRead', () => {
  it('answers each caller with a read started after it asked, sharing reads among waiters', async () => {
    let value = 0;
    const pending: (() => void)[] = [];
    const read = jest.fn(
      () =>
        new Promise<number>((resolve) => {
          const seen = value;
          pending.push(() => resolve(seen));
        }),
    );
    const current = freshRead(read);

    const first = current();
    expect(read).toHaveBeenCalledTimes(1);
    // A write lands while the first read is in flight: later callers must not get its answer.
    value = 1;
    const second = current();
    const third = current();
    expect(read).toHaveBeenCalledTimes(1);

    pending.shift()!();
    expect(await first).toBe(0);
    await Promise.resolve();
    expect(read).toHaveBeenCalledTimes(2);
    pending.shift()!();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('passes a failed read to its callers and reads again for the next', async () => {
    let fail = true;
    const current = freshRead(async () => {
      if (fail) throw new Error('down');
      return 7;
    });
    await expect(current()).rejects.toThrow('down');
    fail = false;
    expect(await current()).toBe(7);
  });
});
