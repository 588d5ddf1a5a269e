import { LineIcon, type LineIconProps } from '../icons/lineIcon';

/** Lift-Off. */
export function RocketIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 15c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1z" />
      <path d="M12 15l-3-3a22 22 0 0 1 2-3.9A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22.4 22.4 0 0 1-4 2z" />
      <path d="M9 12H4s.6-3 2-4c1.6-1.1 5 0 5 0M12 15v5s3-.6 4-2c1.1-1.6 0-5 0-5" />
    </LineIcon>
  );
}

/** Accelerator: a speedometer. */
export function GaugeIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 14l4-4" />
      <path d="M3.3 19a10 10 0 1 1 17.4 0" />
    </LineIcon>
  );
}

/** Auto Pilot: a plane. */
export function PlaneIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M17.8 19.2L16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z" />
    </LineIcon>
  );
}

export function CheckIcon(props: LineIconProps) {
  return (
    <LineIcon strokeWidth="2.5" {...props}>
      <path d="M20 6L9 17l-5-5" />
    </LineIcon>
  );
}

export function DashIcon(props: LineIconProps) {
  return (
    <LineIcon strokeWidth="2.5" {...props}>
      <path d="M6 12h12" />
    </LineIcon>
  );
}

export function InfoIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 16v-4M12 8h.01" />
    </LineIcon>
  );
}
