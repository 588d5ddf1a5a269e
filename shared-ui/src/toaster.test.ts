import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toaster';
import { toaster } from './theme/toastStore';

describe('toaster', () => {
  it('shows one toast at a time for 5 s and keeps a dismissed one 1,000,000 ms', () => {
    expect(toaster.attrs.max).toBe(TOAST_LIMIT);
    expect(TOAST_LIMIT).toBe(1);
    expect(toaster.attrs.removeDelay).toBe(1_000_000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(toaster.attrs.duration).toBe(5000);
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});
