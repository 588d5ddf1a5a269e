/**
 * Staff accounts: the team screen (admins), a member's own account screen, set-password links
 * and the audit log. Shared by the BFF and the admin. Browser-safe: imports nothing but zod and
 * the sign-in rules it extends.
 */
import { errorText } from './errorCodes';
import { z } from 'zod';
import { loginRequest, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from './auth';

export type StaffRole = (typeof ROLES)[number];
/** `invited`: added, password not set yet. `deactivated`: can no longer sign in. */
export const MEMBER_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A set-password link is valid this long after it was made. */
export const PASSWORD_LINK_TTL_MS = 48 * 60 * 60 * 1000;
/** Audit entries older than this are deleted. */
export const AUDIT_RETENTION_DAYS = 180;
/** Audit entries per page of the team screen's log. */
export const AUDIT_PAGE_SIZE = 50;

export const roleField = z.enum(ROLES, { error: errorText('field.role') });

/** The new password of a set-password link or a password change: the sign-in form's rules. */
export const newPasswordField = z
  .string({ error: errorText('field.password-required') })
  .min(1, { error: errorText('field.password-required'), abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: errorText('field.password-too-short'), abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: errorText('field.password-too-long') });

/** POST /api/team: a new member; the answer carries their one-time set-password link. */
export const addMemberRequest = z.object({
  username: loginRequest.shape.username,
  role: roleField,
});
export type AddMemberRequest = z.input<typeof addMemberRequest>;

/** PATCH /api/team/:id */
export const changeRoleRequest = z.object({ role: roleField });
export type ChangeRoleRequest = z.input<typeof changeRoleRequest>;

/** A set-password token: 32 random bytes, base64url. */
const tokenField = z
  .string({ error: errorText('field.token-required') })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: errorText('field.token-malformed') });

/** POST /api/password-links/check */
export const passwordLinkCheckRequest = z.object({ token: tokenField });
/** POST /api/password-links/use */
export const passwordLinkUseRequest = z.object({ token: tokenField, password: newPasswordField });
export type PasswordLinkUseRequest = z.input<typeof passwordLinkUseRequest>;

/** POST /api/account/password */
export const changePasswordRequest = z.object({
  currentPassword: z
    .string({ error: errorText('field.current-password-required') })
    .min(1, { error: errorText('field.current-password-required'), abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: errorText('field.password-too-long') }),
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export interface TeamMember {
  id: number;
  username: string;
  role: string;
  status: MemberStatus;
  /** ISO 8601, or null when they never signed in. */
  lastSignInAt: string | null;
  createdAt: string;
}

/** 200 of GET /api/team */
export interface TeamResponse {
  members: TeamMember[];
}

/** A one-time set-password link, as shown once to the admin who made it. */
export interface PasswordLink {
  /** The secret: the admin builds `<origin>/admin/set-password#<token>` from it. */
  token: string;
  expiresAt: string;
}

/** 201 of POST /api/team, 200 of POST /api/team/:id/password-link */
export interface MemberWithLinkResponse {
  member: TeamMember;
  link: PasswordLink;
}

/** 200 of PATCH /api/team/:id and of deactivate / reactivate */
export interface MemberResponse {
  member: TeamMember;
}

/** 200 of POST /api/password-links/check: whose link it is, nothing else. */
export interface PasswordLinkCheckResponse {
  username: string;
}

/** Said for every link that cannot be used: unknown, expired, used or of a removed account. */
export const PASSWORD_LINK_INVALID_MESSAGE = errorText('team.password-link-invalid');

export interface StaffSession {
  /** Opaque handle for ending it. */
  id: string;
  /** E.g. "Chrome on macOS"; "Unknown device" when the browser did not say. */
  device: string;
  address: string | null;
  signedInAt: string;
  lastSeenAt: string;
  /** The session making this request. */
  current: boolean;
}

/** 200 of GET /api/account/sessions, newest activity first. */
export interface StaffSessionsResponse {
  sessions: StaffSession[];
}

export const AUDIT_EVENTS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-change',
  'password-set',
  'password-link',
  'member-add',
  'role-change',
  'deactivation',
  'reactivation',
  'session-end',
  'post-delete',
  'enquiry-status',
  'enquiry-note',
  'enquiry-delete',
  'enquiry-outcome',
  'report-export',
  'inbox-export',
  'preview-link',
  'preview-revoke',
  'post-publish',
  'post-unpublish',
  'post-schedule',
  'revision-restore',
  'meeting-cancel',
  'meeting-reschedule',
  'password-check-failed',
  'availability-change',
  'site-publish',
  'privacy-settings',
  'privacy-retention',
  'privacy-export',
  'privacy-erase',
  'webhook-change',
  'advisor-change',
  'meeting-reassign',
  'feed-change',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export interface AuditEntry {
  id: number;
  at: string;
  event: AuditEvent;
  /** Who did it; null for a failed sign-in or a set-password link. */
  actor: string | null;
  /** Whom or what it concerned: a username, a post's slug. */
  subject: string | null;
  detail: string | null;
  address: string | null;
}

/** 200 of GET /api/audit-log[?before=id]: newest first; `nextBefore` pages on. */
export interface AuditLogResponse {
  entries: AuditEntry[];
  nextBefore: number | null;
}

/** 200 of POST /api/account/password and /api/account/sessions/end-others */
export interface EndedSessionsResponse {
  message: string;
  /** How many other sessions of the member ended. */
  endedSessions: number;
}
