/** The host build's entry script tag in index.html (HtmlRspackPlugin writes it deferred). */
const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/;

/**
 * Puts the boot script in place of the app's entry: the page then loads the boot script alone,
 * which loads the entry named in data-app when the visitor first acts (each host's boot script,
 * e.g. site/src/boot/start.ts).
 */
export function withBootScript(template: string, bootSrc: string): string {
  if (!ENTRY_SCRIPT.test(template)) {
    throw new Error('index.html must load its entry with <script defer src="…"></script>');
  }
  return template.replace(
    ENTRY_SCRIPT,
    (_match, entrySrc: string) => `<script defer src="${bootSrc}" data-app="${entrySrc}"></script>`,
  );
}
