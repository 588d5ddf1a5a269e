/**
 * The two reads of the BFF's public state other than the pages' own: the content revision (the
 * site renderer validates its page cache with it) and the public settings. Apart from client.ts so
 * that a screen needing only the typed client, like the admin's sign-in, carries no endpoint list.
 */
import { apiJson, type ApiRequestInit } from './client';
import { CONTENT_REVISION_PATH, isContentRevision } from './contentRevision';
import { isPublicSettings, SETTINGS_PATH, type PublicSettings } from './settings';

/**
 * GET /api/content/revision. `apiOrigin` is empty in the browser and the BFF's origin on a server
 * (the site renderer validates its page cache with it). Throws on anything but a revision.
 */
export async function fetchContentRevision(
  apiOrigin = '',
  init: Pick<ApiRequestInit, 'signal'> = {},
): Promise<number> {
  const body = await apiJson<unknown>(`${apiOrigin}${CONTENT_REVISION_PATH}`, init);
  if (!isContentRevision(body)) throw new Error('GET /api/content/revision: not a revision');
  return body.revision;
}

/** GET /api/settings, from the BFF's origin (`''` in the browser). Throws on anything else. */
export async function fetchSettings(
  apiOrigin = '',
  init: Pick<ApiRequestInit, 'signal'> = {},
): Promise<PublicSettings> {
  const body = await apiJson<unknown>(`${apiOrigin}${SETTINGS_PATH}`, init);
  if (!isPublicSettings(body)) throw new Error('GET /api/settings: not the settings');
  return body;
}
