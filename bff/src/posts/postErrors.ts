/** The refusals of the posts service that are not input errors: they carry their HTTP status. */

/** Another post already has the slug (409). */
export class SlugTakenError extends Error {
  readonly status = 409;
  readonly expose = true;

  constructor(readonly slug: string) {
    super(`A post with the slug "${slug}" already exists`);
    this.name = 'SlugTakenError';
  }
}

/** The revision asked for is not one of the post's (404). */
export class RevisionNotFoundError extends Error {
  readonly status = 404;
  readonly expose = true;

  constructor() {
    super('Revision not found');
    this.name = 'RevisionNotFoundError';
  }
}
