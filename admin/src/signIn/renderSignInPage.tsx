import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import { withBootScript } from '@app/shared-ui/host/boot/bootScriptTag';
import { AppProviders } from '../app/AppProviders';
import { AdminRoutes } from '../app/AdminRoutes';
import { ADMIN_BASENAME } from '../app/router';

/** Emotion's default key, the one the browser's app inserts its styles under and adopts. */
const EMOTION_KEY = 'css';

const HEAD_END = '</head>';
/**
 * A stylesheet a component declares with `precedence` (touchTargets.tsx): React renders it where
 * the component is, for the document's head, which a root-only render has not got.
 */
const HOISTED_STYLE = /<style data-precedence="[^"]*" data-href="[^"]*">[^<]*<\/style>/g;
const ROOT = /<div id="root">[\s\S]*?<\/div>/;

/**
 * The sign-in page (/admin/) as HTML: the app's own tree rendered at the sign-in address with
 * its styles, in the built index.html, which then loads the boot script instead of the app. The
 * form shows and reads before any script runs, and the app hydrates it when the staff member
 * first acts (admin/src/boot/start.ts).
 *
 * `template` is the built index.html; `bootSrc` the boot script's URL.
 */
export function renderSignInPage(template: string, bootSrc: string): string {
  if (!template.includes(HEAD_END) || !ROOT.test(template)) {
    throw new Error('index.html must contain </head> and <div id="root">…</div>');
  }
  const cache = createCache({ key: EMOTION_KEY });
  // Created before rendering: it puts the cache in the mode where styles are collected, not
  // written inline next to each element.
  const emotion = createEmotionServer(cache);
  const rendered = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouter basename={ADMIN_BASENAME} location={`${ADMIN_BASENAME}/`}>
          <AdminRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  const hoisted = rendered.match(HOISTED_STYLE) ?? [];
  const markup = rendered.replace(HOISTED_STYLE, '');
  const styles =
    emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup)) +
    hoisted.join('');
  return withBootScript(template, bootSrc)
    .replace(HEAD_END, () => `${styles}${HEAD_END}`)
    .replace(ROOT, () => `<div id="root">${markup}</div>`);
}
