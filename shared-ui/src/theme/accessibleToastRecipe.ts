import { toastSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's toast with status colours that pass WCAG AA for their white text: its green.solid
 * (#16a34a) and orange.solid (#ea580c) give 3.3:1 and 3.6:1, and the description's 0.8 opacity
 * took the success text to 2.6:1 (axe: serious). The 700 shades give 5.0:1 and 5.2:1; red.solid
 * already passes. The description keeps full opacity.
 */
const base = toastSlotRecipe.base ?? {};
const root = base.root ?? {};

export const accessibleToastSlotRecipe = {
  ...toastSlotRecipe,
  base: {
    ...base,
    root: {
      ...root,
      '&[data-type=warning]': { ...root['&[data-type=warning]'], bg: 'orange.700' },
      '&[data-type=success]': { ...root['&[data-type=success]'], bg: 'green.700' },
    },
    description: { ...base.description, opacity: 1 },
  },
} satisfies typeof toastSlotRecipe;
