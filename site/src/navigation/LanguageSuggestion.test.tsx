import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE } from '@app/contract/languages';
import { en } from '../i18n/messages/en';
import { renderRoute } from '../test/renderRoute';

function rememberLanguage(language: string | undefined) {
  const past = 'Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie =
    language === undefined
      ? `${LANGUAGE_COOKIE}=; expires=${past}; path=/`
      : `${LANGUAGE_COOKIE}=${language}; path=/`;
}

afterEach(() => rememberLanguage(undefined));

const suggestion = () =>
  screen.queryByRole('complementary', { name: en['nav.languageSuggestionRegion'] });

describe('the suggestion of the remembered language', () => {
  it('offers this page in the language the visitor last chose, in a fixed box they can close', async () => {
    rememberLanguage('ar');
    await renderRoute('/about');
    const box = suggestion();
    expect(box).not.toBeNull();
    const link = within(box!).getByRole('link', { name: en['nav.languageSuggestion'] });
    expect(link).toHaveAttribute('href', '/ar/about');
    expect(link).toHaveAttribute('hreflang', 'ar');
    expect(link).toHaveAttribute('lang', 'ar');
    // It never moves the page: fixed, out of the flow.
    expect(getComputedStyle(box!).position).toBe('fixed');

    await userEvent.click(
      within(box!).getByRole('button', { name: en['nav.languageSuggestionDismiss'] }),
    );
    expect(suggestion()).toBeNull();
  });

  it('offers nothing when the page is in that language, or nothing was chosen', async () => {
    rememberLanguage('en');
    const { unmount } = await renderRoute('/about');
    expect(suggestion()).toBeNull();
    unmount();
    rememberLanguage(undefined);
    await renderRoute('/about');
    expect(suggestion()).toBeNull();
  });
});
