import { $, browser, expect } from '@wdio/globals';
import { en } from '@app/site/messages/en';
import type { ParsedMail } from 'mailparser';
import { waitForMail } from '../stack/mailbox';
import { E2E_STAFF_EMAIL } from '../stack/testAccounts';
import { baseUrl } from './support/baseUrl';
import { hydrated } from './support/hydrated';
import { recordBrowserProblems, type BrowserProblems } from './support/browserProblems';
import { rawGet } from './support/http';
import { bookingPanel, CHOSEN_DAY, panelTexts, slotsFor } from './support/bookingPanel';
import { calendarOf, icsUtc, managePathIn, recipients } from './support/bookingMails';
import { meetingHistorySeenByStaff } from './support/staffInbox';

const MEETING_CHECKBOX = 'label*=book a meeting';
const DAY_OFF = '*=Sunday is our day off';
const SUBMIT = 'button[type="submit"]';

async function fillIn(name: string, email: string, message: string): Promise<void> {
  await $('input[name="name"]').setValue(name);
  await $('input[name="email"]').setValue(email);
  await $('textarea[name="message"]').setValue(message);
}

/** A calendar part's UID, SEQUENCE and METHOD, read by line as a calendar client would. */
function icsFields(ics: string): { uid: string; sequence: number; method: string; status: string } {
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(ics)?.[1]?.trim() ?? '';
  return {
    uid: field('UID'),
    sequence: Number(field('SEQUENCE') || '0'),
    method: field('METHOD'),
    status: field('STATUS'),
  };
}

describe('contact form and meeting booking through nginx, two BFF replicas and the SMTP sink', () => {
  let problems: BrowserProblems;
  /** The meeting booked by the first journey: its invite, for the lifecycle journey after it. */
  let booked: { email: string; invite: ParsedMail; slotStart: string } | undefined;
  /** Query strings of the slot reads the page made, in order. */
  const slotQueries: string[] = [];
  /** The manage page's reads of the times its meeting may move to. */
  const moveSlotReads: string[] = [];

  before(async () => {
    problems = await recordBrowserProblems(new URL(baseUrl()).origin);
    browser.on('network.responseCompleted', (event) => {
      const url = new URL(event.request.url);
      if (url.pathname === '/api/calendar/available-slots') slotQueries.push(url.search);
      if (/^\/api\/meetings\/[^/]+\/slots$/.test(url.pathname)) {
        moveSlotReads.push(url.pathname);
        slotQueries.push(url.search);
      }
    });
  });

  beforeEach(async () => {
    problems.clear();
    await browser.setWindowSize(375, 900);
  });

  const {
    timesGroup: TIMES,
    dayCell,
    slotsShown,
    clickDay,
    chooseDayWithSlots,
  } = bookingPanel(panelTexts(en), slotQueries);

  it('books a meeting through the calendar: the invite for that slot is mailed and the slot is gone', async () => {
    await browser.url('/contact');
    await hydrated();
    const email = `booker-${Date.now()}@example.test`;
    await fillIn('E2E Booker', email, 'Booked by the end-to-end suite.');

    const firstReads = slotQueries.length;
    await $(MEETING_CHECKBOX).click();
    await expect($(DAY_OFF)).toBeDisplayed();
    await slotsShown(firstReads);
    const { day, query } = await chooseDayWithSlots();
    expect(new URLSearchParams(query).get('tz')).toBeTruthy();

    // The list is in time order: the first button is the BFF's first slot.
    const [slot] = await slotsFor(query);
    if (!slot) throw new Error('the BFF offers no slot the page showed');
    const firstTime = $(TIMES).$('button');
    const time = await firstTime.getText();
    expect(time).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    await firstTime.click();
    await expect($(SUBMIT)).toHaveText('Send Message & Schedule Meeting');
    await $(SUBMIT).click();

    await expect(
      $(
        "*=Message sent and meeting scheduled! You'll receive a calendar invitation by email shortly.",
      ),
    ).toBeDisplayed();
    // Reset: the panel is hidden and the fields are empty.
    await expect($(DAY_OFF)).not.toBeDisplayed();
    await expect($('input[name="name"]')).toHaveValue('');

    const invite = await waitForMail(
      `with a calendar invite to ${email}`,
      (mail) => recipients(mail).includes(email) && calendarOf(mail) !== undefined,
    );
    const ics = calendarOf(invite) ?? '';
    booked = { email, invite, slotStart: slot.start };
    // What the visitor wrote goes to staff only: the address typed in the form gets our words.
    expect(`${invite.text ?? ''}${invite.html || ''}${ics}`).not.toContain(
      'Booked by the end-to-end',
    );
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`DTSTART:${icsUtc(slot.start)}`);
    expect(ics).toContain(`DTEND:${icsUtc(slot.end)}`);
    const staffNotice = await waitForMail(
      `with the invite to ${E2E_STAFF_EMAIL}`,
      (mail) =>
        recipients(mail).includes(E2E_STAFF_EMAIL) &&
        (calendarOf(mail) ?? '').includes(`DTSTART:${icsUtc(slot.start)}`),
    );
    expect(calendarOf(staffNotice)).toContain('METHOD:REQUEST');

    // The slot has left the list: in the API and on the page for the same day.
    expect((await slotsFor(query)).map((free) => free.start)).not.toContain(slot.start);
    const readsBefore = slotQueries.length;
    await $(MEETING_CHECKBOX).click();
    await slotsShown(readsBefore);
    const readsForDay = slotQueries.length;
    await clickDay(day);
    if (slotQueries.at(-1) !== query) await slotsShown(readsForDay);
    expect(slotQueries.at(-1)).toBe(query);
    const times = (await $(TIMES).isExisting())
      ? await $(TIMES)
          .$$('button')
          .map((button) => button.getText())
      : [];
    expect(times).not.toContain(time);

    // Staff see one enquiry: the message and the meeting it was sent with, booked by the visitor.
    const seen = await meetingHistorySeenByStaff(email, 'E2E Booker');
    expect(seen).toContain('Booked by the end-to-end suite.');
    expect(seen).toMatch(/Booked for .+, by the visitor/);

    await browser.pause(300);
    expect(problems.consoleErrors()).toEqual([]);
    expect(problems.failedResponses()).toEqual([]);
  });

  it("moves and then cancels the meeting through the invite's manage link", async () => {
    if (!booked) throw new Error('the booking journey did not run');
    const { email, invite } = booked;
    const first = icsFields(calendarOf(invite) ?? '');
    const page = managePathIn(invite);

    // A private page: nobody caches, indexes or is told its address.
    const raw = await rawGet(page);
    expect(raw.status).toBe(200);
    expect(raw.headers['cache-control']).toBe('no-store');
    expect(raw.headers['referrer-policy']).toBe('no-referrer');
    expect(raw.headers['x-robots-tag']).toBe('noindex');

    await browser.url(page);
    await hydrated();
    await expect($('*=Booked')).toBeDisplayed();
    await $('button=Reschedule').click();
    await expect($(DAY_OFF)).toBeDisplayed();
    await chooseDayWithSlots();
    // The times this meeting may move to, asked by its link; not the public list.
    expect(moveSlotReads.length).toBeGreaterThan(0);
    const newTime = $(TIMES).$$('button')[1] ?? $(TIMES).$('button');
    await newTime.click();
    await $('button=Move meeting').click();
    await expect($('*=moved')).toBeDisplayed();

    const moved = await waitForMail(
      `with the moved invite to ${email}`,
      (mail) =>
        recipients(mail).includes(email) &&
        icsFields(calendarOf(mail) ?? '').sequence > first.sequence,
    );
    const movedIcs = icsFields(calendarOf(moved) ?? '');
    expect(movedIcs).toMatchObject({ uid: first.uid, method: 'REQUEST' });
    expect(await meetingHistorySeenByStaff(email, 'E2E Booker')).toMatch(
      /Rescheduled from .+ to .+, by the visitor/,
    );

    await browser.url(managePathIn(moved));
    await hydrated();
    await $('button=Cancel meeting').click();
    await $('button=Yes, cancel meeting').click();
    await expect($('*=Your meeting is cancelled.')).toBeDisplayed();

    const cancelled = await waitForMail(
      `with the cancellation to ${email}`,
      (mail) =>
        recipients(mail).includes(email) && (calendarOf(mail) ?? '').includes('METHOD:CANCEL'),
    );
    const cancelledIcs = icsFields(calendarOf(cancelled) ?? '');
    expect(cancelledIcs.uid).toBe(first.uid);
    expect(cancelledIcs.status).toBe('CANCELLED');
    expect(cancelledIcs.sequence).toBeGreaterThan(movedIcs.sequence);
    expect(await meetingHistorySeenByStaff(email, 'E2E Booker')).toMatch(
      /Cancelled, by the visitor/,
    );
    await waitForMail(
      `with the cancellation to ${E2E_STAFF_EMAIL}`,
      (mail) =>
        recipients(mail).includes(E2E_STAFF_EMAIL) &&
        icsFields(calendarOf(mail) ?? '').uid === first.uid &&
        (calendarOf(mail) ?? '').includes('METHOD:CANCEL'),
    );

    await browser.pause(300);
    expect(problems.consoleErrors()).toEqual([]);
    expect(problems.failedResponses()).toEqual([]);
  });

  it('shows the calendar and the services list on the first taps with no script at all', async () => {
    const context = await browser.getWindowHandle();
    await browser.emulationSetScriptingEnabled({ enabled: false, contexts: [context] });
    try {
      await browser.url('/contact');
      await expect($(DAY_OFF)).not.toBeDisplayed();

      await $(MEETING_CHECKBOX).click();
      await expect($(DAY_OFF)).toBeDisplayed();
      const firstDay = await $(CHOSEN_DAY).getAttribute('aria-label');
      expect(firstDay).toBeTruthy();
      await expect($('*=Loading available slots...')).toBeDisplayed();
      // Another open day, picked by the browser alone.
      const otherDay = await browser.execute(() =>
        Array.from(document.querySelectorAll<HTMLInputElement>('input[name="meetingDate"]'))
          .find((day) => !day.disabled && !day.checked)
          ?.getAttribute('aria-label'),
      );
      if (otherDay) {
        await dayCell(otherDay).click();
        await expect($(CHOSEN_DAY)).toHaveAttribute('aria-label', otherDay);
      }

      await $('button*=Select services').click();
      await expect($('label*=Payroll')).toBeDisplayed();
      await $('label*=Payroll').click();
      await expect($('input[name="services"][value="Payroll"]')).toBeSelected();
      await browser.keys('Escape');
      await expect($('label*=Payroll')).not.toBeDisplayed();

      await $(MEETING_CHECKBOX).click();
      await expect($(DAY_OFF)).not.toBeDisplayed();
      // All of it without the app: the page never went live.
      await expect($('html')).not.toHaveAttribute('data-hydrated');
    } finally {
      await browser.emulationSetScriptingEnabled({ enabled: null, contexts: [context] });
    }
  });

  it('sends a plain contact message that reaches the staff address', async () => {
    await browser.url('/contact');
    await hydrated();
    const marker = `e2e-${Date.now()}`;
    await fillIn('E2E Visitor', `visitor-${marker}@example.test`, `Hello from ${marker}.`);
    await $('button*=Select services').click();
    await $('label*=Payroll').click();
    await browser.keys('Escape');
    await expect($(SUBMIT)).toHaveText('Send Message');

    await $(SUBMIT).click();

    await expect($("*=Message sent! We'll get back to you soon.")).toBeDisplayed();
    await expect($('input[name="name"]')).toHaveValue('');
    const mail = await waitForMail(
      `from ${marker} to ${E2E_STAFF_EMAIL}`,
      (received) =>
        recipients(received).includes(E2E_STAFF_EMAIL) && (received.text ?? '').includes(marker),
    );
    expect(mail.text).toContain('Payroll');
    expect(calendarOf(mail)).toBeUndefined();

    await browser.pause(300);
    expect(problems.consoleErrors()).toEqual([]);
    expect(problems.failedResponses()).toEqual([]);
  });
});
