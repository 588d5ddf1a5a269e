import { act, render, screen } from '@testing-library/react';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from '../app/SiteApp';
import { loadLanguage } from '../i18n/loadLanguage';
import type { Locale } from '../i18n/locales';
import { en } from '../i18n/messages/en';
import { ar } from '../i18n/messages/ar';
import { MonthCalendar } from './MonthCalendar';
import { withSiteContent } from '../test/siteContentKit';

async function renderCalendar(locale: Locale) {
  const language = await loadLanguage(locale);
  render(
    <SiteApp
      queryClient={withSiteContent(createQueryClient())}
      site={{ origin: 'https://x.test' }}
      language={language}
    >
      <MonthCalendar today="2030-01-07" selected="2030-02-04" onSelect={() => {}} />
    </SiteApp>,
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

describe.each([
  ['en', en],
  ['ar', ar],
] as const)('MonthCalendar in %s', (locale, messages) => {
  it('puts the previous month at the inline start and the next at the end, chevrons mirrored in RTL', async () => {
    await renderCalendar(locale);
    const previous = screen.getByRole('button', { name: messages['booking.previousMonth'] });
    const next = screen.getByRole('button', { name: messages['booking.nextMonth'] });

    // One row in reading order (the left in English, the right in Arabic), the month between.
    const row = previous.parentElement as HTMLElement;
    expect(Array.from(row.children)).toEqual([previous, expect.anything(), next]);
    for (const button of [previous, next]) {
      expect(button.querySelector('svg')).toHaveAttribute('data-mirror-in-rtl');
      expect(button).not.toHaveTextContent(/[‹›]/);
    }
  });
});
