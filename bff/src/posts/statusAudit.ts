import type { PostStatus, StaffPost } from '@app/contract/editorial';
import type { AuditRecord } from '../audit/auditLog';

/** A post's state as far as the audit log tells it: what the public sees, and when. */
export interface AuditedState {
  status: PostStatus;
  publishAt: string | null;
}

/**
 * The audit entry of a save or status change that moved a post into or out of public view, or
 * changed when it goes out; null when it did neither. `before` is null for a new post. A
 * scheduled post that is put back to draft had its schedule changed (to none), not unpublished.
 */
export function statusAudit(
  before: AuditedState | null,
  after: StaffPost,
): Pick<AuditRecord, 'event' | 'subject' | 'detail'> | null {
  const subject = after.slug;
  if (after.status === 'published') {
    return before?.status === 'published' ? null : { event: 'post-publish', subject };
  }
  if (after.status === 'scheduled') {
    const unchanged = before?.status === 'scheduled' && before.publishAt === after.publishAt;
    return unchanged ? null : { event: 'post-schedule', subject, detail: `for ${after.publishAt}` };
  }
  if (before?.status === 'published') return { event: 'post-unpublish', subject };
  if (before?.status === 'scheduled') {
    return { event: 'post-schedule', subject, detail: 'schedule removed' };
  }
  return null;
}

/** The audited state of a post row or answer. */
export const auditedStateOf = (post: {
  status: PostStatus;
  publishAt: Date | string | null;
}): AuditedState => ({
  status: post.status,
  publishAt: post.publishAt instanceof Date ? post.publishAt.toISOString() : post.publishAt,
});
