import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AdminRoutes } from '../app/AdminRoutes';
import { ADMIN_BASENAME } from '../app/router';
import { adminDocument, EMOTION_KEY } from '../serverRender/adminDocument';

/**
 * The sign-in page (/admin/) as HTML: the app's own tree rendered at the sign-in address with
 * its styles, in the built index.html, which then loads the boot script instead of the app. The
 * form shows and reads before any script runs, and the app hydrates it when the staff member
 * first acts (admin/src/boot/start.ts).
 *
 * `template` is the built index.html; `bootSrc` the boot script's URL.
 */
export function renderSignInPage(template: string, bootSrc: string): string {
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
  return adminDocument({ template, bootSrc, rendered, emotion });
}
