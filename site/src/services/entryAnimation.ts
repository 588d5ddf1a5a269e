/**
 * Spec 9: cards rise into place over 0.7 s, each 0.1 s after the previous one. Only opacity and
 * translate move, so nothing around them shifts; reduced-motion users get them in place.
 */
export function entryAnimation(order: number) {
  return {
    animationName: 'fade-in, slide-from-bottom',
    animationDuration: '0.7s',
    animationTimingFunction: 'ease-out',
    animationFillMode: 'both',
    animationDelay: `${order * 100}ms`,
    '--slide-from-bottom-distance': '1.5rem',
    _motionReduce: { animation: 'none' },
  } as const;
}
