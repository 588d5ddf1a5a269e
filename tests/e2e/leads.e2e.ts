import { $, browser, expect } from '@wdio/globals';
import { en } from '@app/site/messages/en';
import { baseUrl } from './support/baseUrl';
import { deletePost, samplePost, savePost, signIn } from './support/api';
import { bookingPanel, panelTexts } from './support/bookingPanel';
import { recordBrowserProblems, type BrowserProblems } from './support/browserProblems';
import { hydrated } from './support/hydrated';
import { enquiryText, openEnquiry, signInAsStaff } from './support/staffInbox';

/** The stack's business zone (the default, BOOKING_TIMEZONE unset): report days are its days. */
const businessToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A breakdown's table on the report (its caption is the breakdown's name). */
const reportTable = (caption: string) => $(`//table[caption[normalize-space()="${caption}"]]`);

/** The figures (enquiries, booked, held, won) of the row of `table` whose label has `label`. */
async function rowFigures(caption: string, label: string): Promise<string[]> {
  const row = reportTable(caption).$(`.//tr[th[@scope="row"][contains(., "${label}")]]`);
  await expect(row).toBeDisplayed();
  return await row.$$('td').map((cell) => cell.getText());
}

describe('leads: a visit from a campaign becomes a won client in the report, through nginx', () => {
  const origin = new URL(baseUrl()).origin;
  const campaign = `e2e-leads-${Date.now().toString(36)}`;
  const email = `lead-${Date.now()}@example.test`;
  const name = 'E2E Lead';
  let cookie = '';
  let article: ReturnType<typeof samplePost> | undefined;
  let problems: BrowserProblems;
  const slotQueries: string[] = [];

  before(async () => {
    problems = await recordBrowserProblems(origin);
    browser.on('network.responseCompleted', (event) => {
      const url = new URL(event.request.url);
      if (url.pathname === '/api/calendar/available-slots') slotQueries.push(url.search);
    });
    cookie = await signIn(origin);
    article = samplePost('Leads landing');
    const saved = await savePost(origin, cookie, article);
    expect(saved.status).toBe(201);
    await browser.setWindowSize(1280, 900);
  });

  after(async () => {
    if (cookie && article) await deletePost(origin, cookie, article.slug);
  });

  const { slotsShown, chooseDayWithSlots, timeAt } = bookingPanel(panelTexts(en), slotQueries);

  it('lands on an article from LinkedIn, then books a meeting on /contact', async () => {
    const landing = `/blog/${article!.slug}`;
    await browser.url(`${landing}?utm_source=linkedin&utm_medium=paid&utm_campaign=${campaign}`);
    await hydrated();
    // The tab keeps the touch; no cookie carries it.
    const kept = await browser.execute(() => window.sessionStorage.getItem('attribution'));
    expect(kept).toContain(campaign);
    expect(kept).toContain(landing);

    await browser.url('/contact');
    await hydrated();
    await $('input[name="name"]').setValue(name);
    await $('input[name="email"]').setValue(email);
    await $('textarea[name="message"]').setValue('Found you through LinkedIn.');
    const reads = slotQueries.length;
    await $('label*=book a meeting').click();
    await slotsShown(reads);
    await chooseDayWithSlots();
    await (await timeAt(0.5)).click();
    await $('button[type="submit"]').click();
    await expect(
      $(
        "*=Message sent and meeting scheduled! You'll receive a calendar invitation by email shortly.",
      ),
    ).toBeDisplayed();
  });

  it('shows staff where the enquiry came from, and lets them mark it won', async () => {
    await signInAsStaff();
    await openEnquiry(email, name);
    const seen = await enquiryText();
    expect(seen).toContain(`LinkedIn / paid / ${campaign}, landed on /blog/${article!.slug}`);

    await $('select[aria-label="Outcome"]').selectByAttribute('value', 'won');
    await $('button=Save outcome').click();
    await expect($('*=Saved as Won')).toBeDisplayed();
  });

  it("counts it in the report: the LinkedIn bar and table, and the campaign's row", async () => {
    const query = new URLSearchParams({ from: daysAgo(7), to: businessToday(), interval: 'week' });
    await browser.url(`/admin/reports?${query.toString()}`);
    await expect($('h1=Reports')).toBeDisplayed();
    await expect(reportTable('Source / medium')).toBeDisplayed();

    // Enquiries, meetings booked, meetings held (the meeting is still to come), won.
    expect(await rowFigures('Source / medium', 'LinkedIn')).toEqual(['1', '1', '0', '1']);
    expect(await rowFigures('Campaign', campaign)).toEqual(['1', '1', '0', '1']);
    expect(await rowFigures('Landing page', `/blog/${article!.slug}`)).toEqual([
      '1',
      '1',
      '0',
      '1',
    ]);
    // The bar chart draws the same row: its axis names LinkedIn and it has bars.
    const chart = $('[role="img"][aria-label="Bar chart: Source / medium"]');
    await expect(chart).toBeDisplayed();
    await browser.waitUntil(
      async () =>
        (await chart.$$('.recharts-cartesian-axis-tick-value').map((tick) => tick.getText())).some(
          (text) => text.includes('LinkedIn'),
        ),
      { timeoutMsg: "the source chart's axis does not name LinkedIn" },
    );
    expect(await chart.$$('.recharts-bar-rectangle').length).toBeGreaterThan(0);

    expect(problems.consoleErrors()).toEqual([]);
    expect(problems.failedResponses()).toEqual([]);
  });
});
