import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import { jsonForScript } from '@app/shared-ui/host/jsonForScript';
import { renderToMarkup } from '@app/shared-ui/host/server/renderToMarkup';
import { AppProviders } from '../../app/AppProviders';
import { AdminRoutes } from '../../app/AdminRoutes';
import { ADMIN_BASENAME } from '../../app/paths';
import { adminDocument, EMOTION_KEY } from '../../serverRender/adminDocument';
import { STAFF_PAGE_STATE_ID, type StaffPageState } from '../pageState';

export interface StaffPageParts {
  /** The built index.html. */
  template: string;
  /** The boot script's URL. */
  bootSrc: string;
  /** The screen's address, who is signed in, their zone and the reads, all made already. */
  state: StaffPageState;
}

/**
 * A staff screen as HTML: the app's own tree (providers, router, the staff shell and the screen,
 * their lazy parts included) rendered from the page state, which travels with it for the app to
 * hydrate from when the staff member first acts.
 */
export async function renderStaffPage({
  template,
  bootSrc,
  state,
}: StaffPageParts): Promise<string> {
  const cache = createCache({ key: EMOTION_KEY });
  // Created before rendering: it puts the cache in the mode where styles are collected.
  const emotion = createEmotionServer(cache);
  const rendered = await renderToMarkup(
    <CacheProvider value={cache}>
      <AppProviders pageState={state}>
        <StaticRouter basename={ADMIN_BASENAME} location={`${ADMIN_BASENAME}${state.address}`}>
          <AdminRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  return adminDocument({
    template,
    bootSrc,
    rendered,
    emotion,
    afterRoot: `<script type="application/json" id="${STAFF_PAGE_STATE_ID}">${jsonForScript(state)}</script>`,
  });
}
