/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, silentLogger, startServer, type RunningServer } from '@app/bff/testing';
import { readPageState } from '../page/pageState';
import { JSDOM } from 'jsdom';
import { createPageRenderer } from './pageRenderer';

// A real BFF on a machine other suites share.
jest.setTimeout(60_000);

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>' +
  '<body><div id="root"></div></body></html>';

/**
 * 15:00 on Tuesday 24 November 2026 in New York, already midnight of the 25th in Dubai: the
 * business's zone decides which day the calendar opens on, and whether the 24th still has a slot.
 */
const NOW = new Date('2026-11-24T20:00:00Z');

let bff: RunningServer;
let dataDir: string;
let distDir: string;

beforeAll(async () => {
  // Only the date is frozen: the BFF and the HTTP client keep their real timers.
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
    now: NOW,
  });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'business-zone-test-'));
  distDir = mkdtempSync(path.join(os.tmpdir(), 'business-zone-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BOOKING_TIMEZONE: 'America/New_York',
    },
    dataDir,
  );
  bff = await startServer(config, { logger: silentLogger });
}, 60_000);

afterAll(async () => {
  jest.useRealTimers();
  await bff?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

const request = (url: string) => ({ url, headers: { host: 'finance.example' } });

async function renderedContactPage() {
  const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
  const page = await render(request('/contact'));
  expect(page.status).toBe(200);
  return new JSDOM(Buffer.from(page.body).toString('utf8')).window.document;
}

describe("the booking calendar in the BFF's BOOKING_TIMEZONE", () => {
  it('is the zone GET /api/settings gives', async () => {
    const response = await fetch(`${bff.url}/api/settings`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      businessTimeZone: 'America/New_York',
      calendar: { daysOff: [7], closed: [] },
    });
  });

  it('opens on the day the slots API still books, and ships the zone with the page state', async () => {
    const document = await renderedContactPage();
    const state = readPageState(document);
    expect(state?.today).toBe('2026-11-24');
    expect(state?.businessTimeZone).toBe('America/New_York');

    const day = (date: string) =>
      document.querySelector<HTMLInputElement>(`input[type="radio"][value="${date}"]`);
    // The 24th is chosen and open (in Dubai's calendar it would already be past).
    expect(day('2026-11-24')?.checked).toBe(true);
    expect(day('2026-11-24')?.disabled).toBe(false);
    expect(day('2026-11-23')?.disabled).toBe(true);

    // The BFF agrees: its last two slots of that day, from 17:00 in New York, are still bookable.
    const slots = await fetch(`${bff.url}/api/calendar/available-slots?date=2026-11-24`);
    expect(slots.status).toBe(200);
    expect(await slots.json()).toEqual({
      slots: [
        { start: '2026-11-24T22:00:00.000Z', end: '2026-11-24T22:30:00.000Z' },
        { start: '2026-11-24T22:30:00.000Z', end: '2026-11-24T23:00:00.000Z' },
      ],
    });
  });
});
