import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { $, browser, expect } from '@wdio/globals';
import { E2E_ADMIN } from '../stack/testAccounts';
import { deletePost, PNG_1X1, samplePost, savePost, signIn } from './support/api';
import { absoluteUrl, baseUrl } from './support/baseUrl';

/** The Nu HTML Checker, run with the system's Java (tests/stack/ensure-system-deps.sh). */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  lastColumn?: number;
}

/**
 * The checker's CSS grammar predates CSS Anchor Positioning and container queries, which the
 * native popovers use (`anchor-name`, `position-anchor`, `position-area`, `position-try-fallbacks`,
 * `anchor()`/`anchor-size()` values, `container-type: anchored` and `@container`): it calls each
 * an error. Only those messages are set aside; every other CSS or HTML error still fails.
 */
const NEWER_CSS_THAN_THE_CHECKER = [
  /^CSS: “(anchor-name|position-anchor|position-area|position-try-fallbacks|container-type)”: Property “\1” doesn't exist\./,
  /^CSS: “(top|right|bottom|left|width|height)”: “anchor(-size)?\([^)]*\)” is not a “\1” value\./,
  /^CSS: Unrecognized at-rule “@container”/,
];

/**
 * Checks every document in one run of the checker (the JVM takes seconds to start) and returns
 * each error as `page line:column message (extract)`.
 */
async function vnuErrors(documents: ReadonlyMap<string, string>): Promise<string[]> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const pages = new Map<string, string>();
    const files = [...documents].map(([page, html], index) => {
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, html);
      pages.set(pathToFileURL(file).href, page);
      return file;
    });
    const output = await new Promise<string>((resolve, reject) => {
      // Exit status 1 only says that errors were found; the JSON says which.
      execFile(
        'java',
        ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => {
          if (stdout.trim().startsWith('{')) resolve(stdout);
          else reject(new Error(`vnu did not report: ${error?.message ?? ''} ${stderr}`));
        },
      );
    });
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    const known = (message: VnuMessage) =>
      NEWER_CSS_THAN_THE_CHECKER.some((pattern) => pattern.test(message.message ?? ''));
    return messages
      .filter((message) => !known(message))
      .map((message) => {
        const page = pages.get(message.url?.replace(/^file:\/(?!\/)/, 'file:///') ?? '');
        const where = `${message.lastLine ?? '?'}:${message.lastColumn ?? '?'}`;
        const extract = message.extract?.trim().slice(0, 200) ?? '';
        return `${page ?? message.url ?? '(no file)'} ${where} ${message.type}: ${message.message} (${extract})`;
      });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The document as Chromium holds it now, after the app rendered into it. */
async function renderedDom(): Promise<string> {
  const html = await browser.execute(() => document.documentElement.outerHTML);
  return `<!DOCTYPE html>\n${html}`;
}

describe('HTML validity (Nu HTML Checker) of every public page and the admin screens', () => {
  const article = samplePost('Valid markup');
  const documents = new Map<string, string>();
  let cookie: string;

  before(async () => {
    cookie = await signIn(baseUrl());
    expect((await savePost(baseUrl(), cookie, article, { image: PNG_1X1 })).status).toBe(201);
  });

  after(async () => {
    await deletePost(baseUrl(), cookie, article.slug);
  });

  it('collects the public pages as nginx serves them', async () => {
    for (const [page, status] of [
      ['/', 200],
      ['/about', 200],
      ['/services', 200],
      ['/packages', 200],
      ['/blog', 200],
      [`/blog/${article.slug}`, 200],
      ['/contact', 200],
      ['/no-such-page', 404],
      ['/ar', 200],
      ['/ar/about', 200],
      ['/ar/services', 200],
      ['/ar/packages', 200],
      ['/ar/blog', 200],
      ['/ar/contact', 200],
      ['/ar/no-such-page', 404],
    ] as const) {
      const response = await fetch(absoluteUrl(page));
      expect([page, response.status]).toEqual([page, status]);
      documents.set(page, await response.text());
    }
  });

  it('collects the admin sign-in, dashboard and editor as Chromium renders them', async () => {
    await browser.deleteCookies();
    await browser.url('/admin/');
    await expect($('input[name="username"]')).toBeDisplayed();
    documents.set('admin sign-in', await renderedDom());

    await $('input[name="username"]').setValue(E2E_ADMIN.username);
    await $('input[name="password"]').setValue(E2E_ADMIN.password);
    await $('button[type="submit"]').click();
    await expect($('h1=Content Library')).toBeDisplayed();
    await expect($(`//article[.//h2[normalize-space()="${article.title}"]]`)).toBeDisplayed();
    documents.set('admin dashboard', await renderedDom());

    await $('button=Create New Post').click();
    await expect($('[role="dialog"]')).toBeDisplayed();
    documents.set('admin editor', await renderedDom());
    await browser.keys('Escape');
  });

  it('finds no error in any of them', async function () {
    // One JVM for all the documents, on a machine whose two cores are shared.
    this.timeout(240_000);
    expect([...documents.keys()]).toHaveLength(18);
    // A control the checker must fault, so that a checker reporting nothing cannot pass.
    documents.set(
      'control',
      '<!DOCTYPE html><html lang="en"><head><title>x</title>' +
        '<style>.a{anchor-name:--a;colour:red}</style></head>' +
        '<body><a href="/" type="button">x</a></body></html>',
    );
    const errors = await vnuErrors(documents);
    // The anchor property is set aside; the misspelt one and the bad attribute are not.
    const control = errors.filter((error) => error.startsWith('control '));
    expect(control).toHaveLength(2);
    expect(control).toEqual(
      expect.arrayContaining([
        expect.stringContaining('“colour”'),
        expect.stringContaining('Bad value “button” for attribute “type” on element “a”'),
      ]),
    );
    expect(errors.filter((error) => !error.startsWith('control '))).toEqual([]);
  });
});
