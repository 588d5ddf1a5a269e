/**
 * Measures how a local font must be adjusted to take the room the Arabic webfont will take, so
 * the swap moves nothing (CSS `size-adjust` and the ascent, descent and line-gap overrides of its
 * `@font-face`). Node only: reads font files with fontkit, for the check that keeps
 * `fallbackFaces.ts` in step with the files and for `npm run font-metrics -w site`.
 */
import { openSync, type Font } from 'fontkit';

/**
 * Text the widths are averaged over: sentences in the register of the site's Arabic pages, shaped
 * (joined forms, ligatures) the way a browser lays them out.
 */
export const SAMPLE_TEXT =
  'نساعد الشركات الناشئة والنامية في الإمارات والسعودية على تنظيم حساباتها ورواتبها ' +
  'والامتثال للضرائب وجمع التمويل. مدير مالي بدوام جزئي، ومسك دفاتر، وتقارير شهرية واضحة ' +
  'تساعدك على اتخاذ القرار. احجز اجتماعاً مع فريقنا لنتحدث عن احتياجات شركتك.';

export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Below the baseline: negative, as fonts store it. */
  descent: number;
  lineGap: number;
  /** The advance of the shaped sample, in font units. */
  sampleWidth: number;
}

/** Overrides as CSS percentages, rounded to 0.01 %. */
export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

export function measureFont(file: string, sample = SAMPLE_TEXT): FontMetrics {
  // A .woff2 holds one face, never a collection.
  const font = openSync(file) as Font;
  const { positions } = font.layout(sample);
  return {
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    lineGap: font.lineGap,
    sampleWidth: positions.reduce((sum, position) => sum + position.xAdvance, 0),
  };
}

const percent = (ratio: number) => Math.round(ratio * 10_000) / 100;

/**
 * The fallback scaled so the sample is as wide in it as in the webfont (lines wrap alike), with
 * the webfont's vertical metrics, which `size-adjust` would otherwise scale too (lines as tall).
 */
export function fallbackOverrides(webfont: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust =
    webfont.sampleWidth / webfont.unitsPerEm / (fallback.sampleWidth / fallback.unitsPerEm);
  const vertical = (value: number) => percent(Math.abs(value) / webfont.unitsPerEm / sizeAdjust);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: vertical(webfont.ascent),
    descentOverride: vertical(webfont.descent),
    lineGapOverride: vertical(webfont.lineGap),
  };
}
