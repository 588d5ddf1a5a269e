import {
  INTL_LOCALE,
  languageOfPath,
  localizedPath,
  pathWithoutLanguage,
  SITE_LANGUAGES,
} from './languages';
import { articlePath } from './publicPages';

describe('the languages’ addresses', () => {
  it('reads Arabic from /ar and below only', () => {
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/blog/vat')).toBe('ar');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/arabic-vat')).toBe('en');
    expect(languageOfPath('/blog/ar')).toBe('en');
  });

  it('strips the prefix and puts it back, keeping query and hash', () => {
    expect(pathWithoutLanguage('/ar')).toBe('/');
    expect(pathWithoutLanguage('/ar/about')).toBe('/about');
    expect(pathWithoutLanguage('/about')).toBe('/about');
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('ar', '/contact?x=1#form')).toBe('/ar/contact?x=1#form');
    expect(localizedPath('ar', '/ar/contact')).toBe('/ar/contact');
    expect(localizedPath('en', '/ar/contact')).toBe('/contact');
    expect(localizedPath('en', '/ar')).toBe('/');
    expect(localizedPath('en', '/about#team')).toBe('/about#team');
  });

  it('is a round trip for every language', () => {
    for (const language of SITE_LANGUAGES) {
      for (const path of ['/', '/about', '/blog/a-post']) {
        const there = localizedPath(language, path);
        expect(languageOfPath(there)).toBe(language);
        expect(pathWithoutLanguage(there)).toBe(path);
      }
    }
  });

  it('addresses an article in its post’s language', () => {
    expect(articlePath('vat guide')).toBe('/blog/vat%20guide');
    expect(articlePath('ضريبة', 'ar')).toBe(`/ar/blog/${encodeURIComponent('ضريبة')}`);
  });

  it('pins Gregorian dates with Latin digits in both languages', () => {
    const at = new Date(Date.UTC(2026, 2, 5, 11, 30));
    const time = (language: 'en' | 'ar') =>
      new Intl.DateTimeFormat(INTL_LOCALE[language], {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Dubai',
      }).format(at);
    expect(time('en')).toBe('3:30 PM');
    expect(time('ar')).toBe('3:30 م');
  });
});
