import { $, browser, expect } from '@wdio/globals';
import type { AdvisorInput, AdvisorsResponse, FeedAddress } from '@app/contract/advisors';
import { E2E_ADMIN } from '../stack/testAccounts';
import { CSRF, signIn } from './support/api';
import { baseUrl } from './support/baseUrl';
import { openEnquiry, signInAsStaff } from './support/staffInbox';

const RUN = Date.now().toString(36);
const AMAL = `E2E Amal ${RUN}`;
const BILAL = `E2E Bilal ${RUN}`;
const VISITOR = { name: 'Advisor Visitor', email: `advisors-${RUN}@client.example` };

/** `yyyy-MM-dd`, `days` after today's business date (Dubai, the stack's zone). */
function businessDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const hours = [{ start: '09:00', end: '18:00' }];
/** An advisor with the firm's default hours, so other specs running meanwhile see the same slots. */
const advisor = (name: string, extra: Partial<AdvisorInput> = {}): AdvisorInput => ({
  name,
  email: `${name.replace(/\W+/g, '.').toLowerCase()}@e2e.test`,
  timeZone: 'Asia/Dubai',
  weekly: [hours, hours, hours, hours, hours, hours, []],
  leave: [],
  services: [],
  roomLink: 'https://meet.e2e.test/room',
  active: true,
  account: null,
  ...extra,
});

/** The events of a feed as `UID STATUS SEQUENCE` lines (the text unfolded first). */
async function feedEvents(path: string): Promise<string[]> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private');
  const text = (await response.text()).replace(/\r\n[ \t]/g, '');
  return text
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((event) => {
      const field = (name: string) => new RegExp(`\\r\\n${name}:([^\\r]*)`).exec(event)?.[1];
      return `${field('UID')} ${field('STATUS')} ${field('SEQUENCE')}`;
    });
}

describe('advisors through nginx: assignment, the inbox, feeds and a reassign', () => {
  let cookie = '';
  const ids: Record<string, string> = {};
  const feeds: Record<string, string> = {};
  let bookingId = '';
  const api = (path: string, method = 'GET', body?: unknown) =>
    fetch(`${baseUrl()}${path}`, {
      method,
      headers: { ...CSRF, Cookie: cookie, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const date = businessDate(9);

  before(async () => {
    cookie = await signIn(baseUrl(), E2E_ADMIN);
    // Bilal is on leave that day: the booking can only go to Amal.
    const leave = [{ from: date, to: date, label: 'Leave' }];
    for (const [name, body] of [
      [AMAL, advisor(AMAL)],
      [BILAL, advisor(BILAL, { leave })],
    ] as const) {
      const made = await api('/api/staff/advisors', 'POST', body);
      expect(made.status).toBe(201);
      ids[name] = ((await made.json()) as { id: string }).id;
      const feed = await api(`/api/staff/advisors/${ids[name]}/feed`, 'POST');
      feeds[name] = new URL(((await feed.json()) as FeedAddress).https).pathname;
    }
  });

  after(async () => {
    // Leave the stack as the other specs expect it: no active advisor, no meeting of ours.
    if (bookingId !== '') {
      await api(`/api/staff/meetings/${bookingId}/cancel`, 'POST', { reason: 'E2E cleanup' });
    }
    const { advisors } = (await (await api('/api/staff/advisors')).json()) as AdvisorsResponse;
    for (const a of advisors.filter((x) => x.name.endsWith(RUN))) {
      const { id: _id, hasFeed: _hasFeed, ...input } = a;
      await api(`/api/staff/advisors/${a.id}`, 'PUT', { ...input, active: false });
      await api(`/api/staff/advisors/${a.id}/feed`, 'DELETE');
    }
  });

  it('books a meeting that goes to the free advisor', async () => {
    const slots = await fetch(`${baseUrl()}/api/calendar/available-slots?date=${date}`);
    const { slots: free } = (await slots.json()) as { slots: { start: string; end: string }[] };
    expect(free.length).toBeGreaterThan(0);
    const slot = free[Math.floor(free.length / 2)]!;
    const booked = await fetch(`${baseUrl()}/api/calendar/schedule`, {
      method: 'POST',
      headers: { ...CSRF, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        startTime: slot.start,
        endTime: slot.end,
        attendeeEmail: VISITOR.email,
        clientName: VISITOR.name,
        description: 'Advisors end-to-end',
      }),
    });
    expect(booked.status).toBe(201);
    bookingId = ((await booked.json()) as { booking: { id: string } }).booking.id;
  });

  it('shows the advisor and the reason in the inbox, and only her feed lists it', async () => {
    await signInAsStaff();
    await browser.url(`/admin/inbox?q=${encodeURIComponent(VISITOR.email)}`);
    await expect($(`p*=With ${AMAL}: the only eligible advisor free at that time`)).toBeDisplayed();
    const amalFeed = await feedEvents(feeds[AMAL]!);
    expect(amalFeed.filter((e) => e.startsWith(`${bookingId}@`))).toEqual([
      expect.stringMatching(/ CONFIRMED 0$/),
    ]);
    expect((await feedEvents(feeds[BILAL]!)).some((e) => e.startsWith(`${bookingId}@`))).toBe(
      false,
    );
  });

  it('a reassign in the inbox moves it from one feed to the other', async () => {
    // Bilal is back from leave.
    const back = await api(`/api/staff/advisors/${ids[BILAL]}`, 'PUT', advisor(BILAL));
    expect(back.status).toBe(200);
    await openEnquiry(VISITOR.email, VISITOR.name);
    await expect($(`strong=${AMAL}`)).toBeDisplayed();
    await $('select[aria-label="Reassign to"]').selectByVisibleText(BILAL);
    await $('button=Reassign meeting').click();
    await expect($(`strong=${BILAL}`)).toBeDisplayed();
    const mine = (events: string[]) => events.filter((e) => e.startsWith(`${bookingId}@`));
    expect(mine(await feedEvents(feeds[AMAL]!))).toEqual([expect.stringMatching(/ CANCELLED 1$/)]);
    expect(mine(await feedEvents(feeds[BILAL]!))).toEqual([expect.stringMatching(/ CONFIRMED 1$/)]);
  });
});
