import { readFileSync } from 'node:fs';
import path from 'node:path';
import { $, browser, expect } from '@wdio/globals';
import { ARTIFACTS_DIR } from '../stack/paths';
import { E2E_ADMIN } from '../stack/testAccounts';

interface MeAnswer {
  status: number;
  username?: string;
}

/** Calls /api/auth/me from the page, so the browser's own session cookie goes along. */
async function whoAmI(times: number): Promise<MeAnswer[]> {
  // The page function is async: WebDriver awaits it, and `await` unwraps both promise layers.
  return await browser.execute(async (count: number) => {
    const answers: { status: number; username?: string }[] = [];
    for (let i = 0; i < count; i++) {
      const response = await fetch('/api/auth/me', { credentials: 'include' });
      const body = (await response.json()) as { user?: { username: string } };
      answers.push({ status: response.status, username: body.user?.username });
    }
    return answers;
  }, times);
}

/** How many `/api/auth/me` requests one replica answered with `status`, from its JSON log. */
function meRequestsLogged(replica: number, status: number): number {
  const log = readFileSync(path.join(ARTIFACTS_DIR, `bff-${replica}.log`), 'utf8');
  return log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; path?: string; status?: number })
    .filter((entry) => entry.msg === 'request' && entry.path === '/api/auth/me')
    .filter((entry) => entry.status === status).length;
}

async function signIn(username: string, password: string): Promise<void> {
  await browser.url('/admin/');
  await $('input[name="username"]').setValue(username);
  await $('input[name="password"]').setValue(password);
  await $('button[type="submit"]').click();
}

describe('admin sign-in through nginx and two BFF replicas', () => {
  it('refuses a wrong password with the banner and the destructive toast', async () => {
    await signIn(E2E_ADMIN.username, 'not-the-password');
    await expect($('[role="alert"]')).toBeDisplayed();
    await expect($('*=Authentication Failed')).toBeDisplayed();
  });

  it('signs in, and the session holds on every replica until logout revokes it', async () => {
    await browser.deleteCookies();
    // Upper case and spaces: the form trims and lower-cases the username before sending.
    await signIn(`  ${E2E_ADMIN.username.toUpperCase()} `, E2E_ADMIN.password);
    await expect($('*=Login Successful')).toBeDisplayed();

    const before = [1, 2].map((replica) => meRequestsLogged(replica, 200));
    const answers = await whoAmI(8);
    expect(answers).toEqual(Array(8).fill({ status: 200, username: E2E_ADMIN.username }));
    // nginx spreads the calls over both replicas: sessions live in the database, not in a process.
    const after = [1, 2].map((replica) => meRequestsLogged(replica, 200));
    expect(after[0]).toBeGreaterThan(before[0] ?? 0);
    expect(after[1]).toBeGreaterThan(before[1] ?? 0);

    const logout = await browser.execute(async () => {
      const response = await fetch('/api/logout', {
        method: 'POST',
        credentials: 'include',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      return response.status;
    });
    expect(logout).toBe(200);
    // Signed out is an answer (200 with no user), not an error in the console.
    expect(await whoAmI(2)).toEqual([{ status: 200 }, { status: 200 }]);
  });
});
