import { $, browser, expect } from '@wdio/globals';
import { JSDOM } from 'jsdom';
import { HOSTILE_PAYLOADS } from '@app/shared-ui/test/hostilePayloads';
import { E2E_ADMIN } from '../stack/testAccounts';
import { deletePost, savePost, signIn, type PostFields } from './support/api';
import { baseUrl } from './support/baseUrl';
import { hydrated } from './support/hydrated';
import { dismissToasts } from './support/toasts';

/**
 * Script-running payloads saved as a post through the API, then rendered by the server and
 * hydrated in Chromium on every page that shows posts, and in the admin's dashboard and editor
 * preview. Each payload tries to set a global named xss_… (or __pwned) or to open a dialog.
 */
const stamp = Date.now().toString(36);
const MARK = `XSS probe ${stamp}`;

/** Page-level tricks beyond the kit renderer's own corpus (shared-ui/src/article/hostilePayloads.ts). */
const PAGE_PAYLOADS = [
  // Break out of the JSON page state the server inlines, or of a JSON-LD block.
  '</script><script>top.xss_state_breakout=1;alert(1)</script>',
  '<!--<script>top.xss_comment=1</script>-->',
  '\u2028\u2029<script>top.xss_line_separator=1</script>',
  '"><img src=x onerror="top.xss_attribute_break=1">',
  "'><svg onload='top.xss_single_quote=1'>",
  '&lt;img src=x onerror=top.xss_entity=1&gt;',
  '&#60;script&#62;top.xss_numeric_entity=1&#60;/script&#62;',
  '<svg><animate onbegin="top.xss_animate=1" attributeName="x" dur="1s"/></svg>',
  '<svg><use href="data:image/svg+xml,&lt;svg id=x xmlns=http://www.w3.org/2000/svg&gt;&lt;image href=1 onerror=top.xss_use=1 /&gt;&lt;/svg&gt;#x"/></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:top.xss_math=1">m</maction></math>',
  '<noscript><p title="</noscript><img src=x onerror=top.xss_noscript=1>"></noscript>',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=top.xss_mutation=1>',
  '[md link](javascript:top.xss_md_link=1)',
  '![md image](x"onerror="top.xss_md_image=1)',
  '[data link](data:text/html;base64,PHNjcmlwdD50b3AueHNzX2RhdGE9MTwvc2NyaXB0Pg==)',
  '<a href="vbscript:top.xss_vbscript=1">vb</a>',
  '<iframe srcdoc="<script>top.xss_srcdoc=1</script>"></iframe>',
  '<object data="data:text/html,<script>top.xss_object=1</script>"></object>',
  '<img src=x onerror=top.xss_u\u200bnicode=1 alt="zero width">',
  '<scr\u0000ipt>top.xss_nul=1</scr\u0000ipt>',
];

/** Drops C0 controls (the contract refuses them), keeping tab and line breaks if asked. */
function withoutControls(text: string, keepLineBreaks: boolean): string {
  return Array.from(text)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 || (keepLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d));
    })
    .join('');
}

const XSS_POST: PostFields = {
  title: `${MARK} <img src=x onerror=top.xss_title=1></title><script>top.xss_title2=1</script>`,
  slug: `xss-probe-${stamp}`,
  description: `${MARK} "><svg onload=top.xss_description=1> </script><script>top.xss_description2=1;alert(1)</script>`,
  tags: `<img src=x onerror=top.xss_tag=1>, javascript:top.xss_tag2=1, "><script>top.xss_tag3=1</script>`,
  content: [`${MARK}`, ...HOSTILE_PAYLOADS, ...PAGE_PAYLOADS]
    // The content must not carry characters the contract refuses (NUL, other C0 controls).
    .map((payload) => withoutControls(payload, true))
    .join('\n\n'),
};

interface Findings {
  globals: string[];
  handlers: string[];
  urls: string[];
  scripts: number;
  frames: number;
}

/**
 * What a payload would have left in a document had it run (globals), or the means to run later:
 * event-handler attributes, script URLs, executable scripts mentioning a payload, frames.
 * Self-contained: wdio sends its source to the browser, and the server's HTML goes through it
 * in jsdom (where no script runs).
 */
function inspectDocument(given?: Document): Findings {
  const doc = given ?? document;
  const view = (doc.defaultView ?? {}) as Record<string, unknown>;
  const globals = Object.keys(view).filter((name) => name.startsWith('xss_') || name === '__pwned');
  const handlers: string[] = [];
  const urls: string[] = [];
  for (const element of Array.from(doc.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) handlers.push(`${element.tagName}[${name}]`);
      // Browsers skip whitespace and control characters in a URL's scheme.
      const value = Array.from(attribute.value)
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      const urlAttribute = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(
        name,
      );
      if (
        name === 'srcdoc' ||
        (urlAttribute &&
          (/^(javascript|vbscript):/.test(value) || value.startsWith('data:text/html')))
      ) {
        urls.push(`${element.tagName}[${name}=${attribute.value.slice(0, 60)}]`);
      }
    }
  }
  const scripts = Array.from(doc.querySelectorAll('script')).filter(
    (script) =>
      (script.type === '' || /javascript|module/.test(script.type)) &&
      /xss_|__pwned|alert\(/.test(script.textContent ?? ''),
  ).length;
  const frames = doc.querySelectorAll('iframe, object, embed, frame').length;
  return { globals, handlers, urls, scripts, frames };
}

async function findings(): Promise<Findings> {
  // The function itself goes to the browser, which calls it without a document.
  return await browser.execute(inspectDocument as unknown as () => Findings);
}

const CLEAN: Findings = { globals: [], handlers: [], urls: [], scripts: 0, frames: 0 };

describe('XSS corpus saved as a post: nothing runs, server-rendered, hydrated or in the admin', () => {
  const dialogs: string[] = [];
  let cookie: string;

  before(async () => {
    await browser.sessionSubscribe({ events: ['browsingContext.userPromptOpened'] });
    browser.on('browsingContext.userPromptOpened', (event: { message?: string }) => {
      dialogs.push(event.message ?? '(no message)');
    });
    cookie = await signIn(baseUrl());
    const saved = await savePost(baseUrl(), cookie, XSS_POST);
    expect(saved.status).toBe(201);
  });

  after(async () => {
    await deletePost(baseUrl(), cookie, XSS_POST.slug);
  });

  afterEach(() => {
    expect(dialogs).toEqual([]);
  });

  for (const [page, path, shows] of [
    ['the article', `/blog/xss-probe-${stamp}`, true],
    ['/blog', '/blog', true],
    ['the home page', '/', false],
  ] as const) {
    it(`serves ${page} with nothing executable in the server's HTML`, async () => {
      const response = await fetch(new URL(path, baseUrl()));
      expect(response.status).toBe(200);
      const html = await response.text();
      if (shows) expect(html).toContain(MARK);
      expect(inspectDocument(new JSDOM(html).window.document)).toEqual(CLEAN);
    });

    it(`runs no payload on ${page} once hydrated`, async () => {
      await browser.url(path);
      await hydrated();
      if (shows) await expect($(`*=${MARK}`)).toBeExisting();
      // The lazy parts (article body, images) have rendered once the document is idle.
      await browser.executeAsync((done: () => void) => requestIdleCallback(() => done()));
      expect(await findings()).toEqual(CLEAN);
    });
  }

  it('runs no payload in the admin dashboard or the editor preview', async () => {
    await browser.deleteCookies();
    await browser.url('/admin/');
    await $('input[name="username"]').setValue(E2E_ADMIN.username);
    await $('input[name="password"]').setValue(E2E_ADMIN.password);
    await $('button[type="submit"]').click();
    await expect($('h1=Content Library')).toBeDisplayed();
    const card = `//article[.//h2[contains(normalize-space(), "${MARK}")]]`;
    await expect($(card)).toBeDisplayed();
    expect(await findings()).toEqual(CLEAN);
    await dismissToasts();

    const edit = $(`${card}//button[starts-with(normalize-space(), "Edit")]`);
    const dialog = $('[role="dialog"]');
    // The editor is a lazy chunk and its preview renders the whole corpus; a click that lands
    // while a toast fades out above the button is lost, so it is given again until the dialog opens.
    await browser.waitUntil(
      async () => {
        if (await dialog.isDisplayed()) return true;
        await edit.click();
        return dialog.isDisplayed();
      },
      { timeout: 30_000, interval: 3_000, timeoutMsg: 'the editor never opened' },
    );
    await expect(dialog.$('.article-body')).toHaveText(expect.stringContaining(MARK));
    await browser.executeAsync((done: () => void) => requestIdleCallback(() => done()));
    expect(await findings()).toEqual(CLEAN);
    await browser.keys('Escape');
  });
});
