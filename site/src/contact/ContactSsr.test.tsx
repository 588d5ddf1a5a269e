/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { renderPage } from '../server/renderPage';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>' +
  '<body><div id="root"></div></body></html>';

/** Nothing listens there: the home page's post list fails and renders its error state. */
const NO_API = 'http://127.0.0.1:9';

async function serverHtml(url: string): Promise<Document> {
  const result = await renderPage({
    url,
    origin: 'https://finance.example',
    apiOrigin: NO_API,
    template: TEMPLATE,
  });
  expect(result.status).toBe(200);
  return new JSDOM(result.html).window.document;
}

describe('the contact form as the server renders it', () => {
  it('arrives complete on /contact, without the booking panel', async () => {
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

    // The panel, the calendar and the services list appear only in the browser, on demand.
    expect(document.body.textContent).not.toContain('Sunday is our day off');
    expect(document.querySelector('.react-datepicker')).toBeNull();
    expect(document.body.textContent).not.toContain('Payables & Receivables Management');
  });

  it('is the contact section of the home page, under its h2', async () => {
    const document = await serverHtml('/');

    const section = document.getElementById('contact');
    expect(section?.querySelector('h2')?.textContent).toBe('Contact Us');
    expect(section?.textContent).toContain('Get in touch to learn more about our services');
    expect(section?.querySelector('form input[type="email"]')).not.toBeNull();
  });
});
