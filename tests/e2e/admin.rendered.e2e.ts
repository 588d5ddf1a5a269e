import { $, browser, expect } from '@wdio/globals';
import { API_PATHS } from '@app/contract/paths';
import { CSRF, deletePost, samplePost, savePost, signIn } from './support/api';
import { baseUrl } from './support/baseUrl';
import {
  loadedResources,
  recordBrowserProblems,
  type BrowserProblems,
} from './support/browserProblems';
import { signInAsStaff } from './support/staffInbox';

const VISITOR = { name: 'Rendered Inbox', email: 'rendered-inbox@e2e.test' };

describe('the inbox, rendered on the server for a signed-in staff member', () => {
  let problems: BrowserProblems;

  before(async () => {
    problems = await recordBrowserProblems(new URL(baseUrl()).origin);
    const sent = await fetch(`${baseUrl()}${API_PATHS.contact}`, {
      method: 'POST',
      headers: { ...CSRF, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...VISITOR,
        services: 'Bookkeeping',
        message: 'Checking the inbox drawn by the server.',
        bookMeeting: false,
      }),
    });
    expect(sent.status).toBe(201);
    // The app, loaded once signed in, sets the zone cookie the server renders with.
    await signInAsStaff();
  });

  beforeEach(() => problems.clear());

  it("shows the list before any app script, in the member's zone, and hydrates it on the first act", async () => {
    await browser.url(`/admin/inbox?q=${encodeURIComponent(VISITOR.email)}`);
    await expect($('h1=Inbox')).toBeDisplayed();
    await expect($('tbody')).toHaveText(expect.stringContaining(VISITOR.name));
    const scripts = (await loadedResources()).filter((file) => file.endsWith('.js'));
    expect(scripts).toEqual([expect.stringMatching(/^\/admin\/boot\.[0-9a-f]{8}\.js$/)]);

    // The time the server wrote is this browser's clock.
    const times = await browser.execute((email: string) => {
      const state = JSON.parse(document.getElementById('staff-page-state')?.textContent ?? '') as {
        queries: {
          queries: {
            queryKey: unknown[];
            state: { data?: { items?: { email: string; receivedAt: string }[] } };
          }[];
        };
      };
      const row = state.queries.queries
        .flatMap((query) => query.state.data?.items ?? [])
        .find((item) => item.email === email);
      const expected = new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(row?.receivedAt ?? ''));
      return { shown: document.querySelector('tbody td')?.textContent, expected };
    }, VISITOR.email);
    expect(times.shown).toBe(times.expected);

    // Hydration keeps the server's elements; a render from nothing would replace them.
    await browser.execute(() => {
      Object.assign(document.querySelector('main h1') ?? {}, { prerendered: true });
    });
    // The first act loads the app, and the press made before it was live is not lost.
    await $('[role="tab"]=New').click();
    await expect(browser).toHaveUrl(expect.stringContaining('status=new'));
    await expect($('[role="tab"]=New')).toHaveAttribute('aria-selected', 'true');
    expect(await loadedResources()).toContain('/shared-ui/remoteEntry.js');
    expect(
      await browser.execute(
        () => (document.querySelector('main h1') as { prerendered?: boolean } | null)?.prerendered,
      ),
    ).toBe(true);
    await browser.pause(500);
    // A hydration mismatch would be reported here, as a console error.
    expect(problems.consoleErrors()).toEqual([]);
    expect(problems.failedResponses()).toEqual([]);
  });

  it('draws the Content Library too, its filter pressed before the app was live kept', async () => {
    const origin = new URL(baseUrl()).origin;
    const cookie = await signIn(origin);
    const post = samplePost('Rendered Library');
    const saved = await savePost(origin, cookie, post);
    expect(saved.status).toBe(201);
    await browser.url('/admin/blog');
    await expect($(`h2=${post.title}`)).toBeDisplayed();
    await expect($('h1=Content Library')).toBeDisplayed();
    const scripts = (await loadedResources()).filter((file) => file.endsWith('.js'));
    expect(scripts).toEqual([expect.stringMatching(/^\/admin\/boot\.[0-9a-f]{8}\.js$/)]);
    const drafts = $('[aria-label="Show posts by status"]').$('button=Drafts');
    await drafts.click();
    await expect(browser).toHaveUrl(expect.stringContaining('status=draft'));
    await expect(drafts).toHaveAttribute('aria-pressed', 'true');
    await browser.pause(500);
    expect(problems.consoleErrors()).toEqual([]);
    expect(problems.failedResponses()).toEqual([]);
    expect((await deletePost(origin, cookie, post.slug)).status).toBe(200);
  });

  it('leaves a member whose session ended to the app, which asks them to sign in', async () => {
    const cookies = await browser.getCookies();
    expect(cookies.map((cookie) => cookie.name)).toContain('admin_zone');
    await browser.deleteCookies(
      cookies.map((cookie) => cookie.name).filter((name) => name.startsWith('sid')),
    );
    await browser.url('/admin/inbox');
    await expect($('input[name="username"]')).toBeDisplayed();
  });
});
