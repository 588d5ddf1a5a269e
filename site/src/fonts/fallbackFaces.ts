import type { FallbackOverrides } from './fallbackMetrics';

/** The weights the site's styles name; the webfont has a file for each. */
export const ARABIC_FONT_WEIGHTS = [400, 500, 600, 700] as const;
export type ArabicFontWeight = (typeof ARABIC_FONT_WEIGHTS)[number];

export interface FallbackFont {
  /** The family the page's font stack names. */
  family: string;
  /** The installed regular and bold fonts it stands for, by full and PostScript name. */
  local: { regular: readonly string[]; bold: readonly string[] };
  /**
   * Per weight of the webfont: the overrides that make the local font (its regular for 400 and
   * 500, its bold for 600 and 700) take the room that weight of the webfont takes.
   */
  overrides: Readonly<Record<ArabicFontWeight, FallbackOverrides>>;
}

/** The local font a weight's fallback face uses, so the browser never has to embolden one. */
export const localStyleOf = (weight: ArabicFontWeight) => (weight < 600 ? 'regular' : 'bold');

const same = (overrides: FallbackOverrides) => ({
  400: overrides,
  500: overrides,
  600: overrides,
  700: overrides,
});

/**
 * The local fonts that show Arabic text until the webfont arrives, adjusted to its metrics
 * (`fallbackFaces.test.ts` measures the font files again and fails if these numbers drift).
 * Noto Sans Arabic is the Arabic font of Android and of most Linux desktops, Noto Naskh Arabic of
 * older Android; DejaVu Sans of Linux desktops without Noto (Debian's default, where the lab's
 * Chromium runs); Windows draws Arabic with Arial. Arial cannot be shipped to be measured, so its
 * faces take the webfont's vertical metrics at their own size (lines as tall, widths unadjusted).
 */
export const ARABIC_FALLBACK_FONTS: readonly FallbackFont[] = [
  {
    family: 'Arabic Fallback Noto Sans',
    local: {
      regular: ['Noto Sans Arabic', 'NotoSansArabic-Regular', 'Noto Sans Arabic UI'],
      bold: ['Noto Sans Arabic Bold', 'NotoSansArabic-Bold', 'Noto Sans Arabic UI Bold'],
    },
    overrides: {
      400: {
        sizeAdjust: 92.56,
        ascentOverride: 117.22,
        descentOverride: 44.84,
        lineGapOverride: 0,
      },
      500: { sizeAdjust: 95.39, ascentOverride: 113.74, descentOverride: 43.5, lineGapOverride: 0 },
      600: { sizeAdjust: 88.49, ascentOverride: 122.62, descentOverride: 46.9, lineGapOverride: 0 },
      700: {
        sizeAdjust: 90.25,
        ascentOverride: 120.22,
        descentOverride: 45.98,
        lineGapOverride: 0,
      },
    },
  },
  {
    family: 'Arabic Fallback Noto Naskh',
    local: {
      regular: ['Noto Naskh Arabic', 'NotoNaskhArabic-Regular', 'Noto Naskh Arabic UI'],
      bold: ['Noto Naskh Arabic Bold', 'NotoNaskhArabic-Bold', 'Noto Naskh Arabic UI Bold'],
    },
    overrides: {
      400: {
        sizeAdjust: 101.28,
        ascentOverride: 107.13,
        descentOverride: 40.98,
        lineGapOverride: 0,
      },
      500: {
        sizeAdjust: 104.38,
        ascentOverride: 103.95,
        descentOverride: 39.76,
        lineGapOverride: 0,
      },
      600: {
        sizeAdjust: 102.59,
        ascentOverride: 105.76,
        descentOverride: 40.45,
        lineGapOverride: 0,
      },
      700: {
        sizeAdjust: 104.63,
        ascentOverride: 103.69,
        descentOverride: 39.66,
        lineGapOverride: 0,
      },
    },
  },
  {
    family: 'Arabic Fallback DejaVu Sans',
    local: {
      regular: ['DejaVu Sans', 'DejaVuSans'],
      bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    },
    overrides: {
      400: {
        sizeAdjust: 87.35,
        ascentOverride: 124.22,
        descentOverride: 47.51,
        lineGapOverride: 0,
      },
      500: { sizeAdjust: 90.02, ascentOverride: 120.53, descentOverride: 46.1, lineGapOverride: 0 },
      600: {
        sizeAdjust: 76.87,
        ascentOverride: 141.15,
        descentOverride: 53.99,
        lineGapOverride: 0,
      },
      700: { sizeAdjust: 78.4, ascentOverride: 138.39, descentOverride: 52.93, lineGapOverride: 0 },
    },
  },
  {
    family: 'Arabic Fallback Arial',
    local: { regular: ['Arial', 'ArialMT'], bold: ['Arial Bold', 'Arial-BoldMT'] },
    overrides: same({
      sizeAdjust: 100,
      ascentOverride: 108.5,
      descentOverride: 41.5,
      lineGapOverride: 0,
    }),
  },
];
