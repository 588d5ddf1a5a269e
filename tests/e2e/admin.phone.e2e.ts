import { $, browser, expect } from '@wdio/globals';
import { API_PATHS } from '@app/contract/paths';
import { CSRF } from './support/api';
import { baseUrl } from './support/baseUrl';
import { layoutProblems, TOUCH_TARGET_PX } from './support/phoneLayout';
import { openEnquiry, signInAsStaff } from './support/staffInbox';

/** The narrowest phone the staff screens are made for. */
const PHONE = { width: 360, height: 740 };
const VISITOR = { name: 'Phone Check', email: 'phone-check@e2e.test' };

async function expectFitsThePhone(screen: string): Promise<void> {
  const { scrollWidth, clientWidth, overlaps, smallTargets } = await layoutProblems();
  expect({ screen, overlaps, smallTargets }).toEqual({ screen, overlaps: [], smallTargets: [] });
  expect(clientWidth).toBeLessThanOrEqual(PHONE.width);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

describe('the admin on a 360 px phone', () => {
  before(async () => {
    const sent = await fetch(`${baseUrl()}${API_PATHS.contact}`, {
      method: 'POST',
      headers: { ...CSRF, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...VISITOR,
        services: 'Bookkeeping',
        message: 'Checking the inbox on a phone.',
        bookMeeting: false,
      }),
    });
    expect(sent.status).toBe(201);
    await browser.setViewport(PHONE);
  });

  after(async () => {
    await browser.setWindowSize(1280, 900);
  });

  it('fits the sign-in screen', async () => {
    await browser.deleteCookies();
    await browser.url('/admin/');
    await expect($('input[name="username"]')).toBeDisplayed();
    await expectFitsThePhone('login');
  });

  it('fits the Content Library and folds the header into a menu', async () => {
    await signInAsStaff();
    await expectFitsThePhone('content library');
    await expect($('nav[aria-label="Staff screens"]')).not.toBeDisplayed();

    await $('button[aria-label="Menu"]').click();
    const menu = $('nav[aria-label="Staff menu"]');
    await expect(menu).toBeDisplayed();
    const heights = await menu.$$('a').map((link) => link.getSize('height'));
    // Blog, Inbox, Site content, Reports, Availability, Team, Privacy, Integrations, Account: the
    // admin's screens.
    expect(heights).toHaveLength(9);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    await expectFitsThePhone('staff menu');

    await menu.$('a=Inbox').click();
    await expect($('h1=Inbox')).toBeDisplayed();
    await expect(menu).not.toBeDisplayed();
    await expectFitsThePhone('inbox');
  });

  it('fits the editor', async () => {
    await browser.url('/admin/blog');
    await $('button=Create New Post').click();
    await expect($('input[name="title"]')).toBeDisplayed();
    await expectFitsThePhone('editor');
  });

  it('fits an enquiry, the team, the privacy, the integrations and the account screens', async () => {
    await openEnquiry(VISITOR.email, VISITOR.name);
    await expectFitsThePhone('enquiry');
    await browser.url('/admin/team');
    await expect($('h1=Team')).toBeDisplayed();
    await expectFitsThePhone('team');
    await browser.url('/admin/privacy');
    await expect($('h1=Privacy')).toBeDisplayed();
    await expectFitsThePhone('privacy');
    await browser.url('/admin/integrations');
    await expect($('h1=Integrations')).toBeDisplayed();
    await expectFitsThePhone('integrations');
    await browser.url('/admin/account');
    await expect($('h1=Your account')).toBeDisplayed();
    await expectFitsThePhone('account');
  });
});
