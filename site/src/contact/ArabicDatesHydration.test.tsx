import { withSiteContent } from '../test/siteContentKit';
import { QueryClient } from '@tanstack/react-query';
import type { TimeSlot } from '@app/contract';
import { SiteApp } from '../app/SiteApp';
import { loadLanguage } from '../i18n/loadLanguage';
import { hydrateServerHtml, type Hydrated } from '../test/hydrateServerHtml';
import type { SiteLanguage } from '../i18n/siteIntl';
import { MonthCalendar } from './MonthCalendar';
import SlotTimes from './SlotTimes';
import { availableSlotsQuery } from './slotQueries';
import type * as SlotTime from './slotTime';

jest.mock('./slotTime', () => ({
  ...jest.requireActual<typeof SlotTime>('./slotTime'),
  visitorTimeZone: () => 'Asia/Dubai',
}));

const TODAY = '2030-01-05';
const SLOTS: TimeSlot[] = [
  { start: '2030-01-05T05:00:00.000Z', end: '2030-01-05T05:30:00.000Z' },
  { start: '2030-01-05T11:30:00.000Z', end: '2030-01-05T12:00:00.000Z' },
];

/**
 * The day's times already in the cache. The list is always stale (a slot may be taken at any
 * moment), so it is dated an hour ahead: neither render starts a fetch and shows the spinner.
 */
function queryClient() {
  const client = withSiteContent(new QueryClient());
  client.setQueryData(
    availableSlotsQuery(TODAY, 'Asia/Dubai').queryKey,
    { slots: SLOTS, unavailable: null },
    {
      updatedAt: Date.now() + 60 * 60 * 1000,
    },
  );
  return client;
}

function panel(language: SiteLanguage) {
  return (
    <SiteApp
      queryClient={queryClient()}
      site={{ origin: 'https://finance.example', today: TODAY }}
      language={language}
    >
      <MonthCalendar today={TODAY} selected={TODAY} onSelect={() => {}} />
      <SlotTimes date={TODAY} selectedSlot={null} onSelectSlot={() => {}} />
    </SiteApp>
  );
}

let hydrated: Hydrated | undefined;

afterEach(() => {
  hydrated?.unmount();
  hydrated = undefined;
});

describe('the booking calendar and its times in Arabic', () => {
  it('hydrate the server’s month, day names and times with no mismatch', async () => {
    const language = await loadLanguage('ar');
    hydrated = await hydrateServerHtml(
      () => panel(language),
      (container) => {
        expect(container.textContent).toContain('يناير 2030');
        expect(container.querySelector('[aria-label="السبت، 5 يناير 2030"]')).not.toBeNull();
        const times = [...container.querySelectorAll('button[aria-pressed]')].map(
          (b) => b.textContent,
        );
        expect(times).toEqual(['9:00 ص', '3:30 م']);
      },
    );
    const { container, serverHtml, recoverable, errors } = hydrated;

    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
  });
});
