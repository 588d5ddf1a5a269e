import { $, browser, expect } from '@wdio/globals';
import { E2E_ADMIN } from '../stack/testAccounts';
import { absoluteUrl } from './support/baseUrl';
import { setFieldValue } from './support/fieldValue';
import { dismissToasts } from './support/toasts';

/** Keeps this run's post apart from whatever other specs write meanwhile. */
const RUN = Date.now().toString(36);
const TITLE = `E2E Tax calendar ${RUN}`;
const SLUG = `e2e-tax-calendar-${RUN}`;
const FIRST_TEXT = `The first version of the tax calendar ${RUN}.`;
const SECOND_TEXT = `A second version that the editor will take back ${RUN}.`;

/**
 * The scheduler runs every 30 s and a due post is public within 60 s of its time; the post is
 * scheduled one to two minutes ahead, so this covers the wait, a slow machine and a margin.
 */
const PUBLISHED_WITHIN_MS = 4 * 60_000;

const card = `//article[.//h2[normalize-space()="${TITLE}"]]`;
/** The open editor; a closing dialog stays in the page (hidden) until its animation ends. */
const editor = () => $('//*[@role="dialog"][@data-state="open"][.//input[@name="title"]]');

interface Read {
  status: number;
  headers: Headers;
  text: string;
}

/** One request through nginx, which takes turns between the replicas behind it. */
async function read(pathOrUrl: string): Promise<Read> {
  const response = await fetch(absoluteUrl(pathOrUrl), {
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Two reads in a row: one from each replica (BFF or renderer) behind nginx. */
async function readTwice(pathOrUrl: string): Promise<[Read, Read]> {
  return [await read(pathOrUrl), await read(pathOrUrl)];
}

async function signInThroughForm(): Promise<void> {
  await browser.url('/admin/');
  await $('input[name="username"]').setValue(E2E_ADMIN.username);
  await $('input[name="password"]').setValue(E2E_ADMIN.password);
  await $('button[type="submit"]').click();
  await expect($('h1=Content Library')).toBeDisplayed();
}

async function openEditor(): Promise<void> {
  // The last save's toast may sit over the card.
  await dismissToasts();
  const edit = $(`${card}//button[starts-with(normalize-space(), "Edit")]`);
  await edit.scrollIntoView({ block: 'center' });
  await edit.click();
  await expect(editor()).toBeDisplayed();
  await expect(editor().$('input[name="title"]')).toHaveValue(TITLE);
}

/** The wall time in Dubai (UTC+4, no daylight saving) `minutes` from now, to the minute after. */
function dubaiWallTime(minutesAhead: number): { date: string; time: string } {
  const at = new Date(Date.now() + minutesAhead * 60_000 + 4 * 3_600_000);
  at.setUTCSeconds(0, 0);
  at.setUTCMinutes(at.getUTCMinutes() + 1);
  const iso = at.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

describe('the editorial workflow through nginx, two BFF replicas and two renderers', function () {
  // The last step waits for the scheduler in real time, longer than a step's usual limit. Set on
  // the suite: the runner arms each step's timer before the step's own body could change it.
  this.timeout(PUBLISHED_WITHIN_MS + 60_000);
  let previewUrl = '';

  it('saves a new post as a draft: in the library, nowhere public', async () => {
    await browser.deleteCookies();
    await signInThroughForm();
    await $('button=Create New Post').click();
    await editor().$('input[name="title"]').setValue(TITLE);
    await expect(editor().$('input[name="slug"]')).toHaveValue(SLUG);
    await editor().$('textarea[name="description"]').setValue('Deadlines for the coming quarter.');
    await editor().$('input[name="tags"]').setValue('Tax, Deadlines');
    await editor().$('textarea[name="content"]').setValue(FIRST_TEXT);
    await dismissToasts();
    await editor().$('button=Save draft').click();
    await expect($('[role="dialog"]')).not.toBeExisting();
    await expect($(`${card}//*[normalize-space()="Draft"]`)).toBeDisplayed();

    for (const answer of await readTwice(`/api/posts/${SLUG}`)) expect(answer.status).toBe(404);
    for (const page of await readTwice('/blog')) {
      expect(page.status).toBe(200);
      expect(page.text).not.toContain(TITLE);
    }
    for (const feed of ['/sitemap.xml', '/rss.xml']) {
      for (const answer of await readTwice(feed)) expect(answer.text).not.toContain(SLUG);
    }
    expect((await read(`/blog/${SLUG}`)).status).toBe(404);
  });

  it('shares the draft through a preview link that nobody keeps or indexes', async () => {
    await openEditor();
    await editor().$('button=Create preview link').click();
    const field = editor().$('input[aria-label="Preview link"]');
    await expect(field).toBeDisplayed();
    previewUrl = await field.getValue();
    expect(previewUrl).toMatch(/\/preview\/[A-Za-z0-9_-]{22}$/);
    await editor().$('button=Cancel').click();
    await expect($('[role="dialog"]')).not.toBeExisting();

    for (const page of await readTwice(previewUrl)) {
      expect(page.status).toBe(200);
      expect(page.text).toContain(FIRST_TEXT);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
    }
    await browser.url(previewUrl);
    await expect($(`h1=${TITLE}`)).toBeDisplayed();
    await expect($(`p=${FIRST_TEXT}`)).toBeDisplayed();
    // Revoked or not, a made-up token of the right shape is one neutral 404.
    const made = await read('/preview/AAAAAAAAAAAAAAAAAAAAAA');
    expect(made.status).toBe(404);
    expect(made.text).toContain('Preview Not Available');
  });

  it('keeps the earlier text when the draft is edited, and restores it', async () => {
    await browser.url('/admin/blog');
    await expect($('h1=Content Library')).toBeDisplayed();
    await openEditor();
    await editor().$('textarea[name="content"]').setValue(SECOND_TEXT);
    await dismissToasts();
    await editor().$('button=Save draft').click();
    await expect($('[role="dialog"]')).not.toBeExisting();
    // The preview link shows what the draft says now.
    expect((await read(previewUrl)).text).toContain(SECOND_TEXT);

    await openEditor();
    const earlier = editor().$(
      `.//section//button[@aria-pressed][.//*[normalize-space()="${TITLE}"]]`,
    );
    await earlier.click();
    await expect(editor().$('del*=A second version')).toBeExisting();
    await editor().$('button=Restore this version').click();
    await $('[role="alertdialog"]').$('button=Restore').click();
    await expect(editor().$('textarea[name="content"]')).toHaveValue(FIRST_TEXT);
    await editor().$('button=Cancel').click();
    await expect($('[role="dialog"]')).not.toBeExisting();
    expect((await read(previewUrl)).text).toContain(FIRST_TEXT);
  });

  it('schedules it a minute ahead; it appears on /blog through both replicas on time', async () => {
    await openEditor();
    await editor().$('button=Schedule...').click();
    await expect($('*=Times are in Gulf Standard Time')).toBeDisplayed();
    const { date, time } = dubaiWallTime(1);
    // The schedule picker is a dialog over the editor's: its one "Date" label names the field.
    const dateId = await $('label=Date').getAttribute('for');
    await setFieldValue(`input[id="${dateId}"]`, date);
    await setFieldValue('input[type="time"]', time);
    await expect($('*=Publishes on')).toHaveText(expect.stringContaining('Gulf Standard Time'));
    await $('button=Schedule').click();
    await expect($('[role="dialog"]')).not.toBeExisting();
    await expect($(`${card}//*[starts-with(normalize-space(), "Scheduled")]`)).toBeDisplayed();
    const publishAt = Date.parse(`${date}T${time}:00+04:00`);

    // Not public before its time, on either replica.
    for (const answer of await readTwice(`/api/posts/${SLUG}`)) expect(answer.status).toBe(404);

    let early = false;
    await browser.waitUntil(
      async () => {
        const published = (await read(`/api/posts/${SLUG}`)).status === 200;
        // A second of slack for the two clocks; the BFF's decides.
        if (published && Date.now() < publishAt - 1_000) early = true;
        return published;
      },
      {
        timeout: PUBLISHED_WITHIN_MS,
        interval: 2_000,
        timeoutMsg: `${SLUG} was not published within ${PUBLISHED_WITHIN_MS / 1000} s`,
      },
    );
    const late = Date.now() - publishAt;
    console.log(`[editorial] public ${Math.round(late / 1000)} s after its publish time`);
    expect(early).toBe(false);
    // Within 60 s of its time, give or take this check's own 2 s between reads.
    expect(late).toBeLessThan(62_000);

    for (const answer of await readTwice(`/api/posts/${SLUG}`)) {
      expect(answer.status).toBe(200);
      expect((JSON.parse(answer.text) as { content: string }).content).toBe(FIRST_TEXT);
    }
    for (const page of await readTwice('/blog')) expect(page.text).toContain(TITLE);
    for (const feed of ['/sitemap.xml', '/rss.xml']) {
      for (const answer of await readTwice(feed)) expect(answer.text).toContain(SLUG);
    }
    // The preview link now leads to the article, never to the old draft.
    const preview = await read(previewUrl);
    expect(preview.status).toBe(302);
    expect(preview.headers.get('location')).toBe(`/blog/${SLUG}`);

    await browser.url('/admin/blog');
    await expect($(`${card}//*[normalize-space()="Published"]`)).toBeDisplayed();
  });
});
