import { $, $$, browser, expect } from '@wdio/globals';
import { samplePost } from './api';

/**
 * The first interactions a visitor can make on the public pages, each with what must be on
 * screen after it. `expectEffect` also proves "once": a second toggle would close what the first
 * opened, a replayed keystroke would double the text.
 */
export interface FirstTap {
  /** The page, or how to find it (an article's path depends on the posts). */
  path: string | (() => Promise<string>);
  name: string;
  /** Viewport width; the menu exists only on narrow screens. */
  width?: number;
  act(): Promise<void>;
  expectEffect(): Promise<void>;
}

/**
 * A touch tap (pointerType touch) at the element's centre, as a phone makes it. The element is
 * scrolled to the middle of the screen first, as a visitor would; that scroll is itself an intent
 * that starts the scripts, as it does for them.
 */
export async function touchTap(selector: string): Promise<void> {
  const element = await $(selector);
  await element.waitForExist();
  await browser.execute(
    (target) => target.scrollIntoView({ block: 'center', behavior: 'instant' }),
    element,
  );
  await element.waitForDisplayed();
  await browser
    .action('pointer', { parameters: { pointerType: 'touch' } })
    .move({ x: 0, y: 0, origin: element })
    .down()
    .pause(40)
    .up()
    .perform();
}

async function openDialogs(): Promise<string[]> {
  return browser.execute(() =>
    [...document.querySelectorAll('dialog[open]')].map(
      (dialog) => dialog.querySelector('h2')?.textContent ?? '',
    ),
  );
}

async function expectOneOpenDialog(title: string): Promise<void> {
  await browser.waitUntil(async () => (await openDialogs()).length > 0, {
    timeout: 10_000,
    timeoutMsg: `no dialog opened for ${title}`,
  });
  expect(await openDialogs()).toEqual([expect.stringContaining(title)]);
}

async function popoverOpen(id: string): Promise<boolean> {
  return browser.execute(
    (popoverId) => document.getElementById(popoverId)?.matches(':popover-open') ?? false,
    id,
  );
}

/** The id of the popover a `popovertarget` button opens. */
async function popoverOf(selector: string): Promise<string> {
  const id = await $(selector).getAttribute('popovertarget');
  if (!id) throw new Error(`${selector} opens no popover`);
  return id;
}

/** The posts' cards on /blog, with the text the search matches on and whether each shows. */
async function blogCards(): Promise<{ text: string; shown: boolean }[]> {
  return browser.execute(() =>
    [...document.querySelectorAll<HTMLElement>('[data-post-slug]')].map((card) => ({
      text: (card.dataset.postText ?? '').toLowerCase(),
      shown: card.getClientRects().length > 0,
    })),
  );
}

/** A letter some posts match and some do not, so a filtered list is told from a full one. */
let searchLetter = '';
async function splittingLetter(): Promise<string> {
  const cards = await blogCards();
  const letter = [...'abcdefghijklmnopqrstuvwxyz'].find((candidate) => {
    const matching = cards.filter((card) => card.text.includes(candidate)).length;
    return matching > 0 && matching < cards.length;
  });
  if (!letter) throw new Error('no letter splits the posts on /blog');
  return letter;
}

/** The page of one of the test's own posts. */
async function articlePath(): Promise<string> {
  return `/blog/${encodeURIComponent(FIRST_TAP_POSTS[0]!.slug)}`;
}

/** The popovers (by id) the browser shows now. */
async function openPopovers(): Promise<string[]> {
  return browser.execute(() =>
    [...document.querySelectorAll('[popover]')]
      .filter((element) => element.matches(':popover-open'))
      .map((element) => element.id),
  );
}

/** The first visible button that opens a popover and is described by it (a price note). */
async function firstPriceButton(): Promise<string> {
  const id = await browser.execute(() => {
    const button = [
      ...document.querySelectorAll<HTMLButtonElement>('button[popovertarget][aria-describedby]'),
    ].find((candidate) => candidate.getClientRects().length > 0);
    return button?.getAttribute('popovertarget') ?? null;
  });
  if (!id) throw new Error('no price note on the page');
  return id;
}

let priceNote = '';

const SERVICE_CARD = 'button*=Accounting & Financial Operations';
const MEETING_BOX = 'input[name="bookMeeting"]';
const SERVICES_BUTTON = 'button[popovertarget][aria-labelledby]';
const ACCELERATOR = '#package-choice-accelerator';
const SEARCH_BOX = 'input[aria-label="Search posts"]';
const MENU_BUTTON = 'button[aria-label="Open menu"]';

/** Two posts of the test's own, so /blog has something to filter and an article to share. */
export const FIRST_TAP_POSTS = [samplePost('Zakat'), samplePost('Payroll')];

export const FIRST_TAPS: FirstTap[] = [
  {
    path: '/',
    name: 'a service card opens its modal',
    act: () => touchTap(SERVICE_CARD),
    expectEffect: () => expectOneOpenDialog('Accounting & Financial Operations'),
  },
  {
    path: '/services',
    name: 'a service card opens its modal',
    act: () => touchTap(SERVICE_CARD),
    expectEffect: () => expectOneOpenDialog('Accounting & Financial Operations'),
  },
  {
    path: '/contact',
    name: '"book a meeting" shows the calendar',
    act: () => touchTap(`label:has(${MEETING_BOX})`),
    expectEffect: async () => {
      await expect($(MEETING_BOX)).toBeSelected();
      await expect($('*=Choose a date')).toBeDisplayed();
      expect(await $$('input[name="bookMeeting"]:checked').length).toBe(1);
    },
  },
  {
    path: '/contact',
    name: 'the services field opens its list',
    act: () => touchTap(SERVICES_BUTTON),
    expectEffect: async () => {
      const id = await popoverOf(SERVICES_BUTTON);
      expect(await popoverOpen(id)).toBe(true);
      await expect($(`#${id}`).$('label*=Payroll')).toBeDisplayed();
    },
  },
  {
    path: '/packages',
    name: 'a packages tab shows its panel',
    width: 412,
    act: () => touchTap(`label:has(${ACCELERATOR})`),
    expectEffect: async () => {
      await expect($(ACCELERATOR)).toBeSelected();
      await expect($('#package-panel-accelerator')).toBeDisplayed();
      await expect($('#package-panel-lift-off')).not.toBeDisplayed();
    },
  },
  {
    path: '/blog',
    name: 'a letter typed into the search filters the posts',
    act: async () => {
      searchLetter = await splittingLetter();
      await touchTap(SEARCH_BOX);
      await browser.keys(searchLetter);
    },
    expectEffect: async () => {
      await browser.waitUntil(
        async () =>
          (await blogCards()).every((card) => card.shown === card.text.includes(searchLetter)),
        { timeout: 10_000, timeoutMsg: `the posts were not filtered by "${searchLetter}"` },
      );
      expect(await $(SEARCH_BOX).getValue()).toBe(searchLetter);
    },
  },
  {
    path: '/',
    name: 'the menu button opens the drawer',
    width: 412,
    act: () => touchTap(MENU_BUTTON),
    expectEffect: async () => {
      await expect($('nav[aria-label="Mobile"]')).toBeDisplayed();
      expect(await $$('dialog[open], dialog:popover-open').length).toBe(1);
    },
  },
  {
    path: '/packages',
    name: 'a price shows its note',
    act: async () => {
      priceNote = await firstPriceButton();
      await touchTap(`button[popovertarget="${priceNote}"]`);
    },
    expectEffect: async () => {
      expect(await openPopovers()).toEqual([priceNote]);
      await expect($(`#${priceNote}`)).toHaveText(expect.stringContaining('Prices vary'));
    },
  },
  {
    path: articlePath,
    name: 'the share button opens the share options',
    act: () => touchTap('button=Share Article'),
    expectEffect: async () => {
      const open = await openPopovers();
      expect(open).toHaveLength(1);
      await expect($(`#${open[0]}`).$('a*=LinkedIn')).toBeDisplayed();
    },
  },
];
