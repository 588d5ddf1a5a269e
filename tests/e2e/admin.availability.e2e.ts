import { $, browser, expect } from '@wdio/globals';
import type { AvailabilityResponse } from '@app/contract/availability';
import { E2E_ADMIN } from '../stack/testAccounts';
import { CSRF, signIn } from './support/api';
import { setFieldValue } from './support/fieldValue';
import { baseUrl } from './support/baseUrl';
import { hydrated } from './support/hydrated';

const LABEL = `E2E retreat ${Date.now().toString(36)}`;

/** `yyyy-MM-dd` of `date` plus `days`, in calendar arithmetic. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Next Tuesday after today's business date (Dubai, the stack's zone), and the Thursday after. */
function nextTuesdayToThursday(): { tuesday: string; thursday: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const tuesday = plusDays(today, ((2 - weekday + 7) % 7) + 7 * Number(weekday === 2));
  return { tuesday, thursday: plusDays(tuesday, 2) };
}

/** The id of the closure form's field named `label`. */
async function fieldId(label: string): Promise<string> {
  const id = await $('form[aria-label="Add a closure"]').$(`label=${label}`).getAttribute('for');
  if (!id) throw new Error(`no field labelled ${label}`);
  return id;
}

describe('a closure staff add reaches the public calendar through nginx', () => {
  const { tuesday, thursday } = nextTuesdayToThursday();
  const days = [tuesday, plusDays(tuesday, 1), thursday];

  after(async () => {
    // Leave the stack's calendar as it was for the other specs.
    const cookie = await signIn(baseUrl(), E2E_ADMIN);
    const response = await fetch(`${baseUrl()}/api/staff/availability`, {
      headers: { Cookie: cookie },
    });
    const { schedule } = (await response.json()) as AvailabilityResponse;
    for (const closure of schedule.closures.filter((c) => c.labelEn === LABEL)) {
      await fetch(`${baseUrl()}/api/staff/availability/closures/${closure.id}`, {
        method: 'DELETE',
        headers: { ...CSRF, Cookie: cookie },
      });
    }
  });

  it('an admin adds a closure for next Tuesday to Thursday with a label', async () => {
    await browser.deleteCookies();
    await browser.url('/admin/');
    await $('input[name="username"]').setValue(E2E_ADMIN.username);
    await $('input[name="password"]').setValue(E2E_ADMIN.password);
    await $('button[type="submit"]').click();
    await $('nav[aria-label="Staff screens"]').$('a=Availability').click();
    await expect($('h1=Availability')).toBeDisplayed();
    await setFieldValue(`input[id="${await fieldId('First day')}"]`, tuesday);
    await setFieldValue(`input[id="${await fieldId('Last day')}"]`, thursday);
    await $(`#${await fieldId('Label (English)')}`).setValue(LABEL);
    await $(`#${await fieldId('Label (Arabic)')}`).setValue('رحلة الفريق');
    await $('form[aria-label="Add a closure"]').$('button=Add closure').click();
    await expect($(`p=${LABEL}`)).toBeDisplayed();
    // The preview says why those days offer nothing.
    await expect($(`*=: Closed: ${LABEL}`)).toBeDisplayed();
  });

  it('/contact shows those days disabled, named with the label', async () => {
    await browser.url('/contact');
    await hydrated();
    await $('label*=book a meeting').click();
    if (!(await $(`input[name="meetingDate"][value="${tuesday}"]`).isExisting())) {
      await $('button[aria-label="Next month"]').click();
    }
    await expect($(`input[name="meetingDate"][value="${tuesday}"]`)).toExist();
    for (const day of days) {
      const radio = $(`input[name="meetingDate"][value="${day}"]`);
      if (!(await radio.isExisting())) continue; // Thursday may fall in the month after
      await expect(radio).toBeDisabled();
      await expect(radio).toHaveAttribute('aria-label', expect.stringContaining(`, ${LABEL}`));
    }
  });

  it('the slots API offers none of those days', async () => {
    for (const date of days) {
      const response = await fetch(`${baseUrl()}/api/calendar/available-slots?date=${date}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        slots: [],
        unavailable: {
          reason: 'closed',
          closure: { labelEn: LABEL, labelAr: 'رحلة الفريق', estimated: false },
        },
      });
    }
  });
});
