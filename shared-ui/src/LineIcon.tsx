import type { SVGProps } from 'react';

export interface LineIconProps extends SVGProps<SVGSVGElement> {
  /**
   * Mirror the icon in right-to-left text: for icons that point along the reading direction
   * (an arrow to go on, Previous/Next chevrons, a way back). Marks, close crosses, logos and
   * brand icons keep their drawing. The system's CSS does the turn (`:dir(rtl)`), so the
   * server's HTML is right before any script runs.
   */
  mirrorInRtl?: boolean;
}

/** The attribute the system's global CSS mirrors in right-to-left text (theme/system.ts). */
export const MIRROR_IN_RTL_ATTRIBUTE = 'data-mirror-in-rtl';

/**
 * The frame of every line icon in the product: a 24-unit grid stroked in the current colour.
 * Inline SVG keeps an icon library out of the bundles; icons are decorative next to their text,
 * so they are hidden from assistive technology. Pass `strokeWidth` for a lighter line and
 * `mirrorInRtl` for an icon that points along the reading direction.
 */
export function LineIcon({ children, mirrorInRtl = false, ...props }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...(mirrorInRtl ? { [MIRROR_IN_RTL_ATTRIBUTE]: '' } : {})}
      {...props}
    >
      {children}
    </svg>
  );
}
