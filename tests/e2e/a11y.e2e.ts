import { readFileSync } from 'node:fs';
import { $, browser, expect } from '@wdio/globals';
import { en } from '@app/site/messages/en';
import { E2E_ADMIN } from '../stack/testAccounts';
import { deletePost, PNG_1X1, samplePost, savePost, signIn } from './support/api';
import { baseUrl } from './support/baseUrl';
import { panelTexts, slotsSettled } from './support/bookingPanel';
import { hydrated } from './support/hydrated';
import { animationsDone, dismissToasts } from './support/toasts';

/** axe-core's browser build, injected into each page (it is not part of any bundle). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe on the current document; the serious and critical findings. */
async function seriousViolations(): Promise<Violation[]> {
  await animationsDone();
  await browser.execute(AXE_SOURCE);
  const violations = await browser.executeAsync((done: (result: Violation[]) => void) => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<unknown> } }).axe;
    void axe.run(document).then((raw) => {
      const result = raw as {
        violations: Array<{
          id: string;
          impact: string | null;
          help: string;
          nodes: Array<{ target: unknown[]; failureSummary?: string }>;
        }>;
      };
      done(
        result.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes
            .slice(0, 3)
            .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
        })),
      );
    });
  });
  return violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** Lazy parts (article body, booking panel, images) have rendered once the document is idle. */
async function settled(): Promise<void> {
  await browser.executeAsync((done: () => void) => requestIdleCallback(() => done()));
}

describe('axe-core: no serious or critical finding on the public pages and the admin screens', () => {
  const article = samplePost('Accessible article');
  let cookie: string;

  before(async () => {
    cookie = await signIn(baseUrl());
    expect((await savePost(baseUrl(), cookie, article, { image: PNG_1X1 })).status).toBe(201);
  });

  after(async () => {
    await deletePost(baseUrl(), cookie, article.slug);
  });

  for (const path of [
    '/',
    '/about',
    '/services',
    '/packages',
    '/blog',
    `/blog/${article.slug}`,
    '/contact',
    '/no-such-page',
  ]) {
    it(`${path === `/blog/${article.slug}` ? 'an article' : path}`, async () => {
      await browser.url(path);
      await hydrated();
      await settled();
      expect(await seriousViolations()).toEqual([]);
    });
  }

  it('a service dialog, open', async () => {
    await browser.url('/services');
    await hydrated();
    await $('button*=Payroll').click();
    await expect($('dialog[open]')).toBeDisplayed();
    expect(await seriousViolations()).toEqual([]);
  });

  it('/contact with the booking panel and the services list open', async () => {
    await browser.url('/contact');
    await hydrated();
    await $('label*=book a meeting').click();
    await slotsSettled(panelTexts(en));
    await $('button*=Select services').click();
    await expect($('label*=Payroll')).toBeDisplayed();
    await settled();
    const violations = await seriousViolations();
    await browser.keys('Escape');
    expect(violations).toEqual([]);
  });

  it('the admin login', async () => {
    await browser.deleteCookies();
    await browser.url('/admin/');
    await expect($('input[name="username"]')).toBeDisplayed();
    expect(await seriousViolations()).toEqual([]);
  });

  it('the dashboard, signed in', async () => {
    await $('input[name="username"]').setValue(E2E_ADMIN.username);
    await $('input[name="password"]').setValue(E2E_ADMIN.password);
    await $('button[type="submit"]').click();
    await expect($('h1=Content Library')).toBeDisplayed();
    await expect($(`//article[.//h2[normalize-space()="${article.title}"]]`)).toBeDisplayed();
    await settled();
    expect(await seriousViolations()).toEqual([]);
  });

  it('the editor dialog, open', async () => {
    await $('button=Create New Post').click();
    await expect($('[role="dialog"]')).toBeDisplayed();
    await settled();
    const violations = await seriousViolations();
    // Closed before judging, so the next screen is reached either way.
    await browser.keys('Escape');
    await expect($('[role="dialog"]')).not.toBeDisplayed();
    expect(violations).toEqual([]);
  });

  it('the delete dialog, open', async () => {
    await dismissToasts();
    const card = `//article[.//h2[normalize-space()="${article.title}"]]`;
    await $(`${card}//button[starts-with(normalize-space(), "Delete")]`).click();
    await expect($('[role="alertdialog"]')).toBeDisplayed();
    await settled();
    const violations = await seriousViolations();
    await browser.keys('Escape');
    expect(violations).toEqual([]);
  });
});
