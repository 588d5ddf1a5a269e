import type createEmotionServer from '@emotion/server/create-instance';
import { withBootScript } from '@app/shared-ui/host/boot/bootScriptTag';

/** Emotion's default key, the one the browser's app inserts its styles under and adopts. */
export const EMOTION_KEY = 'css';

const HEAD_END = '</head>';
/**
 * A stylesheet a component declares with `precedence` (touchTargets.tsx): React renders it where
 * the component is, for the document's head, which a root-only render has not got.
 */
const HOISTED_STYLE = /<style data-precedence="[^"]*" data-href="[^"]*">[^<]*<\/style>/g;
const ROOT = /<div id="root">[\s\S]*?<\/div>/;

export interface AdminDocumentParts {
  /** The built index.html. */
  template: string;
  /** The boot script's URL, loaded in place of the app's entry. */
  bootSrc: string;
  /** The app's tree rendered at the page's address. */
  rendered: string;
  /** The Emotion server of the cache the tree was rendered with. */
  emotion: ReturnType<typeof createEmotionServer>;
  /** What follows the root element: the page state's script element. */
  afterRoot?: string;
}

/**
 * An admin page rendered ahead of the app (the sign-in page at build time, a staff screen at
 * request time): the built index.html with the rendered tree in its root, the tree's styles in
 * its head (HTML allows style elements there only) and the boot script in place of the app.
 */
export function adminDocument({
  template,
  bootSrc,
  rendered,
  emotion,
  afterRoot = '',
}: AdminDocumentParts): string {
  if (!template.includes(HEAD_END) || !ROOT.test(template)) {
    throw new Error('index.html must contain </head> and <div id="root">…</div>');
  }
  const hoisted = rendered.match(HOISTED_STYLE) ?? [];
  const markup = rendered.replace(HOISTED_STYLE, '');
  const styles =
    emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup)) +
    hoisted.join('');
  // Deferred: the boot script reads the page state the server wrote at the end of the body.
  return withBootScript(template, bootSrc, 'defer')
    .replace(HEAD_END, () => `${styles}${HEAD_END}`)
    .replace(ROOT, () => `<div id="root">${markup}</div>${afterRoot}`);
}
