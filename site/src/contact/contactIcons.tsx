import { LineIcon, type LineIconProps } from '../icons/lineIcon';

/**
 * "Opens a list below": drawn, not typed. A glyph such as ▾ is in none of the usual text fonts,
 * so the browser searches its fallback fonts for it during the page's first layout, a cost a
 * phone pays while the visitor's first tap waits.
 */
export function ListOpensIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 9l6 6 6-6" />
    </LineIcon>
  );
}
