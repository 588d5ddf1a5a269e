import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from '../app/SiteApp';
import { ContactSection } from '../contact/ContactSection';
import { Hero } from '../home/Hero';
import { PackagesSection } from '../packages/PackagesSection';
import { ServicesSection } from '../services/ServicesSection';
import { hydrateServerHtml } from '../test/hydrateServerHtml';
import { useI18n } from './I18nProvider';
import { loadLanguage } from './loadLanguage';
import type { Locale } from './locales';
import type { SiteLanguage } from './siteIntl';
import { withSiteContent } from '../test/siteContentKit';

function Direction() {
  const { locale, dir } = useI18n();
  return <p data-testid="language">{`${locale} ${dir}`}</p>;
}

/** Sections with plain, rich and valued messages, as the server and then the browser render them. */
function page(language: SiteLanguage) {
  return (
    <SiteApp
      queryClient={withSiteContent(createQueryClient())}
      site={{ origin: 'https://finance.example', today: '2030-01-05' }}
      language={language}
    >
      <MemoryRouter>
        <Direction />
        <Hero />
        <ServicesSection />
        <PackagesSection />
        <ContactSection />
      </MemoryRouter>
    </SiteApp>
  );
}

let container: HTMLElement;
let unmount: (() => void) | undefined;

afterEach(() => {
  unmount?.();
  unmount = undefined;
});

async function serverThenBrowser(locale: Locale) {
  const language = await loadLanguage(locale);
  const hydrated = await hydrateServerHtml(() => page(language));
  ({ container, unmount } = hydrated);
  return hydrated;
}

describe('the language of the page', () => {
  it.each(['en', 'ar'] as const)(
    'renders the same markup on the server and in the browser (%s)',
    async (locale) => {
      const { serverHtml, recoverable, errors } = await serverThenBrowser(locale);

      expect(recoverable).toEqual([]);
      expect(errors).toEqual([]);
      // Hydration kept the server's text.
      expect(container.innerHTML).toBe(serverHtml);
    },
  );

  it('is English by default and Arabic, right to left, when the root says so', async () => {
    await serverThenBrowser('en');
    expect(container.querySelector('h1')?.textContent).toBe('Your finance team, simplified.');
    expect(container.querySelector('[data-testid="language"]')?.textContent).toBe('en ltr');
    unmount?.();
    unmount = undefined;

    await serverThenBrowser('ar');
    expect(container.querySelector('h1')?.textContent).toBe('فريقك المالي، بكل بساطة.');
    expect(container.querySelector('h1 span')?.textContent).toBe('بكل بساطة.');
    expect(container.querySelector('[data-testid="language"]')?.textContent).toBe('ar rtl');
    expect(container.textContent).toContain('اعرف المزيد عن إدارة الرواتب');
    expect(container.textContent).not.toContain('Learn more');
  });
});
