import { ATTRIBUTION_PARAMS } from '@app/contract/attribution';
import {
  ATTRIBUTION_STORAGE_KEY,
  LANDING_PARAMS,
  readAttribution,
  recordLanding,
} from './landingTouch';

const OWN = `${window.location.protocol}//${window.location.host}`;

/** A page load: the address the visitor arrived at and the page that sent them there. */
function land(path: string, referrer: string, at: string): void {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  recordLanding(window, new Date(at));
}

const stored = () => readAttribution(window.sessionStorage);

describe('recordLanding', () => {
  beforeEach(() => sessionStorage.clear());
  afterAll(() => window.history.replaceState(null, '', '/'));

  it('keeps the first touch and moves the latest one across landings', () => {
    land('/blog/vat-guide?utm_source=linkedin&utm_medium=paid', '', '2027-02-17T08:00:00Z');
    const first = {
      utm_source: 'linkedin',
      utm_medium: 'paid',
      landingPath: '/blog/vat-guide',
      at: '2027-02-17T08:00:00.000Z',
    };
    expect(stored()).toEqual({ first, last: first });

    // A link of the site: the referrer is the site itself, no parameters; nothing changes.
    land('/contact', `${OWN}/blog/vat-guide`, '2027-02-17T08:05:00Z');
    expect(stored()).toEqual({ first, last: first });

    // Back days later from a search engine, then from an ad: only the latest touch moves.
    land('/services', 'https://www.google.com/search?q=cfo', '2027-02-19T10:00:00Z');
    expect(stored()).toEqual({
      first,
      last: {
        referrerHost: 'www.google.com',
        landingPath: '/services',
        at: '2027-02-19T10:00:00.000Z',
      },
    });
    land('/ar/contact?gclid=abc&utm_campaign=ramadan', '', '2027-02-20T09:00:00Z');
    expect(stored()).toEqual({
      first,
      last: {
        utm_campaign: 'ramadan',
        gclid: 'abc',
        landingPath: '/ar/contact',
        at: '2027-02-20T09:00:00.000Z',
      },
    });
  });

  it('stores nothing for a landing without parameters or an external referrer', () => {
    land('/blog?page=2&utm_unknown=x', '', '2027-02-17T08:00:00Z');
    land('/about', `${OWN}/`, '2027-02-17T08:01:00Z');
    land('/about', 'not a url', '2027-02-17T08:02:00Z');
    expect(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the referrer host alone: no credentials, path or query', () => {
    land('/', 'https://user:secret@news.example.com:8443/a?b=c', '2027-02-17T08:00:00Z');
    expect(stored()).toMatchObject({
      first: { referrerHost: 'news.example.com', landingPath: '/' },
    });
  });

  it('keeps an Arabic path readable and cuts an oversized value', () => {
    land(
      `/ar/blog/${encodeURIComponent('دليل')}?utm_term=${'x'.repeat(5000)}`,
      '',
      '2027-02-17T08:00:00Z',
    );
    expect(stored()).toMatchObject({
      first: { landingPath: '/ar/blog/دليل', utm_term: 'x'.repeat(300) },
    });
  });

  it('sends nothing anywhere and writes no cookie', () => {
    const fetchSpy = jest.fn();
    const beacon = jest.fn();
    const realFetch = globalThis.fetch;
    Object.assign(globalThis, { fetch: fetchSpy });
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const cookie = jest.spyOn(document, 'cookie', 'set');
    land('/?utm_source=linkedin', 'https://www.linkedin.com/', '2027-02-17T08:00:00Z');
    expect(stored()).not.toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(cookie).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script, img, iframe, link')).toHaveLength(0);
    cookie.mockRestore();
    Object.assign(globalThis, { fetch: realFetch });
  });

  it('does nothing when session storage refuses to be used', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => land('/?utm_source=x', '', '2027-02-17T08:00:00Z')).not.toThrow();
    setItem.mockRestore();
  });

  it('reads the contract keys, no more, no less', () => {
    expect([...LANDING_PARAMS]).toEqual([...ATTRIBUTION_PARAMS]);
  });
});
