/**
 * Every endpoint of the BFF, named once. The BFF mounts `API_ROUTES` under `API_PREFIX`; the site,
 * the admin and the tests call `API_PATHS` (or the path builders for routes with a parameter).
 * Browser-safe.
 */
import { API_PREFIX, SIGN_IN_PATHS, SIGN_IN_ROUTES } from './signInPaths';

export { API_PREFIX };

/** Route patterns below the prefix, in the syntax of the BFF's router. */
export const API_ROUTES = {
  ...SIGN_IN_ROUTES,
  posts: '/posts',
  post: '/posts/:slug',
  media: '/media/:key',
  contentRevision: '/content/revision',
  settings: '/settings',
  availableSlots: '/calendar/available-slots',
  schedule: '/calendar/schedule',
  contact: '/contact',
  health: '/health',
  team: '/team',
  teamMember: '/team/:id',
  teamMemberDeactivate: '/team/:id/deactivate',
  teamMemberReactivate: '/team/:id/reactivate',
  teamMemberPasswordLink: '/team/:id/password-link',
  auditLog: '/audit-log',
  passwordLinkCheck: '/password-links/check',
  passwordLinkUse: '/password-links/use',
  setupCheck: '/setup/check',
  setupUse: '/setup/use',
  accountPassword: '/account/password',
  accountSessions: '/account/sessions',
  accountSession: '/account/sessions/:id',
  accountEndOtherSessions: '/account/sessions/end-others',
  staffPosts: '/staff/posts',
  staffPost: '/staff/posts/:slug',
  staffPostStatus: '/staff/posts/:slug/status',
  staffPostRevisions: '/staff/posts/:slug/revisions',
  staffPostRevision: '/staff/posts/:slug/revisions/:id',
  staffPostRevisionRestore: '/staff/posts/:slug/revisions/:id/restore',
  staffPostPreviews: '/staff/posts/:slug/previews',
  staffPostPreview: '/staff/posts/:slug/previews/:id',
  preview: '/previews/:token',
  meeting: '/meetings/:token',
  meetingCancel: '/meetings/:token/cancel',
  meetingReschedule: '/meetings/:token/reschedule',
  meetingConfirm: '/meetings/:token/confirm',
  staffMeetingCancel: '/staff/meetings/:id/cancel',
  staffMeetingReschedule: '/staff/meetings/:id/reschedule',
  staffInbox: '/staff/inbox',
  staffInboxSummary: '/staff/inbox/summary',
  staffInboxExport: '/staff/inbox/export',
  staffEnquiry: '/staff/inbox/:id',
  staffEnquiryStatus: '/staff/inbox/:id/status',
  staffEnquiryNotes: '/staff/inbox/:id/notes',
  staffEnquiryOutcome: '/staff/inbox/:id/outcome',
  staffReports: '/staff/reports',
  staffReportsExport: '/staff/reports/export',
} as const;

type Route = keyof typeof API_ROUTES;
type FixedRoute = {
  [K in Route]: (typeof API_ROUTES)[K] extends `${string}:${string}` ? never : K;
}[Route];

/** The full path of each endpoint without a parameter, e.g. `API_PATHS.posts` is `/api/posts`. */
export const API_PATHS = {
  ...SIGN_IN_PATHS,
  posts: `${API_PREFIX}${API_ROUTES.posts}`,
  contentRevision: `${API_PREFIX}${API_ROUTES.contentRevision}`,
  settings: `${API_PREFIX}${API_ROUTES.settings}`,
  availableSlots: `${API_PREFIX}${API_ROUTES.availableSlots}`,
  schedule: `${API_PREFIX}${API_ROUTES.schedule}`,
  contact: `${API_PREFIX}${API_ROUTES.contact}`,
  health: `${API_PREFIX}${API_ROUTES.health}`,
  team: `${API_PREFIX}${API_ROUTES.team}`,
  auditLog: `${API_PREFIX}${API_ROUTES.auditLog}`,
  passwordLinkCheck: `${API_PREFIX}${API_ROUTES.passwordLinkCheck}`,
  passwordLinkUse: `${API_PREFIX}${API_ROUTES.passwordLinkUse}`,
  setupCheck: `${API_PREFIX}${API_ROUTES.setupCheck}`,
  setupUse: `${API_PREFIX}${API_ROUTES.setupUse}`,
  accountPassword: `${API_PREFIX}${API_ROUTES.accountPassword}`,
  accountSessions: `${API_PREFIX}${API_ROUTES.accountSessions}`,
  accountEndOtherSessions: `${API_PREFIX}${API_ROUTES.accountEndOtherSessions}`,
  staffPosts: `${API_PREFIX}${API_ROUTES.staffPosts}`,
  staffInbox: `${API_PREFIX}${API_ROUTES.staffInbox}`,
  staffInboxSummary: `${API_PREFIX}${API_ROUTES.staffInboxSummary}`,
  staffInboxExport: `${API_PREFIX}${API_ROUTES.staffInboxExport}`,
  staffReports: `${API_PREFIX}${API_ROUTES.staffReports}`,
  staffReportsExport: `${API_PREFIX}${API_ROUTES.staffReportsExport}`,
} as const satisfies Record<FixedRoute, string>;

/** `/api/posts/{slug}`: the slug is one path segment whatever it holds. */
export function postPath(slug: string): string {
  return `${API_PATHS.posts}/${encodeURIComponent(slug)}`;
}

/** `/api/team/{id}`, and its actions: `deactivate`, `reactivate`, `password-link`. */
export function teamMemberPath(
  id: number,
  action?: 'deactivate' | 'reactivate' | 'password-link',
): string {
  return `${API_PATHS.team}/${id}${action ? `/${action}` : ''}`;
}

/** `/api/account/sessions/{id}` */
export function accountSessionPath(id: string): string {
  return `${API_PATHS.accountSessions}/${encodeURIComponent(id)}`;
}

/**
 * `/api/staff/posts/{slug}` (a post of any status, read by staff), and below it `status`,
 * `revisions`, `revisions/{id}`, `revisions/{id}/restore`, `previews`, `previews/{id}`.
 */
export function staffPostPath(
  slug: string,
  ...below:
    | []
    | ['status']
    | ['revisions']
    | ['revisions', number]
    | ['revisions', number, 'restore']
    | ['previews']
    | ['previews', number]
): string {
  return [`${API_PATHS.staffPosts}/${encodeURIComponent(slug)}`, ...below].join('/');
}

/** `/api/previews/{token}` */
export function previewPath(token: string): string {
  return `${API_PREFIX}/previews/${encodeURIComponent(token)}`;
}

/** `/api/meetings/{token}` (a manage link's meeting), and its actions `cancel`, `reschedule`. */
export function meetingPath(token: string, action?: 'cancel' | 'reschedule' | 'confirm'): string {
  return `${API_PREFIX}/meetings/${encodeURIComponent(token)}${action ? `/${action}` : ''}`;
}

/** `/api/staff/meetings/{id}/cancel` and `/reschedule`: staff act on a meeting by its id. */
export function staffMeetingPath(id: string, action: 'cancel' | 'reschedule'): string {
  return `${API_PREFIX}/staff/meetings/${encodeURIComponent(id)}/${action}`;
}

/** `/api/staff/inbox/{id}` (one enquiry), and its actions `status`, `notes` and `outcome`. */
export function staffEnquiryPath(id: string, action?: 'status' | 'notes' | 'outcome'): string {
  return `${API_PATHS.staffInbox}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
}
