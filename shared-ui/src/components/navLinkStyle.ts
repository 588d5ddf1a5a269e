/** How the navigation's links look, in the bar and in the mobile drawer alike. */
export const navLinkStyle = {
  color: 'nav.fg',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { color: 'nav.accent', textDecoration: 'none' },
  _focusVisible: { outlineColor: 'nav.accent' },
} as const;
