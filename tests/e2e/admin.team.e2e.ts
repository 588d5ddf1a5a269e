import { $, $$, browser, expect } from '@wdio/globals';
import type { TeamResponse } from '@app/contract/staff';
import { E2E_ADMIN } from '../stack/testAccounts';
import { CSRF, signIn } from './support/api';
import { baseUrl } from './support/baseUrl';

const MODERATOR = `e2e-mod-${Date.now().toString(36)}`;
const FIRST_PASSWORD = 'tangerine-orbit-ledger-42';
const SECOND_PASSWORD = 'walnut-ceiling-harbour-77';

/** A link of the header's staff-screen navigation. */
const staffScreen = (name: string) => $('nav[aria-label="Staff screens"]').$(`a=${name}`);

async function signInThroughForm(username: string, password: string): Promise<void> {
  await browser.url('/admin/');
  await $('input[name="username"]').setValue(username);
  await $('input[name="password"]').setValue(password);
  await $('button[type="submit"]').click();
  await expect($('h1=Content Library')).toBeDisplayed();
}

/** Who `/api/auth/me` says a Cookie header belongs to, asked outside the browser. */
async function whoHolds(cookie: string): Promise<string | null> {
  const response = await fetch(`${baseUrl()}/api/auth/me`, { headers: { Cookie: cookie } });
  const body = (await response.json()) as { user: { username: string } | null };
  return body.user?.username ?? null;
}

describe('staff accounts through nginx and two BFF replicas', () => {
  let link = '';

  it('an admin adds a moderator and is shown a one-time set-password link', async () => {
    await browser.deleteCookies();
    await signInThroughForm(E2E_ADMIN.username, E2E_ADMIN.password);
    await staffScreen('Team').click();
    await expect($('h1=Team')).toBeDisplayed();
    const form = $('form[aria-label="Add a member"]');
    await form.$('input').setValue(MODERATOR);
    await form.$('button[type="submit"]').click();
    const field = $(`input[aria-label="Set-password link for ${MODERATOR}"]`);
    await expect(field).toBeDisplayed();
    link = await field.getValue();
    expect(link).toMatch(/\/admin\/set-password#[A-Za-z0-9_-]{43}$/);
    await expect($(`th=${MODERATOR}`)).toBeDisplayed();
    await $('button=Logout').click();
    await expect($('h1=Admin Portal')).toBeDisplayed();
  });

  it('the moderator sets a password through the link and signs in', async () => {
    await browser.url(link);
    await expect($(`strong=${MODERATOR}`)).toBeDisplayed();
    const [password, repeated] = await $$('input[type="password"]');
    await password!.setValue(FIRST_PASSWORD);
    await repeated!.setValue(FIRST_PASSWORD);
    await $('button=Set password').click();
    await expect($('*=Your password is set')).toBeDisplayed();
    // The link worked once (a full load: the same URL again would only be a fragment change).
    await browser.url('/admin/');
    await browser.url(link);
    await expect($('[role="alert"]')).toHaveText(expect.stringContaining('no longer valid'));
    await signInThroughForm(MODERATOR, FIRST_PASSWORD);
  });

  it('changing the password ends the moderator’s session elsewhere', async () => {
    const elsewhere = await signIn(baseUrl(), { username: MODERATOR, password: FIRST_PASSWORD });
    expect(await whoHolds(elsewhere)).toBe(MODERATOR);

    await staffScreen('Account').click();
    await expect($('h1=Your account')).toBeDisplayed();
    await expect($('*=This device')).toBeDisplayed();
    const form = $('form[aria-label="Change password"]');
    const [current, next] = await form.$$('input[type="password"]');
    await current!.setValue(FIRST_PASSWORD);
    await next!.setValue(SECOND_PASSWORD);
    await form.$('button[type="submit"]').click();
    await expect($('*=1 other session was signed out.')).toBeDisplayed();

    expect(await whoHolds(elsewhere)).toBeNull();
    await staffScreen('Blog').click();
    await expect($('h1=Content Library')).toBeDisplayed();
  });

  it('the admin deactivates the moderator, whose open dashboard is signed out on its next call', async () => {
    const admin = await signIn(baseUrl());
    const team = (await (
      await fetch(`${baseUrl()}/api/team`, { headers: { Cookie: admin } })
    ).json()) as TeamResponse;
    const id = team.members.find((member) => member.username === MODERATOR)!.id;
    const deactivated = await fetch(`${baseUrl()}/api/team/${id}/deactivate`, {
      method: 'POST',
      headers: { ...CSRF, Cookie: admin },
    });
    expect(deactivated.status).toBe(200);

    // Still on the dashboard; its next call is answered 401 and it gives way to the sign-in screen.
    await staffScreen('Account').click();
    await expect($('h1=Admin Portal')).toBeDisplayed();
    await expect($('*=Access Denied')).toBeDisplayed();
    await $('input[name="username"]').setValue(MODERATOR);
    await $('input[name="password"]').setValue(SECOND_PASSWORD);
    await $('button[type="submit"]').click();
    await expect($('*=Invalid username or password')).toBeDisplayed();
  });
});
