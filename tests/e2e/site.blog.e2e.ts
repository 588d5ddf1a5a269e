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
    await expect($('h1')).toHaveText(checklist.title);
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
    await expect($('h1')).toHaveText(returns.title);
    expect(await browser.execute(() => window.scrollY)).toBe(0);

    await browser.pause(300);
    expect(problems.consoleErrors()).toEqual([]);
    expect(problems.failedResponses()).toEqual([]);
    expect(await $$('h1').length).toBe(1);
  });
});
