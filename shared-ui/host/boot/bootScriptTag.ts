/** The host build's entry script tag in index.html (HtmlRspackPlugin writes it deferred). */
const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/;

/**
 * When the boot script runs. `defer`: once the page is parsed, for a boot script that reads what
 * the server wrote into the body (the admin's page state). `async`: as soon as it arrives, for one
 * that only listens and reads the address (the site's): the page's end, its DOMContentLoaded and
 * the browser's work at that moment then no longer wait for it, so a tap on a page still arriving
 * is not answered after a script that came one round trip late.
 */
export type BootLoading = 'async' | 'defer';

/**
 * Puts the boot script in place of the app's entry: the page then loads the boot script alone,
 * which loads the entry named in data-app when the visitor first acts (each host's boot script,
 * e.g. site/src/boot/start.ts).
 */
export function withBootScript(template: string, bootSrc: string, loading: BootLoading): string {
  if (!ENTRY_SCRIPT.test(template)) {
    throw new Error('index.html must load its entry with <script defer src="…"></script>');
  }
  return template.replace(
    ENTRY_SCRIPT,
    (_match, entrySrc: string) =>
      `<script ${loading} src="${bootSrc}" data-app="${entrySrc}"></script>`,
  );
}
