import { textLanguageAttributes } from './textLanguage';

describe('textLanguageAttributes', () => {
  it('gives text in another language its own lang and direction', () => {
    expect(textLanguageAttributes('en', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(textLanguageAttributes('ar', 'en')).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it("adds nothing to text in the page's language", () => {
    expect(textLanguageAttributes('en', 'en')).toEqual({});
    expect(textLanguageAttributes('ar', 'ar')).toEqual({});
  });
});
