import { LineIcon, type LineIconProps } from './lineIcon';

/** A stack of coins: revenue coming in. */
export function CoinsIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6" />
      <path d="M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
    </LineIcon>
  );
}

/** Two arrows chasing each other round: work that runs by itself. */
export function CycleIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M20 12a8 8 0 0 1-14 5.3" />
      <path d="M4 12a8 8 0 0 1 14-5.3" />
      <path d="M18 3v4h-4M6 21v-4h4" />
    </LineIcon>
  );
}
