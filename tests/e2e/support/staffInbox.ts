import { $, browser, expect } from '@wdio/globals';
import { E2E_ADMIN } from '../../stack/testAccounts';

/** A link of the header's staff-screen navigation. */
export const staffScreen = (name: string) => $('nav[aria-label="Staff screens"]').$(`a*=${name}`);

/** Signs in through the admin's form (after signing out whoever was signed in). */
export async function signInAsStaff(
  account: { username: string; password: string } = E2E_ADMIN,
): Promise<void> {
  // A live admin page would fetch with the dropped session and log a 401 of its own: leave it for
  // a script-free page of the same origin first, so deleting the cookies reaches this origin's.
  await browser.url('/robots.txt');
  await browser.deleteCookies();
  await browser.url('/admin/');
  await $('input[name="username"]').setValue(account.username);
  await $('input[name="password"]').setValue(account.password);
  await $('button[type="submit"]').click();
  await expect($('h1=Content Library')).toBeDisplayed();
}

/**
 * Opens the enquiry of `name` from the inbox, searched by `search` (an e-mail address), as the
 * staff member signed in in this browser.
 */
export async function openEnquiry(search: string, name: string): Promise<void> {
  await browser.url(`/admin/inbox?q=${encodeURIComponent(search)}`);
  await expect($('h1=Inbox')).toBeDisplayed();
  await $(`a=${name}`).click();
  await expect($(`h1=${name}`)).toBeDisplayed();
}

/** The text of the enquiry page's main content. */
export async function enquiryText(): Promise<string> {
  return await $('main').getText();
}

/**
 * The meeting history of the enquiry from `email` as the stack's admin sees it in the inbox
 * (signed in afresh), at a desktop width, the window's size restored.
 */
export async function meetingHistorySeenByStaff(email: string, name: string): Promise<string> {
  const size = await browser.getWindowSize();
  await browser.setWindowSize(1280, 900);
  try {
    await browser.url('/admin/inbox');
    // Wait for the page to decide: sampling once could see neither and sign out a live session.
    const inbox = $('h1=Inbox');
    const signIn = $('input[name="username"]');
    await browser.waitUntil(
      async () => (await inbox.isDisplayed()) || (await signIn.isDisplayed()),
      {
        timeoutMsg: 'the admin showed neither the inbox nor the sign-in form',
      },
    );
    if (!(await inbox.isDisplayed())) await signInAsStaff();
    await openEnquiry(email, name);
    const history = $('ol[aria-label="Meeting history"]');
    await expect(history).toBeDisplayed();
    return `${await enquiryText()}`;
  } finally {
    await browser.setWindowSize(size.width, size.height);
  }
}
