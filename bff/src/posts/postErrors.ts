import { errorText, type Refusal } from '@app/contract/errorCodes';

/** The refusals of the posts service that are not input errors: they carry their HTTP status. */

/** Another post already has the slug (409). */
export class SlugTakenError extends Error {
  readonly status = 409;
  readonly expose = true;

  readonly refusal: Refusal;

  constructor(readonly slug: string) {
    super(errorText('posts.slug-taken', { slug }));
    this.refusal = { code: 'posts.slug-taken', params: { slug } };
    this.name = 'SlugTakenError';
  }
}

/** The revision asked for is not one of the post's (404). */
export class RevisionNotFoundError extends Error {
  readonly status = 404;
  readonly expose = true;

  readonly refusal: Refusal = { code: 'posts.revision-not-found' };

  constructor() {
    super(errorText('posts.revision-not-found'));
    this.name = 'RevisionNotFoundError';
  }
}
