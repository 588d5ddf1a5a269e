import { $, browser, expect } from '@wdio/globals';
import { parse } from 'csv-parse/sync';
import type { ParsedMail } from 'mailparser';
import type { AvailableSlotsResponse, TimeSlot } from '@app/contract/booking';
import { API_PATHS, staffEnquiryPath } from '@app/contract/paths';
import { waitForMail } from '../stack/mailbox';
import { CSRF } from './support/api';
import { baseUrl } from './support/baseUrl';
import { recordBrowserProblems, type BrowserProblems } from './support/browserProblems';
import { bffEnvironment, createUser } from './support/stackUsers';
import { enquiryText, openEnquiry, signInAsStaff, staffScreen } from './support/staffInbox';

interface Fetched {
  status: number;
  contentType: string | null;
  disposition: string | null;
  /** The body's first three bytes: a UTF-8 BOM is EF BB BF. */
  head: number[];
  text: string;
}

/** A request made by the page itself, with the signed-in staff member's cookie. */
async function fetchAsPage(path: string, method = 'GET'): Promise<Fetched> {
  return await browser.execute(
    async (url: string, verb: string, headers: Record<string, string>) => {
      const response = await fetch(url, { method: verb, headers, credentials: 'include' });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        contentType: response.headers.get('content-type'),
        disposition: response.headers.get('content-disposition'),
        head: Array.from(bytes.slice(0, 3)),
        text: new TextDecoder().decode(bytes),
      };
    },
    path,
    method,
    { ...CSRF },
  );
}

/** The last free slot of the first of the next fourteen days that has one. */
async function aFreeSlot(): Promise<TimeSlot> {
  for (let day = 1; day <= 14; day++) {
    const date = new Date(Date.now() + day * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const response = await fetch(`${baseUrl()}${API_PATHS.availableSlots}?date=${date}`);
    const { slots } = (await response.json()) as AvailableSlotsResponse;
    const slot = slots.at(-1);
    if (slot) return slot;
  }
  throw new Error('no free slot in the next fourteen days');
}

/** What the site sends: the booking, then the message that names its slot. */
async function bookAsTheSite(visitor: { name: string; email: string }): Promise<TimeSlot> {
  const slot = await aFreeSlot();
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { ...CSRF, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const booked = await post(API_PATHS.schedule, {
    startTime: slot.start,
    endTime: slot.end,
    attendeeEmail: visitor.email,
    clientName: visitor.name,
    description: `${visitor.name}: Fundraising Support`,
    timeZone: 'Europe/London',
  });
  expect(booked.status).toBe(201);
  const sent = await post(API_PATHS.contact, {
    name: visitor.name,
    email: visitor.email,
    services: 'Fundraising Support',
    message: 'We are raising a seed round.',
    bookMeeting: true,
    selectedSlot: slot,
  });
  expect(sent.status).toBe(201);
  return slot;
}

const mailTo = (mail: ParsedMail, address: string): boolean =>
  [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === address));

const calendarOf = (mail: ParsedMail): string =>
  mail.attachments
    .filter((part) => part.contentType.startsWith('text/calendar'))
    .map((part) => part.content.toString('utf8'))
    .join('');

describe('the staff inbox through nginx and two BFF replicas', () => {
  const stamp = Date.now().toString(36);
  const visitor = {
    name: `Inbox Visitor ${stamp}`,
    email: `inbox-${stamp}@example.test`,
    message: `Please call me about payroll.\nWe have 12 staff. (${stamp})`,
  };
  const moderator = {
    username: `e2e-inbox-mod-${stamp}`,
    password: 'e2e-inbox-moderator-password-1',
    role: 'moderator',
  };
  const note = `Called back on ${stamp}; sending a proposal.`;
  let problems: BrowserProblems;
  let enquiryPath = '';

  before(async () => {
    problems = await recordBrowserProblems(new URL(baseUrl()).origin);
    await createUser(bffEnvironment(), moderator);
    const sent = await fetch(`${baseUrl()}${API_PATHS.contact}`, {
      method: 'POST',
      headers: { ...CSRF, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: visitor.name,
        email: visitor.email,
        services: 'Payroll Management, Accounting & Financial Operations',
        message: visitor.message,
        bookMeeting: false,
        selectedSlot: null,
      }),
    });
    expect(sent.status).toBe(201);
  });

  beforeEach(async () => {
    problems.clear();
    await browser.setWindowSize(1280, 900);
  });

  it('an admin finds the new enquiry, adds a note, marks it done and exports what the filter shows', async () => {
    await signInAsStaff();
    // The header counts new enquiries; this one is among them.
    await expect(staffScreen('Inbox')).toHaveText(expect.stringMatching(/Inbox\s*\d+/));
    await staffScreen('Inbox').click();
    await expect($('h1=Inbox')).toBeDisplayed();

    await $('button=New').click();
    await $('input[type="search"]').setValue(visitor.email);
    await browser.keys('Enter');
    await expect(browser).toHaveUrl(expect.stringContaining('status=new'));
    await $(`a=${visitor.name}`).click();
    await expect($(`h1=${visitor.name}`)).toBeDisplayed();
    enquiryPath = new URL(await browser.getUrl()).pathname;
    expect(await enquiryText()).toContain('We have 12 staff.');

    await $('textarea[aria-label="Internal note"]').setValue(note);
    await $('button=Add note').click();
    await expect($(`*=${note}`)).toBeDisplayed();

    await $('select[aria-label="Status"]').selectByVisibleText('Done');
    await expect($('select[aria-label="Status"]')).toHaveValue('done');
    await browser.waitUntil(async () => /Done/.test(await enquiryText()), {
      timeoutMsg: 'the status change never showed in the activity',
    });

    // Reloaded, the page shows what the BFF kept: the note and the status change, by whom.
    await browser.refresh();
    await expect($(`*=${note}`)).toBeDisplayed();
    await expect($('select[aria-label="Status"]')).toHaveValue('done');
    expect(await enquiryText()).toContain('e2e-admin');

    await browser.url(`/admin/inbox?status=done&q=${encodeURIComponent(visitor.email)}`);
    await expect($(`a=${visitor.name}`)).toBeDisplayed();
    const exportLink = $('a=Export CSV');
    const href = await exportLink.getAttribute('href');
    expect(href).toContain('status=done');
    const csv = await fetchAsPage(href ?? '');
    expect(csv.status).toBe(200);
    expect(csv.contentType).toMatch(/^text\/csv/);
    expect(csv.disposition).toMatch(/attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.head).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(csv.text.replace(/^\uFEFF/, ''), {
      relax_column_count: false,
    }) as string[][];
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(
      expect.arrayContaining(['Done', visitor.name, visitor.email, visitor.message]),
    );

    expect(problems.consoleErrors()).toEqual([]);
    expect(problems.failedResponses()).toEqual([]);
  });

  it('a moderator reads and handles enquiries but can neither export nor delete them', async () => {
    await signInAsStaff(moderator);
    await openEnquiry(visitor.email, visitor.name);
    await expect($(`*=${note}`)).toBeDisplayed();
    await expect($('button=Delete enquiry')).not.toBeExisting();
    await browser.url('/admin/inbox');
    await expect($('h1=Inbox')).toBeDisplayed();
    await expect($('a=Export CSV')).not.toBeExisting();

    // Nor behind the screen's back: the BFF refuses both.
    expect((await fetchAsPage(API_PATHS.staffInboxExport)).status).toBe(403);
    const id = enquiryPath.split('/').pop() ?? '';
    expect((await fetchAsPage(staffEnquiryPath(id), 'DELETE')).status).toBe(403);
    expect((await fetchAsPage(staffEnquiryPath(id))).status).toBe(200);
  });

  it('an admin deletes the enquiry: it is gone from the inbox and its page', async () => {
    await signInAsStaff();
    await openEnquiry(visitor.email, visitor.name);
    await $('button=Delete enquiry').click();
    const dialog = $('[role="alertdialog"], [role="dialog"]');
    await expect(dialog).toBeDisplayed();
    await dialog.$('button=Delete').click();
    await expect($('h1=Inbox')).toBeDisplayed();
    await browser.url(`/admin/inbox?q=${encodeURIComponent(visitor.email)}`);
    await expect($('h1=Inbox')).toBeDisplayed();
    await expect($(`a=${visitor.name}`)).not.toBeExisting();
    const id = enquiryPath.split('/').pop() ?? '';
    expect((await fetchAsPage(staffEnquiryPath(id))).status).toBe(404);
  });

  it('staff move a booked meeting to another free time and cancel it with a reason the visitor reads', async () => {
    const booker = { name: `Inbox Booker ${stamp}`, email: `inbox-booker-${stamp}@example.test` };
    await bookAsTheSite(booker);
    await signInAsStaff();
    await openEnquiry(booker.email, booker.name);
    // The message and the meeting it was sent with are one enquiry.
    expect(await enquiryText()).toContain('We are raising a seed round.');

    await $('button=Reschedule meeting').click();
    const move = $('[role="dialog"]');
    await expect(move).toBeDisplayed();
    const time = move.$('input[type="radio"]');
    await time.waitForExist({ timeout: 10_000, timeoutMsg: 'no free time was offered' });
    await time.click();
    await move.$('button=Confirm new time').click();
    const history = $('ol[aria-label="Meeting history"]');
    await expect(history).toHaveText(
      expect.stringMatching(/Rescheduled from .+ to .+, by e2e-admin/),
    );
    const moved = await waitForMail(
      `with the moved invite to ${booker.email}`,
      (mail) => mailTo(mail, booker.email) && /SEQUENCE:1\b/.test(calendarOf(mail)),
    );
    expect(calendarOf(moved)).toContain('METHOD:REQUEST');

    const reason = `Our adviser is travelling (${stamp}).`;
    await $('button=Cancel meeting').click();
    const cancel = $('[role="dialog"]');
    await cancel.$('textarea').setValue(reason);
    await cancel.$('button=Confirm cancellation').click();
    await expect(history).toHaveText(
      expect.stringContaining(`Cancelled, reason: ${reason}, by e2e-admin`),
    );
    await expect($('button=Cancel meeting')).not.toBeExisting();
    const cancelled = await waitForMail(
      `with the cancellation to ${booker.email}`,
      (mail) => mailTo(mail, booker.email) && calendarOf(mail).includes('METHOD:CANCEL'),
    );
    expect(`${cancelled.text ?? ''}`).toContain(reason);
    expect(calendarOf(cancelled)).toContain('STATUS:CANCELLED');
  });
});
