import { LineIcon, type LineIconProps } from './lineIcon';

/**
 * Icons that point along the reading direction, drawn for English and mirrored in right-to-left
 * text by the kit's CSS (`mirrorInRtl`), so an Arabic page gets them turned in its server HTML.
 */

/** "Go on": an arrow towards the inline end (→ in English, ← in Arabic). */
export function ForwardArrowIcon(props: LineIconProps) {
  return (
    <LineIcon mirrorInRtl {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </LineIcon>
  );
}

/** A chevron towards the inline start: "previous". */
export function ChevronStartIcon(props: LineIconProps) {
  return (
    <LineIcon mirrorInRtl {...props}>
      <path d="M15 18l-6-6 6-6" />
    </LineIcon>
  );
}

/** A chevron towards the inline end: "next". */
export function ChevronEndIcon(props: LineIconProps) {
  return (
    <LineIcon mirrorInRtl {...props}>
      <path d="M9 18l6-6-6-6" />
    </LineIcon>
  );
}
