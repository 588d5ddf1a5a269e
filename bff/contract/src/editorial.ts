/**
 * The editorial workflow: a post's status (draft, scheduled, published), its revisions and its
 * private preview links. Only published posts exist publicly (GET /api/posts and everything built
 * on it); staff read and change the rest through the staff calls below. Shared by the BFF and the
 * admin, and by the site for the preview page. Browser-safe: imports nothing but zod.
 */
import { errorText } from './errorCodes';
import { z } from 'zod';
import type { Post, PostSummary } from './posts';

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The newest revisions kept per post; older ones (and images only they show) are deleted. */
export const MAX_KEPT_REVISIONS = 25;
/** A preview link works this long after it was made, unless revoked first. */
export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// --- multipart fields of POST /api/posts and PUT /api/posts/:slug ------------------------------

/**
 * `published` (the default of a create: "Create Post" publishes), `draft` or `scheduled`. Absent
 * on an update: the post keeps its status.
 */
export const STATUS_FIELD = 'status';
/** With `scheduled`: when the post goes public, ISO 8601 with a zone or offset. */
export const PUBLISH_AT_FIELD = 'publishAt';

export const PUBLISH_AT_REQUIRED_MESSAGE = errorText('posts.publish-at-required');
export const PUBLISH_AT_INVALID_MESSAGE = errorText('posts.publish-at-invalid');
/** A schedule in the past is refused rather than published at once: the editor meant a date. */
export const PUBLISH_AT_PAST_MESSAGE = errorText('posts.publish-at-past');

/** Date-times as ISO 8601 with a zone designator ("Z" or "+04:00"); anything else is refused. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The `YYYY-MM-DD` a value starts with names a day of the calendar. Date() rolls an impossible
 * day over (February 30th becomes March 2nd), so a typo would schedule the post for another day.
 */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** The publish time as sent: parsed to a Date, or refused with the field's message. */
export const publishAtField = z
  .string({ error: PUBLISH_AT_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: PUBLISH_AT_REQUIRED_MESSAGE, abort: true })
  .regex(ISO_WITH_ZONE, { error: PUBLISH_AT_INVALID_MESSAGE, abort: true })
  .transform((value, ctx) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime()) || !isCalendarDay(value)) {
      ctx.issues.push({ code: 'custom', message: PUBLISH_AT_INVALID_MESSAGE, input: value });
      return z.NEVER;
    }
    return date;
  });

/**
 * The status part of a save or of POST /api/staff/posts/:slug/status. Whether a scheduled time
 * lies in the future is the server's check (its clock decides), with PUBLISH_AT_PAST_MESSAGE.
 */
export const statusChange = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('draft') }),
    z.object({ status: z.literal('published') }),
    z.object({ status: z.literal('scheduled'), publishAt: publishAtField }),
  ],
  { error: errorText('posts.status') },
);
export type StatusChangeRequest = z.input<typeof statusChange>;
export type StatusChange = z.output<typeof statusChange>;

// --- what staff read ------------------------------------------------------------------------------

/** A post as staff see it: the public fields plus its workflow state and who wrote it. */
export interface StaffPostSummary extends PostSummary {
  status: PostStatus;
  /** When a scheduled post goes public (UTC ISO); null unless scheduled. */
  publishAt: string | null;
  /** Username of whoever created the post, null for demo content or a removed account. */
  createdBy: string | null;
  /** Username of whoever saved it last. */
  updatedBy: string | null;
}

export interface StaffPost extends StaffPostSummary {
  content: string;
}

/** GET /api/staff/posts[?status=…]: the posts of the filter, newest first, and every count. */
export interface StaffPostList {
  posts: StaffPostSummary[];
  counts: Record<PostStatus, number>;
}

/** The `status` query parameter of GET /api/staff/posts; absent means every status. */
export const staffPostsQuery = z.object({
  status: z.enum(POST_STATUSES, { error: errorText('posts.status') }).optional(),
});

// --- revisions ------------------------------------------------------------------------------------

/** A kept earlier version: what the post said before a save, as of when and by whom. */
export interface PostRevisionSummary {
  id: number;
  title: string;
  /** When this version was saved (it was current from then until the next save). */
  savedAt: string;
  /** Who saved this version. */
  savedBy: string | null;
}

/** GET /api/staff/posts/:slug/revisions/:id */
export interface PostRevision extends PostRevisionSummary {
  description: string;
  content: string;
  tags: string;
  imagePath: string | null;
}

// --- preview links --------------------------------------------------------------------------------

/** A preview link as listed: the token itself is shown once, when made, and never stored. */
export interface PreviewLink {
  id: number;
  createdAt: string;
  expiresAt: string;
  createdBy: string | null;
}

/** 201 of POST /api/staff/posts/:slug/previews */
export interface CreatedPreviewLink extends PreviewLink {
  /** The site path to share, `/preview/<token>`. */
  path: string;
}

/**
 * GET /api/previews/:token (no session needed: the token is the key). A draft or scheduled post
 * comes back whole; a post published since answers with its slug, so the page sends the reader
 * to the public article instead of the old draft. Unknown, expired or revoked tokens are 404.
 */
export type PreviewResponse = { post: Post } | { publishedSlug: string };
