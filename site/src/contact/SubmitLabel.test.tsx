import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from '../app/SiteApp';
import { hydrateServerHtml, type Hydrated } from '../test/hydrateServerHtml';
import { SubmitLabel, WHEN_MEETING_TICKED } from './SubmitLabel';
import { withSiteContent } from '../test/siteContentKit';

const PLAIN = 'Send Message';
const NO_SLOT = 'Send Message Only (No Meeting Selected)';

/** The form's meeting box and its submit button, the label as React knows it: unticked. */
function form() {
  return (
    <SiteApp
      queryClient={withSiteContent(createQueryClient())}
      site={{ origin: 'https://finance.example' }}
    >
      <MemoryRouter>
        <form>
          <input type="checkbox" name="bookMeeting" />
          <button type="submit">
            <SubmitLabel label={PLAIN} whenMeetingTicked={NO_SLOT} />
          </button>
        </form>
      </MemoryRouter>
    </SiteApp>
  );
}

/** What the button shows: its own text unless CSS hides it, then the generated text. */
function shownLabel(container: HTMLElement): string {
  const label = container.querySelector<HTMLElement>(`[${WHEN_MEETING_TICKED}]`)!;
  const text = label.querySelector('span')!;
  return getComputedStyle(text).display === 'none'
    ? (label.getAttribute(WHEN_MEETING_TICKED) ?? '')
    : (text.textContent ?? '');
}

let hydrated: Hydrated | undefined;
afterEach(() => hydrated?.unmount());

describe('the submit label before the page is live', () => {
  it('reads "Send Message" while the box is not ticked', async () => {
    hydrated = await hydrateServerHtml(form);
    expect(hydrated.recoverable).toEqual([]);
    expect(shownLabel(hydrated.container)).toBe(PLAIN);
  });

  it('follows a box the browser ticked before hydration, from the server markup on', async () => {
    let beforeLive = '';
    hydrated = await hydrateServerHtml(form, (server) => {
      server.querySelector<HTMLInputElement>('input[name="bookMeeting"]')!.click();
      beforeLive = shownLabel(server);
    });
    expect(beforeLive).toBe(NO_SLOT);
    expect(hydrated.recoverable).toEqual([]);
    expect(hydrated.errors).toEqual([]);
    expect(shownLabel(hydrated.container)).toBe(NO_SLOT);
  });
});
