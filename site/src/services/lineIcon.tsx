import type { SVGProps } from 'react';

export type LineIconProps = SVGProps<SVGSVGElement>;

/**
 * The frame of the site's line icons (24-unit grid, stroke in the current colour). Inline SVG
 * keeps an icon library out of the bundle; every icon is decorative next to its text.
 */
export function LineIcon({ children, ...props }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
