import { $, $$, browser, expect } from '@wdio/globals';
import { rawGet } from './http';

export interface Slot {
  start: string;
  end: string;
}

/** The panel's words in the page's language, which its selectors read. */
export interface PanelTexts {
  nextMonth: string;
  times: string;
  /**
   * The line under every answer "no times on this date", whatever the reason ("No available
   * slots", "too soon", "fully booked", a day off, a closure): which one a date gets depends on
   * the hour the suite runs at (late in the business's day, today is too soon).
   */
  tryAnotherDate: string;
  loading: string;
}

type PanelKey =
  'booking.nextMonth' | 'booking.times' | 'booking.tryAnotherDate' | 'booking.loading';

/** The panel's words from a site catalogue (`@app/site/messages/en` or `/ar`). */
export function panelTexts(messages: Readonly<Record<PanelKey, string>>): PanelTexts {
  return {
    nextMonth: messages['booking.nextMonth'],
    times: messages['booking.times'],
    tryAnotherDate: messages['booking.tryAnotherDate'],
    loading: messages['booking.loading'],
  };
}

/**
 * Waits until the times column answers for the chosen date: its times, or why it has none; not
 * "loading".
 */
export async function slotsSettled(
  texts: Pick<PanelTexts, 'times' | 'tryAnotherDate' | 'loading'>,
  timeoutMs = 20_000,
): Promise<void> {
  await browser.waitUntil(
    async () =>
      !(await $(`*=${texts.loading}`).isExisting()) &&
      ((await $(`[role="group"][aria-label="${texts.times}"]`).isExisting()) ||
        (await $(`*=${texts.tryAnotherDate}`).isExisting())),
    { timeout: timeoutMs, timeoutMsg: 'the booking panel never showed its slots' },
  );
}

/** The manage link's cut-off in the stack (the default 12 hours), and an hour's margin. */
export const CHANGEABLE_AFTER_MS = 13 * 60 * 60 * 1000;

export const CHOSEN_DAY = 'input[name="meetingDate"]:checked';

/** What the BFF offers now for a slot query the page made (same date and zone). */
export async function slotsFor(query: string): Promise<Slot[]> {
  const response = await rawGet(`/api/calendar/available-slots${query}`);
  expect(response.status).toBe(200);
  return (JSON.parse(response.text()) as { slots: Slot[] }).slots;
}

/**
 * The booking panel of the contact page and the manage page, driven as a visitor does.
 * `slotQueries` is the spec's record of the slot reads the page made, in order.
 */
export function bookingPanel(texts: PanelTexts, slotQueries: readonly string[]) {
  const nextMonth = `button[aria-label="${texts.nextMonth}"]`;
  const timesGroup = `[role="group"][aria-label="${texts.times}"]`;

  /** Waits until the page has read the slots once more and shows them (or why there are none). */
  async function slotsShown(readsBefore: number): Promise<void> {
    await browser.waitUntil(async () => slotQueries.length > readsBefore, {
      timeout: 10_000,
      timeoutMsg: 'the page never read the slots',
    });
    await slotsSettled(texts, 10_000);
  }

  /** The cell (a label around the day's radio) of the day with this name. */
  const dayCell = (label: string) =>
    $(`//label[input[@name="meetingDate"][@aria-label="${label}"]]`);

  /** Clicks the day with this name, paging forward a month or two to find it. */
  async function clickDay(label: string): Promise<void> {
    for (let page = 0; page < 3; page++) {
      if (await dayCell(label).isExisting()) {
        await dayCell(label).click();
        return;
      }
      await $(nextMonth).click();
    }
    throw new Error(`no day "${label}" in the next three months`);
  }

  /**
   * Walks from the day the panel opens on to the next open days until one has free slots that all
   * start after the manage link's cut-off (today may be past the business hours, and in the
   * business's evening tomorrow's first slot is less than 12 hours away: the link could no longer
   * move or cancel it). Resolves with that day's label and the page's slot query.
   */
  async function chooseDayWithSlots(): Promise<{ day: string; query: string }> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const nextDay = await browser.execute(() => {
        const days = Array.from(
          document.querySelectorAll<HTMLInputElement>('input[name="meetingDate"]'),
        );
        const selected = days.findIndex((day) => day.checked);
        const next = days.slice(selected + 1).find((day) => !day.disabled);
        return next?.getAttribute('aria-label') ?? null;
      });
      const readsBefore = slotQueries.length;
      if (nextDay === null) {
        await $(nextMonth).click();
        await $$('//label[input[@name="meetingDate" and not(@disabled)]]')[0]?.click();
      } else {
        await clickDay(nextDay);
      }
      await slotsShown(readsBefore);
      if (await $(timesGroup).isExisting()) {
        const day = await $(CHOSEN_DAY).getAttribute('aria-label');
        const query = slotQueries.at(-1);
        if (!day || !query) throw new Error('no day is selected, or the page read no slots');
        const [first] = await slotsFor(query);
        if (first && Date.parse(first.start) >= Date.now() + CHANGEABLE_AFTER_MS) {
          return { day, query };
        }
      }
    }
    throw new Error('none of the next eight open days has a free slot after the cut-off');
  }

  /**
   * The time button at this share of the shown day's list (0 the first, 1 the last). Specs run
   * two at a time against one stack and all land on the same first open day, so each books from
   * its own part of the day (the contact spec at 0, leads at 0.5, Arabic at 0.75, the inbox's
   * API booking the last slot): two specs taking one slot at once would see one refused as taken.
   */
  async function timeAt(share: number): Promise<WebdriverIO.Element> {
    const buttons = await $(timesGroup).$$('button').getElements();
    const button = buttons[Math.round(share * (buttons.length - 1))];
    if (!button) throw new Error('the shown day has no times');
    return button;
  }

  return { timesGroup, dayCell, slotsShown, clickDay, chooseDayWithSlots, timeAt };
}
