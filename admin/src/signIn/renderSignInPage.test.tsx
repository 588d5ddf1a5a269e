/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { testSignInPage } from './testPage';

const page = testSignInPage();

describe('the sign-in page rendered at build time', () => {
  it('names its icon as an inline PNG: an SVG icon is a document built on the main thread', () => {
    const template = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
    const icon = /<link\s+rel="icon"\s+href="data:image\/png;base64,([A-Za-z0-9+/=]+)"/.exec(
      template,
    );
    expect(
      Buffer.from(icon?.[1] ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('loads the boot script alone, naming the app for it to load on the first act', () => {
    expect(page.match(/<script[^>]*>/g)).toEqual([
      '<script defer src="/admin/boot.5e6f7a8b.js" data-app="/admin/main.1a2b3c4d.js">',
    ]);
  });

  // As the build runs it, in Node: in a browser-like environment Emotion writes its globals to
  // the document instead of collecting them.
  it('holds the form, its styles in the head, and no noscript warning', () => {
    const doc = new JSDOM(page).window.document;
    expect(doc.querySelector('h1')?.textContent).toBe('Admin Portal');
    expect(doc.querySelector('input[name="username"]')).not.toBeNull();
    expect(doc.querySelector('input[name="password"]')?.getAttribute('type')).toBe('password');
    expect(doc.querySelector('form')?.getAttribute('method')).toBe('post');
    // The styles of every element the form shows, the theme's globals among them.
    const styled = doc.head.querySelectorAll('style[data-emotion^="css "]');
    expect(styled).toHaveLength(1);
    expect(doc.head.querySelector('style[data-emotion^="css-global"]')).not.toBeNull();
    for (const element of doc.querySelectorAll('#root [class*="css-"]')) {
      const name = /css-([a-z0-9]+)/.exec(element.getAttribute('class') ?? '')?.[1] ?? '';
      expect(styled[0]?.getAttribute('data-emotion')?.split(' ')).toContain(name);
    }
    expect(doc.querySelector('noscript')).toBeNull();
    // HTML allows style elements in the head only.
    expect(doc.querySelectorAll('body style')).toHaveLength(0);
    expect(doc.head.querySelector('style[data-href="admin-touch-targets"]')).not.toBeNull();
  });
});
