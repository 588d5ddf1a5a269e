/**
 * How far an arrow key steps a carousel: the keys follow what the visitor sees, and Previous sits
 * at the inline start (the left in left-to-right text, the right in right-to-left text), so the
 * arrow pointing at it goes back. 0 for any other key.
 */
export function stepOfArrowKey(key: string, dir: 'ltr' | 'rtl'): -1 | 0 | 1 {
  const towardsStart = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const towardsEnd = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  if (key === towardsStart) return -1;
  if (key === towardsEnd) return 1;
  return 0;
}
