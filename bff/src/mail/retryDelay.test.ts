import { retryDelayMs } from './retryDelay';

const policy = { baseMs: 1_000, maxMs: 60_000 };

describe('retryDelayMs', () => {
  it('doubles with every attempt, between half and all of the step', () => {
    expect(retryDelayMs(1, policy, () => 0)).toBe(500);
    expect(retryDelayMs(1, policy, () => 1)).toBe(1_000);
    expect(retryDelayMs(2, policy, () => 0)).toBe(1_000);
    expect(retryDelayMs(2, policy, () => 1)).toBe(2_000);
    expect(retryDelayMs(4, policy, () => 0.5)).toBe(6_000);
  });

  it('never grows past the cap', () => {
    expect(retryDelayMs(7, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(1_000, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(1_000, policy, () => 0)).toBe(30_000);
  });

  it('spreads messages that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(3, policy)));
    expect(delays.size).toBeGreaterThan(40);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(2_000);
      expect(delay).toBeLessThanOrEqual(4_000);
    }
  });
});
