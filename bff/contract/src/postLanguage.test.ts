import {
  otherPostLanguage,
  POST_LANGUAGE_MESSAGE,
  postLanguageFields,
  postsQuery,
  TRANSLATION_NOT_FOUND_MESSAGE,
} from './posts';

describe('a post’s language fields', () => {
  it('take en or ar, and leave both absent when not sent', () => {
    expect(postLanguageFields.parse({})).toEqual({});
    expect(postLanguageFields.parse({ language: 'ar', translationOf: ' vat-guide ' })).toEqual({
      language: 'ar',
      translationOf: 'vat-guide',
    });
    expect(postLanguageFields.parse({ language: 'en', translationOf: 'ضريبة-القيمة' })).toEqual({
      language: 'en',
      translationOf: 'ضريبة-القيمة',
    });
  });

  it('read an empty translation as "clear the link"', () => {
    expect(postLanguageFields.parse({ translationOf: '' })).toEqual({ translationOf: null });
    expect(postLanguageFields.parse({ translationOf: '   ' })).toEqual({ translationOf: null });
  });

  it('refuse another language, and a translation that cannot be a slug, with clear messages', () => {
    for (const language of ['fr', 'EN', 'arabic', '']) {
      const result = postLanguageFields.safeParse({ language });
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['language'], POST_LANGUAGE_MESSAGE],
      ]);
    }
    for (const translationOf of ['Not A Slug', 'a/b', '-x-']) {
      const result = postLanguageFields.safeParse({ translationOf });
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['translationOf'], TRANSLATION_NOT_FOUND_MESSAGE],
      ]);
    }
  });

  it('the public list is English unless asked', () => {
    expect(postsQuery.parse({})).toEqual({ language: 'en' });
    expect(postsQuery.parse({ language: 'ar' })).toEqual({ language: 'ar' });
    expect(postsQuery.safeParse({ language: 'de' }).success).toBe(false);
    expect(otherPostLanguage('en')).toBe('ar');
    expect(otherPostLanguage('ar')).toBe('en');
  });
});
