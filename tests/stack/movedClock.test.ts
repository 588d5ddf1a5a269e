import { describe, expect, it } from '@jest/globals';
import { movedClockEnv, withRealClock } from './movedClock';

const moved = {
  PATH: '/usr/bin',
  LD_PRELOAD: '/usr/$LIB/faketime/libfaketime.so.1',
  FAKETIME: '+365d',
  FAKETIME_SHARED: '/faketime_sem_1 /faketime_shm_1',
  FAKETIME_DONT_FAKE_MONOTONIC: '1',
};

describe('a child process and the suites’ moved clock', () => {
  it('passes libfaketime’s variables on, and only them, when the clock is moved', () => {
    const { PATH: _path, ...clock } = moved;
    expect(movedClockEnv(moved)).toEqual(clock);
  });

  it('gives a child the real clock by leaving them out', () => {
    expect(withRealClock(moved)).toEqual({ PATH: '/usr/bin' });
  });

  it('leaves another preloaded library alone when the clock is the real one', () => {
    const real = { PATH: '/usr/bin', LD_PRELOAD: '/usr/lib/libjemalloc.so.2' };
    expect(movedClockEnv(real)).toEqual({});
    expect(withRealClock(real)).toEqual(real);
  });
});
