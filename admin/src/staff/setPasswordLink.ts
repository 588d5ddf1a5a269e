import { ADMIN_BASENAME, SET_PASSWORD_PATH } from '../app/paths';

/**
 * The link an admin hands to a member. The token rides in the fragment: browsers never send it
 * to a server, so it is in no access log and no Referer.
 */
export function setPasswordUrl(origin: string, token: string): string {
  return `${origin}${ADMIN_BASENAME}${SET_PASSWORD_PATH}#${token}`;
}
