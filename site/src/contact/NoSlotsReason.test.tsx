import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { PublicCalendar } from '@app/contract/availability';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from '../app/SiteApp';
import { loadLanguage } from '../i18n/loadLanguage';
import type { SiteLanguage } from '../i18n/siteIntl';
import { renderRoute } from '../test/renderRoute';
import { installContactApiStub, meetingCheckbox, SLOTS } from '../test/contactTestKit';
import { SlotPicker } from './SchedulingPanel';
import SlotTimes from './SlotTimes';
import type * as SlotTime from './slotTime';

jest.mock('./slotTime', () => ({
  ...jest.requireActual<typeof SlotTime>('./slotTime'),
  visitorTimeZone: () => 'Asia/Dubai',
}));

const api = installContactApiStub();

const EID = { labelEn: 'Eid al-Fitr', labelAr: 'عيد الفطر', estimated: true };
const none = (unavailable: object) => ({ status: 200, body: { slots: [], unavailable } });

describe('the booking form says why a date has no time', () => {
  it.each([
    [{ reason: 'fully-booked', closure: null }, 'This date is fully booked'],
    [
      { reason: 'within-notice', closure: null },
      'This date is too soon: we need a little more notice',
    ],
    [{ reason: 'beyond-window', closure: null }, 'This date is too far ahead to book yet'],
    [{ reason: 'closed', closure: EID }, 'Closed: Eid al-Fitr (estimated)'],
  ])('live, from the slots answer: %j', async (unavailable, text) => {
    api().on(SLOTS, none(unavailable));
    const user = userEvent.setup();
    await renderRoute('/contact');
    await user.click(meetingCheckbox());
    expect(await screen.findByText(text, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('No available slots for this date')).not.toBeInTheDocument();
    expect(screen.getByText('Try selecting another date.')).toBeInTheDocument();
  });

  async function renderTimes(language: SiteLanguage, date: string) {
    render(
      <SiteApp
        queryClient={createQueryClient()}
        site={{ origin: 'https://x.test' }}
        language={language}
      >
        <SlotTimes date={date} selectedSlot={null} onSelectSlot={() => {}} />
      </SiteApp>,
    );
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }

  it('says it in Arabic, the closure by its Arabic label', async () => {
    api().on(SLOTS, none({ reason: 'closed', closure: EID }));
    await renderTimes(await loadLanguage('ar'), '2030-02-05');
    expect(await screen.findByText('مغلق: عيد الفطر (موعد تقديري)')).toBeInTheDocument();
  });

  it('names the day off by its weekday, "Sunday is our day off" word for word', async () => {
    api().on(SLOTS, none({ reason: 'day-off', closure: null }));
    await renderTimes(await loadLanguage('en'), '2030-02-03');
    expect(await screen.findByText('Sunday is our day off')).toBeInTheDocument();
  });

  it('names another day off by its weekday, in Arabic too', async () => {
    api().on(SLOTS, none({ reason: 'day-off', closure: null }));
    await renderTimes(await loadLanguage('ar'), '2030-02-08');
    expect(await screen.findByText('يوم الجمعة عطلتنا الأسبوعية')).toBeInTheDocument();
  });

  const CALENDAR: PublicCalendar = {
    daysOff: [7],
    closed: [
      { from: '2030-02-05', to: '2030-02-07', ...EID },
      { from: '2030-02-20', to: '2030-02-20', ...EID, labelEn: 'Retreat', estimated: false },
      // Over before today: not listed.
      { from: '2030-01-01', to: '2030-01-02', ...EID, labelEn: 'New Year' },
    ],
  };
  const serverHtml = async (locale: 'en' | 'ar') =>
    renderToString(
      <SiteApp
        queryClient={createQueryClient()}
        site={{ origin: 'https://x.test', bookingCalendar: CALENDAR }}
        language={await loadLanguage(locale)}
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

  it('server-renders the closures of the shown month under it, with their labels', async () => {
    const html = await serverHtml('en');
    expect(html).toContain('February 5 – February 7: Closed: Eid al-Fitr (estimated)');
    expect(html).toContain('February 20: Closed: Retreat');
    expect(html).not.toContain('New Year');
  });

  it('server-renders them in Arabic', async () => {
    const html = await serverHtml('ar');
    expect(html).toContain('5 فبراير – 7 فبراير: مغلق: عيد الفطر (موعد تقديري)');
  });
});

describe('the times offered follow the services chosen', () => {
  it('asks for the times of an advisor covering the chosen services, and for any without', async () => {
    api().on(SLOTS, { status: 200, body: { slots: [] } });
    const slotRequests = () =>
      api()
        .calls()
        .filter((call) => call.url.pathname === SLOTS.split(' ')[1])
        .map((call) => call.url.searchParams.get('services'));
    render(
      <SiteApp queryClient={createQueryClient()} site={{ origin: 'https://x.test' }}>
        <SlotTimes
          date="2030-02-05"
          selectedSlot={null}
          onSelectSlot={() => {}}
          services={['Payroll', 'Tax Advisory']}
        />
        <SlotTimes date="2030-02-06" selectedSlot={null} onSelectSlot={() => {}} />
      </SiteApp>,
    );
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(slotRequests().sort()).toEqual(['Payroll, Tax Advisory', null].sort());
  });
});
