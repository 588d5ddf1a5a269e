/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
// The kit's own tokens, read to check the stack the site repeats; nothing is rendered with them.
// eslint-disable-next-line no-restricted-imports
import { tokens } from '@chakra-ui/react/theme';
import { ARABIC_FALLBACK_FACES } from './fallbackFaces';
import { fallbackOverrides, measureFont, type FontMetrics } from './fallbackMetrics';
import { ARABIC_UNICODE_RANGE, LATIN_FONT_STACK } from './arabicFont';

const fontFile = (pkg: string, name: string) =>
  require.resolve(`@fontsource/${pkg}/files/${name}-arabic-400-normal.woff2`);

const webfont = measureFont(fontFile('ibm-plex-sans-arabic', 'ibm-plex-sans-arabic'));

describe('the Arabic fallbacks, measured from the font files', () => {
  it.each([
    ['Arabic Fallback Noto Sans', fontFile('noto-sans-arabic', 'noto-sans-arabic')],
    ['Arabic Fallback Noto Naskh', fontFile('noto-naskh-arabic', 'noto-naskh-arabic')],
  ])('%s has the overrides its font file gives', (family, file) => {
    const face = ARABIC_FALLBACK_FACES.find((candidate) => candidate.family === family);
    expect(face?.overrides).toEqual(fallbackOverrides(webfont, measureFont(file)));
  });

  it('Arial keeps its size and takes the webfont’s vertical metrics', () => {
    const sameWidth: FontMetrics = { ...webfont, ascent: 0, descent: 0, lineGap: 0 };
    const arial = ARABIC_FALLBACK_FACES.find((face) => face.family === 'Arabic Fallback Arial');
    expect(arial?.overrides).toEqual(fallbackOverrides(webfont, sameWidth));
    expect(arial?.overrides.sizeAdjust).toBe(100);
  });

  it('scales a narrower fallback up, and its vertical overrides down to match', () => {
    const narrow: FontMetrics = { ...webfont, sampleWidth: webfont.sampleWidth / 2 };
    expect(fallbackOverrides(webfont, narrow).sizeAdjust).toBe(200);
    expect(fallbackOverrides(webfont, narrow).ascentOverride).toBe(54.25);
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
