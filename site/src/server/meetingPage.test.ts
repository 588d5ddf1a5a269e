/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { MeetingView } from '@app/contract/meetings';
import { readPageState } from '../page/pageState';
import { ar } from '../i18n/messages/ar';
import { createPageRenderer } from './pageRenderer';
import { siteContentAnswer } from '../test/siteContentKit';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>' +
  '<body><div id="root"></div></body></html>';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
const MEETING_API = `/api/meetings/${TOKEN}`;

const MEETING: MeetingView = {
  id: 'b1',
  start: '2030-01-07T11:30:00.000Z',
  end: '2030-01-07T12:00:00.000Z',
  timeZone: 'Europe/London',
  businessTimeZone: 'Asia/Dubai',
  status: 'booked',
  clientName: 'Jane Doe',
  changeable: true,
  movable: true,
  holdUntil: null,
  changeableUntil: '2030-01-06T23:30:00.000Z',
  contact: null,
};

/** A stand-in BFF: answers what a test put here, 404 otherwise, and counts the reads. */
let api: http.Server;
let apiOrigin: string;
const answers = new Map<string, { status: number; body: unknown }>();
const reads = new Map<string, number>();
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'meeting-page-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  api = http.createServer((req, res) => {
    const url = req.url ?? '/';
    reads.set(url, (reads.get(url) ?? 0) + 1);
    const answer = answers.get(url) ?? { status: 404, body: { error: 'Not found' } };
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

beforeEach(() => {
  answers.clear();
  answers.set('/api/content/revision', { status: 200, body: { revision: 1 } });
  answers.set('/api/settings', { status: 200, body: { businessTimeZone: 'America/New_York' } });
  for (const url of ['/api/site-content/en', '/api/site-content/ar']) {
    answers.set(url, { status: 200, body: siteContentAnswer(url) });
  }
});

afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

const request = (url: string) => ({ url, headers: { host: 'finance.example' } });
const text = (page: { body: string | Uint8Array }) => Buffer.from(page.body).toString('utf8');
const documentOf = (html: string) => new JSDOM(html).window.document;
const renderer = () => createPageRenderer({ distDir, apiOrigin, cacheEntries: 50 });

const PRIVATE_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

describe('the meeting page of a manage link', () => {
  it('is drawn for each request from a fresh read, kept by nobody, out of search results', async () => {
    const render = renderer();
    answers.set(MEETING_API, { status: 200, body: { meeting: MEETING } });
    const before = reads.get(MEETING_API) ?? 0;

    const page = await render(request(`/meeting/${TOKEN}`));

    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject(PRIVATE_HEADERS);
    const doc = documentOf(text(page));
    expect(doc.querySelector('h1')?.textContent).toBe('Your Meeting');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    // The secret is in no URL of the head (the share tags name the page without it).
    expect(doc.head.innerHTML).not.toContain(TOKEN);
    const body = doc.body.textContent ?? '';
    expect(body).toContain('Monday, January 7, 2030');
    expect(body).toContain('11:30 AM – 12:00 PM');
    expect(body).toContain('Greenwich Mean Time');
    expect(body).toContain('3:30 PM – 4:00 PM');
    expect(body).toContain('Gulf Standard Time');
    expect(body).toContain('Booked');
    // The cancel confirmation is in the HTML, closed, and opens without script.
    const opener = [...doc.querySelectorAll('button')].find(
      (button) => button.textContent === 'Cancel meeting',
    );
    expect(opener?.getAttribute('command')).toBe('show-modal');
    const dialog = doc.getElementById(opener?.getAttribute('commandfor') ?? '');
    expect(dialog?.tagName).toBe('DIALOG');
    expect(dialog?.hasAttribute('open')).toBe(false);
    // The browser hydrates from the meeting the page was drawn with.
    expect(readPageState(doc)?.queries.queries).toEqual([
      expect.objectContaining({ queryKey: ['/api/site-content', 'en'] }),
      expect.objectContaining({
        queryKey: [MEETING_API],
        state: expect.objectContaining({ data: { meeting: MEETING } }),
      }),
    ]);

    // Cancelled meanwhile: the next request says so (no page cache for manage links).
    answers.set(MEETING_API, {
      status: 200,
      body: { meeting: { ...MEETING, status: 'cancelled', changeable: false, contact: 'a@b.c' } },
    });
    const again = text(await render(request(`/meeting/${TOKEN}`)));
    expect(again).toContain('This meeting has been cancelled');
    expect(again).not.toContain('Cancel meeting');
    expect(reads.get(MEETING_API)).toBe(before + 2);
  });

  it('is drawn in Arabic at /ar/meeting/<token>, as private as the English one', async () => {
    answers.set(MEETING_API, { status: 200, body: { meeting: MEETING } });
    const page = await renderer()(request(`/ar/meeting/${TOKEN}`));
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject(PRIVATE_HEADERS);
    const doc = documentOf(text(page));
    expect([doc.documentElement.lang, doc.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(doc.querySelector('h1')?.textContent).toBe(ar['meeting.title']);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    // The switch leads to the same manage link in English.
    expect(doc.querySelector('a[data-language-switch]')?.getAttribute('href')).toBe(
      `/meeting/${TOKEN}`,
    );
  });

  it('names whom to write to once the link can no longer change it, with no buttons', async () => {
    answers.set(MEETING_API, {
      status: 200,
      body: { meeting: { ...MEETING, changeable: false, contact: 'team@finance.example' } },
    });
    const page = await renderer()(request(`/meeting/${TOKEN}`));
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject(PRIVATE_HEADERS);
    const doc = documentOf(text(page));
    expect(doc.body.textContent).toContain(
      'To change or cancel this meeting now, please write to team@finance.example.',
    );
    expect(doc.querySelector('a[href="mailto:team@finance.example"]')).not.toBeNull();
    const main = doc.querySelector('main') ?? doc.body;
    expect(main.textContent).not.toMatch(/Reschedule|Cancel meeting|Cancel this meeting/);
    expect(main.querySelector('dialog[id^="cancel"]')).toBeNull();
  });

  it('shows one time when the visitor is in the business zone', async () => {
    answers.set(MEETING_API, {
      status: 200,
      body: { meeting: { ...MEETING, timeZone: 'Asia/Dubai' } },
    });
    const body = documentOf(text(await renderer()(request(`/meeting/${TOKEN}`)))).body;
    expect(body.textContent).toContain('3:30 PM – 4:00 PM');
    expect(body.textContent).not.toContain('Our time in Dubai');
    expect(body.textContent).not.toContain('Greenwich Mean Time');
  });

  it.each([
    ['a token the BFF does not know (or whose meeting is over)', TOKEN, 1],
    ['a token of the wrong shape, without asking the BFF', 'short', 0],
  ])('answers 404 for %s, saying nothing of why', async (_case, token, asked) => {
    answers.set(`/api/meetings/${token}`, { status: 404, body: { error: 'Meeting not found' } });
    const before = reads.get(`/api/meetings/${token}`) ?? 0;
    const page = await renderer()(request(`/meeting/${token}`));
    expect(page.status).toBe(404);
    expect(page.headers).toMatchObject(PRIVATE_HEADERS);
    const doc = documentOf(text(page));
    expect(doc.querySelector('h1')?.textContent).toBe('Meeting Not Found');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.body.textContent).not.toMatch(/expired|ended|cancelled/i);
    expect(reads.get(`/api/meetings/${token}`) ?? 0).toBe(before + asked);
  });

  it('answers 503 rather than "not found" when the BFF fails, and lets nobody keep it', async () => {
    answers.set(MEETING_API, { status: 500, body: { error: 'Internal Server Error' } });
    const page = await renderer()(request(`/meeting/${TOKEN}`));
    expect(page.status).toBe(503);
    expect(page.headers).toMatchObject(PRIVATE_HEADERS);
    expect(text(page)).not.toContain('Meeting Not Found');
  });

  it('never reads or fills the page cache, unlike a public page', async () => {
    answers.set(MEETING_API, { status: 200, body: { meeting: MEETING } });
    const render = renderer();
    const revisionReads = reads.get('/api/content/revision') ?? 0;
    await render(request(`/meeting/${TOKEN}`));
    await render(request(`/meeting/${TOKEN}`));
    expect(reads.get('/api/content/revision') ?? 0).toBe(revisionReads);

    // The same renderer does cache a public page: it is the route that opts out.
    answers.set('/api/posts', { status: 200, body: [] });
    const about = await render(request('/about'));
    expect(about.headers['Cache-Control']).toBe('no-cache');
    expect(about.headers['Referrer-Policy']).toBeUndefined();
    expect(reads.get('/api/content/revision')).toBe(revisionReads + 1);
  });
});
