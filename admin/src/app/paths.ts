/** The admin app lives under /admin; router paths below are relative to it. */
export const ADMIN_BASENAME = '/admin';
export const LOGIN_PATH = '/';
/** Where a signed-in user lands. */
export const DASHBOARD_PATH = '/blog';
/** Admins: the team's accounts and the audit log. */
export const TEAM_PATH = '/team';
/** Every member: their password and sessions. */
export const ACCOUNT_PATH = '/account';
/** Where a set-password link lands; the token follows in the fragment, never sent to a server. */
export const SET_PASSWORD_PATH = '/set-password';
/** Admins and moderators: contact messages and booked meetings; one enquiry at `/inbox/{id}`. */
export const INBOX_PATH = '/inbox';
/** Admins and moderators: where enquiries came from and what became of them. */
export const REPORTS_PATH = '/reports';
/** Admins edit, moderators read: business hours, closures, holidays, booking rules. */
export const AVAILABILITY_PATH = '/availability';
/** Admins and moderators: the site's texts, prices and contact details. */
export const SITE_CONTENT_PATH = '/site';
/** Admins: how long enquiries are kept, a person's access and erasure requests. */
export const PRIVACY_PATH = '/privacy';
/** Admins: the webhooks that send enquiries and meetings to the firm's other tools. */
export const INTEGRATIONS_PATH = '/integrations';
