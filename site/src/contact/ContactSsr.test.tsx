/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { renderPage } from '../server/renderPage';
import { servicesOf } from '../services/services';
import { publishedDefaults, siteContentAnswer } from '../test/siteContentKit';

const SERVICE_OPTIONS = servicesOf(publishedDefaults()).map((service) => service.title);

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>' +
  '<body><div id="root"></div></body></html>';

/**
 * A stand-in BFF with no posts and the default site content: the home page reads both before it
 * renders.
 */
let api: Server;
let apiOrigin = '';

beforeAll(async () => {
  api = createServer((request, response) => {
    const content = siteContentAnswer(request.url);
    const found = request.url === '/api/posts' || content !== undefined;
    response.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(found ? JSON.stringify(content ?? []) : '{"error":"Not found"}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

/** A Sunday, the day off: the calendar must open on Monday the 23rd. */
const SUNDAY = '2026-11-22';

async function serverHtml(url: string, today = SUNDAY): Promise<Document> {
  const result = await renderPage({
    url,
    origin: 'https://finance.example',
    apiOrigin,
    template: TEMPLATE,
    today,
  });
  expect(result.status).toBe(200);
  return new JSDOM(result.html).window.document;
}

const classesOf = (element: Element | null | undefined) =>
  (element?.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);

describe('the contact form as the server renders it', () => {
  it('arrives complete on /contact', async () => {
    const document = await serverHtml('/contact');

    const form = document.querySelector('form');
    expect(form).not.toBeNull();
    expect(form?.querySelector('input[name="name"]')).not.toBeNull();
    expect(form?.querySelector('input[name="email"]')?.getAttribute('type')).toBe('email');
    expect(form?.querySelector('textarea[name="message"]')).not.toBeNull();
    expect(form?.textContent).toContain('Select services');
    expect(form?.textContent).toContain("I'd like to book a meeting");
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Send Message');

    const honeypot = form?.querySelector('input[name="website"]');
    expect(honeypot?.getAttribute('tabindex')).toBe('-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('has a native meeting checkbox and the booking panel that CSS shows once it is ticked', async () => {
    const document = await serverHtml('/contact');
    const form = document.querySelector('form');

    const box = form?.querySelector<HTMLInputElement>('input[name="bookMeeting"]');
    expect(box?.type).toBe('checkbox');
    expect(box?.checked).toBe(false);
    const label = box?.closest('label');
    expect(label?.textContent).toBe("I'd like to book a meeting");
    // Only phrasing content inside a label.
    expect(label?.querySelector('div, p, fieldset')).toBeNull();

    const panel = form?.querySelector('[data-scheduling-panel]');
    expect(panel?.textContent).toContain('Sunday is our day off');
    expect(panel?.textContent).toContain('November 2026');
    expect(panel?.querySelector('[role="status"]')?.textContent).toBe('Loading available slots...');
    // Hidden by its own class, shown by a rule that needs the ticked box: no script involved.
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const panelClass = classesOf(panel).find((name) =>
      new RegExp(`\\.${name}\\{[^}]*display:none`).test(css),
    );
    expect(panelClass).toBeDefined();
    expect(css).toContain(
      `form:has(input[name="bookMeeting"]:checked) .${panelClass}{display:flex;}`,
    );
  });

  it("draws the month of the business's date with the first open day chosen", async () => {
    const document = await serverHtml('/contact');
    const days = [...document.querySelectorAll<HTMLInputElement>('input[name="meetingDate"]')];

    expect(days.every((day) => day.type === 'radio')).toBe(true);
    expect(days.map((day) => day.value)).toHaveLength(30);
    expect(days.filter((day) => day.checked).map((day) => day.value)).toEqual(['2026-11-23']);
    const open = days.filter((day) => !day.disabled).map((day) => day.value);
    // From Monday the 23rd, without Sunday the 29th.
    expect(open).toEqual(
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].concat([
        '2026-11-27',
        '2026-11-28',
        '2026-11-30',
      ]),
    );
    expect(days[22]?.getAttribute('aria-label')).toBe('Monday, November 23, 2026');
    expect(document.querySelector('legend')?.textContent).toBe('Choose a date');

    // The browser hydrates with the same date, whatever its own clock says.
    const state = JSON.parse(document.getElementById('page-state')?.textContent ?? '{}') as {
      today?: string;
    };
    expect(state.today).toBe(SUNDAY);
  });

  it('opens on the next month when the business date is its last day and a Sunday', async () => {
    // 2026-05-31 is a Sunday: the first open day is Monday, June 1.
    const document = await serverHtml('/contact', '2026-05-31');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('June 2026');
    expect(
      document.querySelector<HTMLInputElement>('input[name="meetingDate"]:checked')?.value,
    ).toBe('2026-06-01');
  });

  it('has the services list as a native popover of checkboxes its button opens', async () => {
    const document = await serverHtml('/contact');

    const trigger = document.querySelector('button[popovertarget]');
    expect(trigger?.getAttribute('type')).toBe('button');
    const list = document.getElementById(trigger?.getAttribute('popovertarget') ?? '');
    expect(list?.getAttribute('popover')).toBe('auto');
    const names = (trigger?.getAttribute('aria-labelledby') ?? '').split(' ');
    expect(names.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Services',
      'Select services',
    ]);
    expect(document.getElementById(list?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Services',
    );
    const boxes = [...(list?.querySelectorAll<HTMLInputElement>('input') ?? [])];
    expect(boxes.map((box) => [box.type, box.name, box.value, box.checked])).toEqual(
      SERVICE_OPTIONS.map((service) => ['checkbox', 'services', service, false]),
    );
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([...SERVICE_OPTIONS]);
  });

  it('is the contact section of the home page, under its h2', async () => {
    const document = await serverHtml('/');

    const section = document.getElementById('contact');
    expect(section?.querySelector('h2')?.textContent).toBe('Contact Us');
    expect(section?.textContent).toContain('Get in touch to learn more about our services');
    expect(section?.querySelector('form input[type="email"]')).not.toBeNull();
    expect(section?.querySelector('input[name="bookMeeting"]')).not.toBeNull();
    expect(section?.querySelector('[data-scheduling-panel]')).not.toBeNull();
  });

  it('writes only characters the usual text fonts have, so no fallback font is searched', async () => {
    // Latin, Latin-1 and the general punctuation; Arabic only inside an Arabic-language element.
    const commonText = /^[\u0020-\u024f\s\u2000-\u206f\u20ac\u2122]*$/u;
    for (const url of ['/', '/contact']) {
      const document = await serverHtml(url);
      document.querySelectorAll('script, style, [lang="ar"]').forEach((node) => node.remove());
      const strays = [...(document.body.textContent ?? '')].filter((ch) => !commonText.test(ch));
      expect({ url, strays }).toEqual({ url, strays: [] });
    }
  });
});
