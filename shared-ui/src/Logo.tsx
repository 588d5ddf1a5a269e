import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export interface LogoProps extends HTMLChakraProps<'svg'> {
  /** Accessible name; leave it out when the surrounding link already names the target. */
  label?: string;
}

/** Brand mark: rising bars in a ring. Its height clamps between 60 and 80 px. */
export function Logo({ label, ...props }: LogoProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <chakra.svg
      viewBox="0 0 64 64"
      {...a11y}
      h="clamp(60px, 8vw, 80px)"
      w="auto"
      flexShrink={0}
      {...props}
    >
      <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="3" />
      <g fill="var(--chakra-colors-brand-solid)">
        <rect x="18" y="34" width="7" height="14" rx="1.5" />
        <rect x="28.5" y="26" width="7" height="22" rx="1.5" />
        <rect x="39" y="17" width="7" height="31" rx="1.5" />
      </g>
    </chakra.svg>
  );
}
