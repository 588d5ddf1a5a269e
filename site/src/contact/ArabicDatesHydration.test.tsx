import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import type { TimeSlot } from '@app/contract';
import { SiteApp } from '../app/SiteApp';
import { loadLanguage } from '../i18n/loadLanguage';
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
  const client = new QueryClient();
  client.setQueryData(availableSlotsQuery(TODAY, 'Asia/Dubai').queryKey, SLOTS, {
    updatedAt: Date.now() + 60 * 60 * 1000,
  });
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

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('the booking calendar and its times in Arabic', () => {
  it('hydrate the server’s month, day names and times with no mismatch', async () => {
    const language = await loadLanguage('ar');
    container = document.createElement('div');
    container.innerHTML = renderToString(panel(language));
    document.body.append(container);
    const serverHtml = container.innerHTML;

    expect(container.textContent).toContain('يناير 2030');
    expect(container.querySelector('[aria-label="السبت، 5 يناير 2030"]')).not.toBeNull();
    const times = [...container.querySelectorAll('button[aria-pressed]')].map((b) => b.textContent);
    expect(times).toEqual(['9:00 ص', '3:30 م']);

    const recoverable: unknown[] = [];
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, panel(language), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    const errors = logged.mock.calls;
    logged.mockRestore();

    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
  });
});
