/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { startSignedInTestServer, type SignedInTestServer } from '@app/bff/testing';
import { API_PATHS } from '@app/contract/paths';
import type { InboxPage } from '@app/contract/inbox';
import { formatDateTime } from '../../staff/formatDateTime';
import { STAFF_PAGE_STATE_ID, type StaffPageState } from '../pageState';
import { createStaffPageRenderer } from './staffPageRenderer';

// Renders against a real BFF (SQLite) on a machine other suites share.
jest.setTimeout(60_000);

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Admin Portal</title>' +
  '<script defer src="/admin/main.1a2b3c4d.js"></script></head>' +
  '<body><div id="root"><noscript>The admin portal needs JavaScript enabled.</noscript></div></body></html>';
const ADMIN = { username: 'render-admin', password: 'render-admin-password' };
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const ZONE = 'Asia/Dubai';

let bff: SignedInTestServer['server'];
let stopBff: () => Promise<void>;
let distDir: string;
let session: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'staff-page-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(distDir, 'boot.5e6f7a8b.js'), '');
  const started = await startSignedInTestServer(ADMIN, 'staff-page-test-');
  ({ server: bff, cookie: session, close: stopBff } = started);
  const sent = await fetch(`${bff.url}${API_PATHS.contact}`, {
    method: 'POST',
    headers: { ...XHR, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Layla <b>Haddad</b>',
      email: 'layla@example.com',
      services: 'Bookkeeping, Payroll',
      message: 'Monthly books for a 40-person startup.',
      bookMeeting: false,
    }),
  });
  expect(sent.status).toBe(201);
}, 60_000);

afterAll(async () => {
  await stopBff();
  rmSync(distDir, { recursive: true, force: true });
});

const asStaff = (url: string, cookie = `${session}; admin_zone=${encodeURIComponent(ZONE)}`) => ({
  url,
  headers: { host: 'finance.example', cookie },
});
const text = (page: { body: string | Uint8Array }) => Buffer.from(page.body).toString('utf8');

function pageState(html: string): StaffPageState {
  const doc = new JSDOM(html).window.document;
  return JSON.parse(doc.getElementById(STAFF_PAGE_STATE_ID)?.textContent ?? '') as StaffPageState;
}

describe('the staff screens rendered on the server', () => {
  it("draws the inbox with the member's reads, in their zone, for the app to hydrate", async () => {
    const errors: unknown[] = [];
    const render = createStaffPageRenderer({
      distDir,
      apiOrigin: bff.url,
      onError: (error) => errors.push(error),
    });
    const page = await render(asStaff('/admin/inbox'));
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({ 'Cache-Control': 'no-store', Vary: 'Cookie' });
    const html = text(page);
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelector('main h1')?.textContent).toBe('Inbox');
    expect(doc.querySelector('header')?.textContent).toContain(ADMIN.username);

    const state = pageState(html);
    expect(state).toMatchObject({ address: '/inbox', readerTimeZone: ZONE });
    expect(state.user.username).toBe(ADMIN.username);
    const list = state.queries.queries.find(
      (query) => query.queryKey[0] === API_PATHS.staffInbox && query.queryKey[1] === '',
    )?.state.data as InboxPage | undefined;
    const row = list?.items[0];
    if (!row) throw new Error('the page state holds no list');
    // The row as the app draws it, its time on the member's clock; the name as text.
    const cells = [...doc.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '');
    expect(cells).toHaveLength(1);
    expect(cells[0]).toContain(formatDateTime(row.receivedAt, ZONE));
    expect(cells[0]).toContain('Layla <b>Haddad</b>');
    expect(html).not.toContain('<b>Haddad</b>');

    // The boot script alone, in place of the app; the styles of what is drawn in the head.
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script defer src="/admin/boot.5e6f7a8b.js" data-app="/admin/main.1a2b3c4d.js">',
      `<script type="application/json" id="${STAFF_PAGE_STATE_ID}">`,
    ]);
    expect(doc.head.querySelector('style[data-emotion^="css "]')).not.toBeNull();
    expect(doc.querySelectorAll('body style')).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  it("draws what the address's filters ask for", async () => {
    const render = createStaffPageRenderer({ distDir, apiOrigin: bff.url });
    const page = await render(asStaff('/admin/inbox?status=spam'));
    const doc = new JSDOM(text(page)).window.document;
    expect(doc.querySelector('main h2')?.textContent).toBe('No enquiries match these filters');
    expect(pageState(text(page)).address).toBe('/inbox?status=spam');
  });

  it('draws the Content Library with its filter, the business zone read for its times', async () => {
    const render = createStaffPageRenderer({ distDir, apiOrigin: bff.url });
    const page = await render(asStaff('/admin/blog?status=draft'));
    expect(page.status).toBe(200);
    const doc = new JSDOM(text(page)).window.document;
    expect(doc.querySelector('main h1')?.textContent).toBe('Content Library');
    const state = pageState(text(page));
    expect(state.address).toBe('/blog?status=draft');
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([
        [API_PATHS.staffPosts, '?status=draft'],
        [API_PATHS.settings],
        [API_PATHS.staffInbox, 'summary'],
      ]),
    );
  });

  it.each([
    ['a screen it does not draw', asStaff('/admin/team')],
    ['no zone cookie', asStaff('/admin/inbox', session)],
    ['a zone nobody knows', asStaff('/admin/inbox', `${session}; admin_zone=Mars%2FOlympus`)],
    ['no session', asStaff('/admin/inbox', `admin_zone=${encodeURIComponent(ZONE)}`)],
    ['a session that ended', asStaff('/admin/inbox', `sid=ended; admin_zone=UTC`)],
  ])('answers the app for %s, quietly', async (_what, request) => {
    const errors: unknown[] = [];
    const render = createStaffPageRenderer({
      distDir,
      apiOrigin: bff.url,
      onError: (error) => errors.push(error),
    });
    const page = await render(request);
    expect([page.status, text(page)]).toEqual([200, TEMPLATE]);
    expect(page.headers).toMatchObject({ 'Cache-Control': 'no-cache', Vary: 'Cookie' });
    expect(errors).toEqual([]);
  });

  it('answers the app, and says why, when the BFF cannot be reached', async () => {
    const errors: unknown[] = [];
    const render = createStaffPageRenderer({
      distDir,
      apiOrigin: 'http://127.0.0.1:9',
      onError: (error) => errors.push(error),
    });
    const page = await render(asStaff('/admin/inbox'));
    expect([page.status, text(page)]).toEqual([200, TEMPLATE]);
    expect(errors).toHaveLength(1);
  });
});
