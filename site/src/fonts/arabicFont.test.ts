import { ARABIC_FALLBACK_FONTS } from './fallbackFaces';
import { ARABIC_FONT_FAMILY, ARABIC_FONT_STACK, arabicFontCss } from './arabicFont';

const faces = (css: string) => css.match(/@font-face\{[^}]*\}/g) ?? [];

describe('the Arabic typeface', () => {
  const css = arabicFontCss();

  it('declares one swapping woff2 face per weight the site uses, for Arabic characters only', () => {
    const webfont = faces(css).filter((face) => face.includes(`"${ARABIC_FONT_FAMILY}"`));
    expect(webfont.map((face) => /font-weight:(\d+)/.exec(face)?.[1])).toEqual([
      '400',
      '500',
      '600',
      '700',
    ]);
    for (const [index, face] of webfont.entries()) {
      expect(face).toContain('font-display:swap');
      expect(face).toContain(
        `src:url(/assets/ibm-plex-sans-arabic-arabic-${400 + 100 * index}-normal.woff2) format("woff2")`,
      );
      expect(face).toMatch(/unicode-range:U\+0600-06FF,/);
      expect(face).not.toMatch(/U\+00|U\+0000-00FF/);
    }
  });

  it('adjusts each local fallback, weight by weight, with its measured overrides', () => {
    const fallbacks = faces(css).filter((face) => !face.includes(`"${ARABIC_FONT_FAMILY}"`));
    expect(fallbacks).toHaveLength(ARABIC_FALLBACK_FONTS.length * 4);
    const range = /unicode-range:([^}]*)/.exec(fallbacks[0] ?? '')?.[1];
    expect(range).toMatch(/^U\+0600-06FF,/);
    expect(fallbacks[0]).toBe(
      '@font-face{font-family:"Arabic Fallback Noto Sans";font-style:normal;font-weight:400;' +
        'src:local("Noto Sans Arabic"),local("NotoSansArabic-Regular"),local("Noto Sans Arabic UI");' +
        'size-adjust:92.56%;ascent-override:117.22%;descent-override:44.84%;line-gap-override:0%;' +
        `unicode-range:${range}}`,
    );
    // Semibold text falls back on the bold font, not on an emboldened regular.
    expect(fallbacks[2]).toContain(
      'font-weight:600;src:local("Noto Sans Arabic Bold"),local("NotoSansArabic-Bold"),' +
        'local("Noto Sans Arabic UI Bold");size-adjust:88.49%;',
    );
  });

  it('sets the kit font variables of an Arabic document: the webfont, its fallbacks, then the Latin stack', () => {
    expect(ARABIC_FONT_STACK).toBe(
      '"IBM Plex Sans Arabic", "Arabic Fallback Noto Sans", "Arabic Fallback Noto Naskh", ' +
        '"Arabic Fallback DejaVu Sans", "Arabic Fallback Arial", Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, ' +
        'Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"',
    );
    expect(css).toContain(
      `:root:lang(ar){--chakra-fonts-body:${ARABIC_FONT_STACK};--chakra-fonts-heading:${ARABIC_FONT_STACK}}`,
    );
  });
});
