/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
// The kit's own tokens, read to check the stack the site repeats; nothing is rendered with them.
// eslint-disable-next-line no-restricted-imports
import { tokens } from '@chakra-ui/react/theme';
import {
  ARABIC_FALLBACK_FONTS,
  ARABIC_FONT_WEIGHTS,
  localStyleOf,
  type ArabicFontWeight,
} from './fallbackFaces';
import { fallbackOverrides, measureFont, type FontMetrics } from './fallbackMetrics';
import { ARABIC_UNICODE_RANGE, LATIN_FONT_STACK } from './arabicFont';

const fontFile = (pkg: string, weight: number) =>
  require.resolve(`@fontsource/${pkg}/files/${pkg}-arabic-${weight}-normal.woff2`);

const webfont = (weight: ArabicFontWeight) => measureFont(fontFile('ibm-plex-sans-arabic', weight));

const family = (name: string) => ARABIC_FALLBACK_FONTS.find((font) => font.family === name);

describe('the Arabic fallbacks, measured from the font files', () => {
  const fontsourceFiles = (pkg: string) => ({
    regular: fontFile(pkg, 400),
    bold: fontFile(pkg, 700),
  });
  it.each([
    ['Arabic Fallback Noto Sans', fontsourceFiles('noto-sans-arabic')],
    ['Arabic Fallback Noto Naskh', fontsourceFiles('noto-naskh-arabic')],
    [
      'Arabic Fallback DejaVu Sans',
      {
        regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
        bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
      },
    ],
  ])('%s has, for each weight, the overrides its font files give', (name, files) => {
    const measured = Object.fromEntries(
      ARABIC_FONT_WEIGHTS.map((weight) => {
        const local = measureFont(files[localStyleOf(weight)]);
        return [weight, fallbackOverrides(webfont(weight), local)];
      }),
    );
    expect(family(name)?.overrides).toEqual(measured);
  });

  it('Arial keeps its size and takes the webfont’s vertical metrics', () => {
    for (const weight of ARABIC_FONT_WEIGHTS) {
      const sameWidth: FontMetrics = { ...webfont(weight), ascent: 0, descent: 0, lineGap: 0 };
      const arial = family('Arabic Fallback Arial')?.overrides[weight];
      expect(arial).toEqual(fallbackOverrides(webfont(weight), sameWidth));
      expect(arial?.sizeAdjust).toBe(100);
    }
  });

  it('scales a narrower fallback up, and its vertical overrides down to match', () => {
    const regular = webfont(400);
    const narrow: FontMetrics = { ...regular, sampleWidth: regular.sampleWidth / 2 };
    expect(fallbackOverrides(regular, narrow).sizeAdjust).toBe(200);
    expect(fallbackOverrides(regular, narrow).ascentOverride).toBe(54.25);
  });
});

describe('what the Arabic face is declared for', () => {
  it('covers the characters of the subset file it serves', () => {
    const unicode = JSON.parse(
      readFileSync(require.resolve('@fontsource/ibm-plex-sans-arabic/unicode.json'), 'utf8'),
    ) as { arabic: string };
    expect(ARABIC_UNICODE_RANGE).toBe(unicode.arabic);
  });

  it('falls back to the kit’s Latin stack', () => {
    const { fonts } = tokens as { fonts: Record<string, { value: string }> };
    expect(fonts.body?.value).toBe(LATIN_FONT_STACK);
    expect(fonts.heading?.value).toBe(LATIN_FONT_STACK);
  });
});
