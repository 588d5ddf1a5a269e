import { isMultiLineText, isSingleLineText } from './text';

describe('isSingleLineText and isMultiLineText', () => {
  const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
  const BIDI = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ];

  it.each([...C0, '\u007f', ...BIDI, '\ud800', '\udc00'])(
    'a single-line field refuses U+%s',
    (character) => {
      expect(isSingleLineText(`a${character}b`)).toBe(false);
    },
  );

  it('a multi-line field refuses the same but tab, CR and LF', () => {
    for (const character of [...C0, '\u007f', ...BIDI, '\ud800']) {
      expect(isMultiLineText(`a${character}b`)).toBe(['\t', '\r', '\n'].includes(character));
    }
  });

  it('keeps real text in any script, emoji and the marks Arabic text uses', () => {
    for (const text of [
      'Layla Nasser',
      'ضريبة القيمة المضافة',
      'Café Crème',
      '📈 growth',
      'a\u200fb',
    ]) {
      expect(isSingleLineText(text)).toBe(true);
      expect(isMultiLineText(text)).toBe(true);
    }
  });
});
