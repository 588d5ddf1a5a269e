import type { SVGProps } from 'react';

export type LineIconProps = SVGProps<SVGSVGElement>;

/**
 * The frame of every line icon in the product: a 24-unit grid stroked in the current colour.
 * Inline SVG keeps an icon library out of the bundles; icons are decorative next to their text,
 * so they are hidden from assistive technology. Pass `strokeWidth` for a lighter line.
 */
export function LineIcon({ children, ...props }: LineIconProps) {
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
      {...props}
    >
      {children}
    </svg>
  );
}
