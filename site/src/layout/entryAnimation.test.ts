import { entryAnimation } from './entryAnimation';

describe('entryAnimation', () => {
  it('runs 0.7 s and staggers each card by 0.1 s', () => {
    expect(entryAnimation(0).animationDuration).toBe('0.7s');
    expect([0, 1, 3, 5].map((order) => entryAnimation(order).animationDelay)).toEqual([
      '0ms',
      '100ms',
      '300ms',
      '500ms',
    ]);
  });

  it('moves only translate (cards stay visible for the first paint), not at all for reduced motion', () => {
    expect(entryAnimation(2).animationName).toBe('slide-from-bottom');
    expect(entryAnimation(2)._motionReduce).toEqual({ animation: 'none' });
  });
});
