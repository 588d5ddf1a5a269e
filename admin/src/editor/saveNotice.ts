import type { PostStatus, StaffPost, StatusChangeRequest } from '@app/contract/editorial';
import { publishesOn } from '../editorial/publishTime';
import type { EditorMode } from './slugRules';

/** What a save does to the status: keep it (or publish, for a create), or set one. */
export type SaveAction = 'keep' | PostStatus;

/** The success toast of a save: what happened to the post, in words. */
export function savedNotice(
  mode: EditorMode,
  before: PostStatus | null,
  change: StatusChangeRequest | undefined,
  saved: Pick<StaffPost, 'publishAt'>,
  /** The business's zone, in which a publish time is said. */
  zone: string,
): { title: string; description?: string } {
  switch (change?.status) {
    case undefined:
      return { title: mode === 'edit' ? 'Post updated successfully' : 'Post created successfully' };
    case 'draft':
      if (before === 'published') {
        return { title: 'Post moved to drafts', description: 'It is no longer public.' };
      }
      if (before === 'scheduled') {
        return { title: 'Post moved to drafts', description: 'It is no longer scheduled.' };
      }
      return { title: 'Draft saved', description: 'It is not public until you publish it.' };
    case 'published':
      return { title: 'Post published' };
    case 'scheduled':
      return {
        title: before === 'scheduled' ? 'Post rescheduled' : 'Post scheduled',
        description: publishesOn(saved.publishAt ?? change.publishAt, zone),
      };
  }
}
