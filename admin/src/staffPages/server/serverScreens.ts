import { matchPath } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/paths';
import type { StaffPostList } from '@app/contract/editorial';
import { inboxSearchParams, type InboxPage, type InboxSummary } from '@app/contract/inbox';
import { settingsQueryKey } from '@app/contract/queries';
import type { PublicSettings } from '@app/contract/settings';
import { DASHBOARD_PATH, INBOX_PATH } from '../../app/paths';
import { staffRoles as blogRoles } from '../../blog/BlogRoute';
import { statusFromParams } from '../../blog/statusFromParams';
import { filtersFromParams } from '../../inbox/filters';
import { inboxListPath } from '../../inbox/inboxApi';
import { staffRoles as inboxRoles } from '../../inbox/InboxRoute';
import { inboxListQuery, inboxSummaryQuery } from '../../inbox/queries';
import { staffPostsPath } from '../../posts/postsApi';
import { staffPostsQuery } from '../../posts/queries';

/** A GET of the BFF made with the staff member's own cookie. */
export type ReadApi = <T>(path: string) => Promise<T>;

/** A staff screen the server renders, with what its first render reads. */
export interface ServerScreen {
  /** The route's path inside the admin (no /admin prefix). */
  path: string;
  /** Who may open it: the screen's own roles (a member of another role gets the app's answer). */
  roles: readonly string[];
  /**
   * Fills the cache with every read the screen's first render makes, under the keys the browser
   * uses; rejects when one fails, and the screen is then left to the app.
   */
  prefetch(client: QueryClient, read: ReadApi, params: URLSearchParams): Promise<unknown>;
}

/** The header's count of new enquiries, on every screen of the staff shell. */
const inboxSummary = (client: QueryClient, read: ReadApi) =>
  client.fetchQuery({
    ...inboxSummaryQuery(),
    queryFn: () => read<InboxSummary>(API_PATHS.staffInboxSummary),
  });

/**
 * The screens the server renders: the inbox, which staff open from a phone, from a notification,
 * and the Content Library, the dashboard's home. Each reads at once, and its code comes on the
 * first act. Any other address is the app's (index.html), as before.
 */
export const SERVER_SCREENS: readonly ServerScreen[] = [
  {
    path: DASHBOARD_PATH,
    roles: blogRoles,
    prefetch: (client, read, params) => {
      const status = statusFromParams(params);
      return Promise.all([
        client.fetchQuery({
          ...staffPostsQuery(status),
          queryFn: () => read<StaffPostList>(staffPostsPath(status)),
        }),
        // The business's zone, which the library's publish times are on (BusinessTimeZone).
        client.fetchQuery({
          queryKey: settingsQueryKey,
          queryFn: () => read<PublicSettings>(API_PATHS.settings),
        }),
        inboxSummary(client, read),
      ]);
    },
  },
  {
    path: INBOX_PATH,
    roles: inboxRoles,
    prefetch: (client, read, params) => {
      // The first page of what the address's filters ask for, as InboxPage asks for it.
      const search = inboxSearchParams({ ...filtersFromParams(params), cursor: undefined });
      return Promise.all([
        client.fetchQuery({
          ...inboxListQuery(search),
          queryFn: () => read<InboxPage>(inboxListPath(search)),
        }),
        inboxSummary(client, read),
      ]);
    },
  },
];

/** The server-rendered screen at `address` (a path inside the admin), if any. */
export function serverScreenAt(address: string): ServerScreen | undefined {
  return SERVER_SCREENS.find((screen) => matchPath({ path: screen.path, end: true }, address));
}
