import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from '../app/SiteApp';
import { hydrateServerHtml, type Hydrated } from '../test/hydrateServerHtml';
import { ServicesPicker } from './ServicesPicker';
import { withSiteContent } from '../test/siteContentKit';

/** The services field as the form renders it, React knowing of no tick. */
function field() {
  return (
    <SiteApp
      queryClient={withSiteContent(createQueryClient())}
      site={{ origin: 'https://finance.example' }}
    >
      <MemoryRouter>
        <ServicesPicker value={[]} onChange={() => undefined} popoverRef={{ current: null }} />
      </MemoryRouter>
    </SiteApp>
  );
}

/**
 * The generated content over `element`: jsdom computes no pseudo-element, so this finds the
 * page's `::after` rules that match it and takes the most specific (the longest selector here).
 */
function generatedAfter(element: Element): string {
  let found = { selector: '', content: '' };
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSStyleRule) || !rule.selectorText.endsWith('::after')) continue;
      const selector = rule.selectorText.slice(0, -'::after'.length);
      if (element.matches(selector) && selector.length > found.selector.length) {
        found = { selector, content: rule.style.getPropertyValue('content') };
      }
    }
  }
  // A CSS string: quoted, characters escaped as hexadecimal code points.
  return found.content
    .slice(1, -1)
    .replace(/\\([0-9a-f]+) ?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
}

/** The summary as the browser shows it: the server's words, or the generated ones over them. */
function shownSummary(container: HTMLElement): string {
  const summary = container.querySelector('button[popovertarget] > span')!;
  const words = summary.querySelector('span')!;
  return getComputedStyle(words).display === 'none'
    ? generatedAfter(summary)
    : (words.textContent ?? '');
}

const tick = (container: HTMLElement, service: string) =>
  container.querySelector<HTMLInputElement>(`input[name="services"][value="${service}"]`)!.click();

let hydrated: Hydrated | undefined;
afterEach(() => hydrated?.unmount());

describe('the services summary before the page is live', () => {
  it('says "Select services" while nothing is ticked', async () => {
    hydrated = await hydrateServerHtml(field);
    expect(shownSummary(hydrated.container)).toBe('Select services');
  });

  it('names the one ticked service, then counts two or more', async () => {
    const seen: string[] = [];
    hydrated = await hydrateServerHtml(field, (server) => {
      tick(server, 'Payroll');
      seen.push(shownSummary(server));
      tick(server, 'Accounting & Financial Operations');
      seen.push(shownSummary(server));
      tick(server, 'Payroll');
      seen.push(shownSummary(server));
    });
    expect(seen).toEqual(['Payroll', '2 services selected', 'Accounting & Financial Operations']);
    expect(hydrated.recoverable).toEqual([]);
    expect(hydrated.errors).toEqual([]);
  });
});
