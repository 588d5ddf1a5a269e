/**
 * Module Federation runtime plugin used by the site and admin hosts.
 *
 * Hosts are built with `shared_ui@/shared-ui/remoteEntry.js`; this plugin rewrites that entry at
 * run time to `window.__APP_CONFIG__.sharedUiUrl` (or the default path) resolved against the page
 * origin, so one build runs behind any domain and the kit can move to a CDN without a rebuild.
 *
 * It lives outside shared-ui/src on purpose: it has to run before the remote is fetched, so the
 * hosts cannot take it from the remote at run time. Both host configs bundle this same file at
 * build time through a relative path (`../shared-ui/mf/resolveRemote.ts`).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { AppConfig } from './app-config';

export const SHARED_UI_REMOTE = 'shared_ui';
export const DEFAULT_SHARED_UI_ENTRY = '/shared-ui/remoteEntry.js';

export function sharedUiEntryUrl(config: AppConfig | undefined, origin: string): string {
  return new URL(config?.sharedUiUrl ?? DEFAULT_SHARED_UI_ENTRY, origin).href;
}

export default function resolveRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'resolve-shared-ui-remote',
    beforeRequest(args) {
      for (const remote of args.options.remotes) {
        if (remote.name === SHARED_UI_REMOTE && 'entry' in remote) {
          remote.entry = sharedUiEntryUrl(window.__APP_CONFIG__, window.location.origin);
        }
      }
      return args;
    },
  };
}
