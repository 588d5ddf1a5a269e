import {
  PUBLISH_AT_FIELD,
  PUBLISH_AT_PAST_MESSAGE,
  type PostStatus,
  type StatusChange,
} from '@app/contract/editorial';
import { ValidationError } from '../http/errors';

/** The workflow columns of a post. */
export interface PostState {
  status: PostStatus;
  publishAt: Date | null;
  publishedAt: Date | null;
}

/**
 * Refuses a schedule that is not in the future (400 on publishAt). Checked against the server's
 * clock, before any image of the save is stored.
 */
export function checkSchedule(change: StatusChange | undefined, now: Date): void {
  if (change?.status === 'scheduled' && change.publishAt.getTime() <= now.getTime()) {
    throw new ValidationError({ [PUBLISH_AT_FIELD]: [PUBLISH_AT_PAST_MESSAGE] });
  }
}

/**
 * The state after `change`. publishedAt means "when it last went public": it is set each time the
 * post becomes published (again), and kept through saves while it stays published, through an
 * unpublish (staff still see when it was out) and through a schedule (the scheduler sets it).
 */
export function nextState(current: PostState, change: StatusChange, now: Date): PostState {
  switch (change.status) {
    case 'published':
      return {
        status: 'published',
        publishAt: null,
        publishedAt: current.status === 'published' ? current.publishedAt : now,
      };
    case 'draft':
      return { status: 'draft', publishAt: null, publishedAt: current.publishedAt };
    case 'scheduled':
      return { status: 'scheduled', publishAt: change.publishAt, publishedAt: current.publishedAt };
  }
}

/** A new post's state: published unless the form says otherwise. */
export function initialState(change: StatusChange | undefined, now: Date): PostState {
  return nextState(
    { status: 'draft', publishAt: null, publishedAt: null },
    change ?? { status: 'published' },
    now,
  );
}
