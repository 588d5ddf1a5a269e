import { languageSwitchTarget } from './languageSwitchTarget';

describe('languageSwitchTarget', () => {
  it('leads a page to the same page in the other language', () => {
    expect(languageSwitchTarget({ pathname: '/about', kind: undefined }, 'ar')).toBe('/ar/about');
    expect(languageSwitchTarget({ pathname: '/', kind: undefined }, 'ar')).toBe('/ar');
    expect(languageSwitchTarget({ pathname: '/ar', kind: undefined }, 'en')).toBe('/');
    expect(languageSwitchTarget({ pathname: '/ar/meeting/abc', kind: undefined }, 'en')).toBe(
      '/meeting/abc',
    );
  });

  it('leads an article to its translation, in that language', () => {
    const page = { pathname: '/blog/vat', kind: 'translation' as const };
    expect(languageSwitchTarget({ ...page, post: { translationSlug: 'ضريبة' } }, 'ar')).toBe(
      `/ar/blog/${encodeURIComponent('ضريبة')}`,
    );
    expect(
      languageSwitchTarget(
        { pathname: '/ar/blog/x', kind: 'translation', post: { translationSlug: 'vat' } },
        'en',
      ),
    ).toBe('/blog/vat');
  });

  it('leads an article without a published translation, or not read, to the other blog', () => {
    const page = { pathname: '/ar/blog/x', kind: 'translation' as const };
    expect(languageSwitchTarget({ ...page, post: { translationSlug: null } }, 'en')).toBe('/blog');
    expect(languageSwitchTarget(page, 'en')).toBe('/blog');
    expect(languageSwitchTarget({ pathname: '/blog/x', kind: 'translation' }, 'ar')).toBe(
      '/ar/blog',
    );
  });

  it('leads a page the other language does not have to its blog', () => {
    expect(languageSwitchTarget({ pathname: '/preview/abc', kind: 'blog' }, 'ar')).toBe('/ar/blog');
  });
});
