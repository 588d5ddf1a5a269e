import { LineIcon, type LineIconProps } from '../icons/lineIcon';

/** Fast & Efficient. */
export function BoltIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
    </LineIcon>
  );
}

/** Expert Team: a person with a badge of approval. */
export function ExpertIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="9" cy="7" r="4" />
      <path d="M2 21a7 7 0 0 1 14 0" />
      <path d="M16 11l2 2 4-4" />
    </LineIcon>
  );
}

/** Scalable Solutions: stacked layers. */
export function LayersIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 2l10 5-10 5L2 7z" />
      <path d="M2 12l10 5 10-5" />
      <path d="M2 17l10 5 10-5" />
    </LineIcon>
  );
}

/** A proof-of-work engagement. */
export function BriefcaseIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
    </LineIcon>
  );
}

export function UploadIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 16V4M7 9l5-5 5 5" />
      <path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
    </LineIcon>
  );
}
