/**
 * Cards rise into place over 0.7 s, each 0.1 s after the previous one. Only translate
 * moves, so nothing around them shifts, and the cards are visible from the first frame (a card
 * faded in from opacity 0 counts as painted only once the fade ends, which delayed the largest
 * contentful paint by seconds on phones). Reduced-motion users get them in place.
 */
export function entryAnimation(order: number) {
  return {
    animationName: 'slide-from-bottom',
    animationDuration: '0.7s',
    animationTimingFunction: 'ease-out',
    animationFillMode: 'both',
    animationDelay: `${order * 100}ms`,
    '--slide-from-bottom-distance': '1.5rem',
    _motionReduce: { animation: 'none' },
  } as const;
}
