import { act, render, screen } from '@testing-library/react';
import type { PublicCalendar } from '@app/contract/availability';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from '../app/SiteApp';
import { loadLanguage } from '../i18n/loadLanguage';
import type { Locale } from '../i18n/locales';
import { firstSelectableDate, isSelectableDate } from './calendarDates';
import { SlotPicker } from './SchedulingPanel';

const RETREAT = {
  from: '2030-02-05',
  to: '2030-02-07',
  labelEn: 'Staff retreat',
  labelAr: 'رحلة الفريق',
  estimated: false,
};

async function renderPicker(locale: Locale, bookingCalendar?: PublicCalendar) {
  const language = await loadLanguage(locale);
  render(
    <SiteApp
      queryClient={createQueryClient()}
      site={{ origin: 'https://x.test', bookingCalendar }}
      language={language}
    >
      <SlotPicker
        today="2030-02-01"
        date="2030-02-04"
        onDateChange={() => {}}
        showTimes={false}
        selectedSlot={null}
        onSelectSlot={() => {}}
      />
    </SiteApp>,
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

describe('the booking calendar under the staff schedule', () => {
  it('keeps "Sunday is our day off" word for word while Sunday is the only one', async () => {
    await renderPicker('en', { daysOff: [7], closed: [] });
    expect(screen.getByText('Sunday is our day off')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sunday, February 3, 2030' })).toBeDisabled();
  });

  it('names a Friday-Saturday weekend in both languages', async () => {
    await renderPicker('en', { daysOff: [5, 6], closed: [] });
    expect(screen.getByText('Friday and Saturday are our days off')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Friday, February 8, 2030' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Sunday, February 3, 2030' })).toBeEnabled();
  });

  it('says it in Arabic too', async () => {
    await renderPicker('ar', { daysOff: [5, 6], closed: [] });
    expect(screen.getByText('أيام الجمعة والسبت عطلتنا الأسبوعية')).toBeInTheDocument();
  });

  it('disables closed days and gives them their label as part of their name', async () => {
    await renderPicker('en', { daysOff: [7], closed: [RETREAT] });
    for (const name of ['Tuesday, February 5, 2030', 'Thursday, February 7, 2030']) {
      expect(screen.getByRole('radio', { name: `${name}, Staff retreat` })).toBeDisabled();
    }
    expect(screen.getByRole('radio', { name: 'Friday, February 8, 2030' })).toBeEnabled();
  });

  it('gives the Arabic label in Arabic', async () => {
    await renderPicker('ar', { daysOff: [7], closed: [RETREAT] });
    const closed = screen.getAllByRole('radio', { name: /، رحلة الفريق$/ });
    expect(closed.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      '2030-02-05',
      '2030-02-06',
      '2030-02-07',
    ]);
    for (const radio of closed) expect(radio).toBeDisabled();
  });

  it('opens on the first open day', () => {
    const calendar = {
      daysOff: [5, 6],
      closed: [{ ...RETREAT, from: '2030-02-03', to: '2030-02-03' }],
    };
    // Friday 1 February: Friday, Saturday off, Sunday closed.
    expect(firstSelectableDate('2030-02-01', calendar)).toBe('2030-02-04');
    expect(isSelectableDate('2030-02-03', '2030-02-01')).toBe(false);
    expect(firstSelectableDate('2030-02-03')).toBe('2030-02-04');
  });
});
