import { createSystem, defineConfig } from '@chakra-ui/react';
import { MIRROR_IN_RTL_ATTRIBUTE } from '../LineIcon';
import { leanBaseConfig } from './leanBaseConfig';

/**
 * Brand accent: a warm gold that keeps strong contrast on the black navigation and reads as
 * "finance" without the usual bank blue. 500 is the solid fill; text on it is black.
 */
const brandScale = {
  50: '#fdf9ec',
  100: '#faefcb',
  200: '#f4de95',
  300: '#eec85b',
  400: '#e8b435',
  500: '#d99a1e',
  600: '#bf7916',
  700: '#9e5816',
  800: '#814518',
  900: '#6a3a18',
  950: '#3d1d09',
} as const;

const brandTokens = Object.fromEntries(
  Object.entries(brandScale).map(([step, value]) => [step, { value }]),
);

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    // A native modal <dialog> leaves the page behind it scrollable; it stays put while one is
    // open, and the kept gutter stops it shifting sideways as its scrollbar goes.
    'html:has(dialog:modal)': { overflow: 'hidden', scrollbarGutter: 'stable' },
    // An icon that points along the reading direction turns round in right-to-left text
    // (LineIcon's `mirrorInRtl`). `:dir()` follows the nearest `dir`, so an English quote inside
    // an Arabic page keeps its arrows as they are.
    [`[${MIRROR_IN_RTL_ATTRIBUTE}]:dir(rtl)`]: { transform: 'scaleX(-1)' },
  },
  theme: {
    animationStyles: {
      // A popover a tap opens grows into place without fading: a fade starts from transparent,
      // so nothing shows until the frame after the tap's, and on a busy phone that frame is late.
      'grow-in': { value: { animationName: 'scale-in' } },
    },
    tokens: {
      colors: { brand: brandTokens },
      // The fixed navigation is 96 px high; as spacing too, so pages can pad below it.
      sizes: { navbar: { value: '96px' } },
      spacing: { navbar: { value: '96px' } },
    },
    semanticTokens: {
      colors: {
        // The keys Chakra recipes read when a component gets colorPalette="brand".
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: '{colors.black}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.200}' },
          subtle: { value: '{colors.brand.100}' },
          emphasized: { value: '{colors.brand.300}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.400}' },
          onDark: { value: '{colors.brand.400}' },
        },
        nav: {
          bg: { value: '{colors.black}' },
          fg: { value: '{colors.white}' },
          accent: { value: '{colors.brand.400}' },
        },
      },
    },
  },
});

/**
 * Built from Chakra's base with only the recipes, palettes and light-mode tokens the kit uses
 * (see leanBaseConfig.ts): the full default config costs ~40 ms to build on a fast machine and a
 * 29 KB token sheet in every server-rendered page, both paid on every phone.
 */
export const system = createSystem(leanBaseConfig, config);
