/**
 * The Arabic pages' typeface: IBM Plex Sans Arabic, self-hosted (its `arabic` subset only, one
 * file per weight the site uses), declared on Arabic pages only and for Arabic characters only,
 * so English pages and Latin text never fetch it. Browser-safe: the files are hashed assets of
 * the build and each import is a URL.
 */
import regular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2';
import medium from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-500-normal.woff2';
import semibold from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2';
import bold from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2';
import {
  ARABIC_FALLBACK_FONTS,
  ARABIC_FONT_WEIGHTS,
  localStyleOf,
  type ArabicFontWeight,
  type FallbackFont,
} from './fallbackFaces';

export const ARABIC_FONT_FAMILY = 'IBM Plex Sans Arabic';

/** normal, medium (buttons, labels), semibold (headings), bold: one file per weight. */
export const ARABIC_FONT_FILES: Readonly<Record<ArabicFontWeight, string>> = {
  400: regular,
  500: medium,
  600: semibold,
  700: bold,
};

/** The characters the `arabic` subset covers (the package's unicode.json). */
export const ARABIC_UNICODE_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,' +
  'U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,' +
  'U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EE03,U+1EE05-1EE1F,U+1EE21-1EE22,' +
  'U+1EE24,U+1EE27,U+1EE29-1EE32,U+1EE34-1EE37,U+1EE39,U+1EE3B,U+1EE42,U+1EE47,U+1EE49,' +
  'U+1EE4B,U+1EE4D-1EE4F,U+1EE51-1EE52,U+1EE54,U+1EE57,U+1EE59,U+1EE5B,U+1EE5D,U+1EE5F,' +
  'U+1EE61-1EE62,U+1EE64,U+1EE67-1EE6A,U+1EE6C-1EE72,U+1EE74-1EE77,U+1EE79-1EE7C,' +
  'U+1EE7E,U+1EE80-1EE89,U+1EE8B-1EE9B,U+1EEA1-1EEA3,U+1EEA5-1EEA9,U+1EEAB-1EEBB,' +
  'U+1EEF0-1EEF1';

/**
 * The kit's Latin stack (Chakra's `fonts.body` and `fonts.heading`): Latin words and the digits
 * of an Arabic page keep the face they have on English pages.
 */
export const LATIN_FONT_STACK =
  'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, ' +
  '"Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"';

export const ARABIC_FONT_STACK = [
  `"${ARABIC_FONT_FAMILY}"`,
  ...ARABIC_FALLBACK_FONTS.map(({ family }) => `"${family}"`),
  LATIN_FONT_STACK,
].join(', ');

function webfontFace(weight: ArabicFontWeight, url: string): string {
  return (
    `@font-face{font-family:"${ARABIC_FONT_FAMILY}";font-style:normal;font-weight:${weight};` +
    `font-display:swap;src:url(${url}) format("woff2");unicode-range:${ARABIC_UNICODE_RANGE}}`
  );
}

function fallbackFaces({ family, local, overrides }: FallbackFont): string[] {
  return ARABIC_FONT_WEIGHTS.map((weight) => {
    const sources = local[localStyleOf(weight)].map((name) => `local("${name}")`).join(',');
    const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = overrides[weight];
    return (
      `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};src:${sources};` +
      `size-adjust:${sizeAdjust}%;ascent-override:${ascentOverride}%;` +
      `descent-override:${descentOverride}%;line-gap-override:${lineGapOverride}%;` +
      `unicode-range:${ARABIC_UNICODE_RANGE}}`
    );
  });
}

/**
 * The style sheet of an Arabic page: the webfont's faces, the adjusted local fallbacks, and the
 * kit's font variables pointing at them under `lang="ar"` (every Chakra text style reads those).
 */
export function arabicFontCss(): string {
  const faces = ARABIC_FONT_WEIGHTS.map((weight) => webfontFace(weight, ARABIC_FONT_FILES[weight]));
  const fallbacks = ARABIC_FALLBACK_FONTS.flatMap(fallbackFaces);
  const variables =
    `:root:lang(ar){--chakra-fonts-body:${ARABIC_FONT_STACK};` +
    `--chakra-fonts-heading:${ARABIC_FONT_STACK}}`;
  return [...faces, ...fallbacks, variables].join('');
}

/**
 * The face of the few Arabic words on an English page (the language switch, the suggestion to
 * read in Arabic): the platform's UI face, which has Arabic letters on every system that ships
 * one. In the Latin stack the browser would try each family left in the stack for those letters,
 * then ask the system for a fallback, all inside the layout of the first frame that shows them:
 * on a phone that is the menu drawer's first opening, a frame a tap waits for.
 */
export const ARABIC_WORDS_FONT_STACK = 'system-ui, sans-serif';

/** The style sheet of an English page's Arabic words (see ARABIC_WORDS_FONT_STACK). */
export function arabicWordsCss(): string {
  return `[lang="ar"]{font-family:${ARABIC_WORDS_FONT_STACK}}`;
}
