import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@app/contract/languages';
import { languageCookie, rememberLanguageChoice } from './languageChoice';

describe('rememberLanguageChoice', () => {
  let written: string[];

  beforeAll(() => rememberLanguageChoice(document));

  beforeEach(() => {
    written = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  /** Follows a link the way a tap does, without leaving the test page. */
  function follow(link: Element) {
    link.addEventListener('click', (event) => event.preventDefault());
    (link as HTMLElement).click();
  }

  it('stores the language of a followed switch for a year, on every path, same-site', () => {
    document.body.innerHTML =
      '<a href="/ar/about" data-language-switch="ar" hreflang="ar" lang="ar"><span>العربية</span></a>';
    follow(document.querySelector('span')!);
    expect(written).toEqual([
      `${LANGUAGE_COOKIE}=ar; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`,
    ]);
  });

  it('stores nothing for other links, or a switch naming no language of the site', () => {
    document.body.innerHTML =
      '<a href="/blog">Blog</a><a href="/fr" data-language-switch="fr">Français</a>';
    for (const link of document.querySelectorAll('a')) follow(link);
    expect(written).toEqual([]);
  });

  it('marks the cookie Secure on HTTPS pages', () => {
    expect(languageCookie('en', true)).toBe(
      `${LANGUAGE_COOKIE}=en; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax; Secure`,
    );
  });
});
