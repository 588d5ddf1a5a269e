import type { FallbackOverrides } from './fallbackMetrics';

export interface FallbackFace {
  /** The family the page's font stack names. */
  family: string;
  /** The installed fonts it stands for, by full and PostScript name, in order. */
  local: readonly string[];
  overrides: FallbackOverrides;
}

/**
 * The local fonts that show Arabic text until the webfont arrives, adjusted to its metrics
 * (`fallbackFaces.test.ts` measures the font files again and fails if these numbers drift).
 * Noto Sans Arabic is the Arabic font of Android and of most Linux desktops, Noto Naskh Arabic of
 * older Android; Windows draws Arabic with Arial. Arial cannot be shipped to be measured, so its
 * face takes the webfont's vertical metrics at its own size (lines as tall, widths unadjusted).
 */
export const ARABIC_FALLBACK_FACES: readonly FallbackFace[] = [
  {
    family: 'Arabic Fallback Noto Sans',
    local: ['Noto Sans Arabic', 'NotoSansArabic-Regular', 'Noto Sans Arabic UI'],
    overrides: {
      sizeAdjust: 92.56,
      ascentOverride: 117.22,
      descentOverride: 44.84,
      lineGapOverride: 0,
    },
  },
  {
    family: 'Arabic Fallback Noto Naskh',
    local: ['Noto Naskh Arabic', 'NotoNaskhArabic-Regular', 'Noto Naskh Arabic UI'],
    overrides: {
      sizeAdjust: 101.28,
      ascentOverride: 107.13,
      descentOverride: 40.98,
      lineGapOverride: 0,
    },
  },
  {
    family: 'Arabic Fallback Arial',
    local: ['Arial', 'ArialMT'],
    overrides: {
      sizeAdjust: 100,
      ascentOverride: 108.5,
      descentOverride: 41.5,
      lineGapOverride: 0,
    },
  },
];
