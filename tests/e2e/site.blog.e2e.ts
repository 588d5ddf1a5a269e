import { $, $$, browser, expect } from '@wdio/globals';
import { CSRF, signIn } from './support/api';
import { absoluteUrl, baseUrl } from './support/baseUrl';
import { recordBrowserProblems, type BrowserProblems } from './support/browserProblems';
import { hydrated } from './support/hydrated';

/** Keeps this run's posts apart from anything else in the database. */
const RUN = Date.now().toString(36);

interface Draft {
  title: string;
  tags: string;
}

/** Posts with overlapping tags: the first and the third share "VAT", nothing else does. */
const DRAFTS: Draft[] = [
  { title: `VAT registration checklist ${RUN}`, tags: 'VAT, UAE' },
  { title: `Zakat basics for Saudi startups ${RUN}`, tags: 'Zakat, KSA' },
  { title: `VAT returns: five common mistakes ${RUN}`, tags: 'Compliance, vat' },
  { title: `Hiring your first CFO ${RUN}`, tags: 'CFO' },
];

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-');

async function createPost(cookie: string, draft: Draft): Promise<void> {
  const form = new FormData();
  form.set('title', draft.title);
  form.set('slug', slugOf(draft.title));
  form.set('description', `What founders should know: ${draft.title}.`);
  form.set('content', `## ${draft.title}\n\nA short guide for founders in the UAE and KSA.`);
  form.set('tags', draft.tags);
  const response = await fetch(absoluteUrl('/api/posts'), {
    method: 'POST',
    headers: { ...CSRF, Cookie: cookie },
    body: form,
  });
  expect(response.status).toBe(201);
}

async function deletePost(cookie: string, draft: Draft): Promise<void> {
  await fetch(absoluteUrl(`/api/posts/${slugOf(draft.title)}`), {
    method: 'DELETE',
    headers: { ...CSRF, Cookie: cookie },
  });
}

describe('blog through nginx, rendered on the server from MariaDB', () => {
  let problems: BrowserProblems;
  let cookie: string;

  before(async () => {
    problems = await recordBrowserProblems(new URL(baseUrl()).origin);
    cookie = await signIn(new URL(baseUrl()).origin);
    // One after the other: "newest first" then follows this order.
    for (const draft of DRAFTS) await createPost(cookie, draft);
  });

  after(async () => {
    for (const draft of DRAFTS) await deletePost(cookie, draft);
  });

  it('filters as the visitor types before the page is live, and the live list takes over', async () => {
    const [checklist] = DRAFTS as [Draft, Draft, Draft, Draft];
    const term = `CHECKLIST ${RUN}`;
    await browser.setWindowSize(412, 900);
    await browser.url('/blog');
    // Typed with no pointer, key or focus event: the page stays the server's, with only the
    // boot script, which filters the cards by itself.
    const shownNow = await browser.execute((typed) => {
      const field = document.querySelector<HTMLInputElement>('input[aria-label="Search posts"]');
      if (!field) throw new Error('no search box');
      field.value = typed;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      return [...document.querySelectorAll('#blog li h2')]
        .filter((heading) => heading.checkVisibility())
        .map((heading) => heading.textContent);
    }, term);
    expect(await $('html[data-hydrated="true"]').isExisting()).toBe(false);
    expect(shownNow).toEqual([checklist.title]);
    // The boot filter's count is generated content: the line's DOM stays the server's.
    const earlyCount = await browser.execute(() => {
      const line = document.querySelector('[data-post-summary]');
      return line?.checkVisibility() ? getComputedStyle(line, '::before').content : null;
    });
    // Chromium serializes it as a CSS string, which for this text is its JSON form.
    expect(earlyCount).toBe(JSON.stringify(`Found 1 post(s) matching "${term}"`));

    // Every frame from here until the page is live: which cards show, and the boot filter's rules.
    await browser.execute(() => {
      const frames: string[] = [];
      (window as unknown as { frames_: string[] }).frames_ = frames;
      const sample = () => {
        const shown = [...document.querySelectorAll('#blog li h2')]
          .filter((heading) => heading.checkVisibility())
          .map((heading) => heading.textContent);
        frames.push(JSON.stringify(shown));
        if (document.getElementById('early-post-filter') || frames.length < 5) {
          requestAnimationFrame(sample);
        }
      };
      requestAnimationFrame(sample);
    });
    await hydrated();
    await browser.waitUntil(() =>
      browser.execute(() => document.getElementById('early-post-filter') === null),
    );
    const frames = await browser.execute(
      () => (window as unknown as { frames_: string[] }).frames_,
    );
    expect(new Set(frames)).toEqual(new Set([JSON.stringify([checklist.title])]));
    // React's own list now: only the matching card, its count, and its clear button.
    expect(await $$('#blog li h2').length).toBe(1);
    await expect($(`*=Found 1 post(s) matching "${term}"`)).toBeDisplayed();
    await $('button[aria-label="Clear search"]').click();
    await browser.waitUntil(async () => (await $$('#blog li h2').length) >= DRAFTS.length);

    await browser.pause(300);
    expect(problems.consoleErrors()).toEqual([]);
  });

  it('search -> article -> related post', async () => {
    const [checklist, , returns] = DRAFTS as [Draft, Draft, Draft, Draft];
    await browser.setWindowSize(1280, 900);
    await browser.url('/blog');
    await hydrated();

    await $('input[aria-label="Search posts"]').setValue(`CHECKLIST ${RUN}`);
    await expect($(`*=Found 1 post(s) matching "CHECKLIST ${RUN}"`)).toBeDisplayed();
    await $(`h2=${checklist.title}`).click();

    await browser.waitUntil(
      async () => new URL(await browser.getUrl()).pathname === `/blog/${slugOf(checklist.title)}`,
    );
    // By its text: a bare 'h1' may still find the page before's, which the router replaces a
    // moment after the address changes.
    await expect($(`h1=${checklist.title}`)).toBeDisplayed();
    // Related by a shared tag (case-insensitive): only the other VAT post qualifies.
    const related = $('section[aria-labelledby="related-heading"]');
    await related.scrollIntoView();
    const links = await related.$$('a');
    expect(await links.map((link) => link.getAttribute('href'))).toEqual([
      `/blog/${slugOf(returns.title)}`,
    ]);

    await links[0]!.click();
    await browser.waitUntil(
      async () => new URL(await browser.getUrl()).pathname === `/blog/${slugOf(returns.title)}`,
    );
    await expect($(`h1=${returns.title}`)).toBeDisplayed();
    expect(await browser.execute(() => window.scrollY)).toBe(0);

    await browser.pause(300);
    expect(problems.consoleErrors()).toEqual([]);
    expect(problems.failedResponses()).toEqual([]);
    expect(await $$('h1').length).toBe(1);
  });
});
