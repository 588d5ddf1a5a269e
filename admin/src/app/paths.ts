/** The admin app lives under /admin; router paths below are relative to it. */
export const ADMIN_BASENAME = '/admin';
export const LOGIN_PATH = '/';
/** Where a signed-in user lands. */
export const DASHBOARD_PATH = '/blog';
