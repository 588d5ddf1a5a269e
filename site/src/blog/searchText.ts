/**
 * The blog's search rule in one place, for the live page (./postList.ts) and for the boot script
 * that filters the server's cards before the page is live (../boot/earlyPostFilter.ts): the two
 * match on the same text with the same function, so they cannot disagree. No imports: this is
 * part of the boot script, which must stay a few hundred bytes.
 */

/**
 * Between the fields: form feed, a control character the post contract refuses in titles,
 * descriptions and tags (so a field never contains it and the parts split back exactly) and one
 * that HTML allows in an attribute, where the server writes this text.
 */
const FIELD_SEPARATOR = '\f';

/** What a post is searched on: its title, description and tags. */
export function searchTextOf(post: { title: string; description: string; tags: string }): string {
  return [post.title, post.description, post.tags].join(FIELD_SEPARATOR);
}

/** Whether one of the fields contains the term, ignoring case; a blank term matches every post. */
export function matchesSearch(searchText: string, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return (
    needle === '' ||
    searchText
      .toLowerCase()
      .split(FIELD_SEPARATOR)
      .some((field) => field.includes(needle))
  );
}

/**
 * The line shown while the boot script filters the list: the catalogue's summary
 * (`blog.search.summary`, whose only values are `{count}` and `{term}`) filled in with the count
 * and the trimmed term. The page writes that text, in its language, on the search box for the
 * script (./earlyFilterMarks.ts); the live list formats the same message itself.
 */
export function fillSearchSummary(template: string, count: number, trimmedTerm: string): string {
  // A function, so that a `$` the visitor typed is never read as a replacement pattern.
  return template.replace('{count}', `${count}`).replace('{term}', () => trimmedTerm);
}
