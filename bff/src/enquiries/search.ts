/**
 * How the inbox's `q` matches: a case-insensitive substring of the name, the e-mail or the
 * message. SQLite folds only ASCII letters (in LIKE and in LOWER) and MariaDB's unicode_ci
 * collation folds accents too ('zoe' finds 'Zoë'), so neither database is asked to fold: each
 * enquiry keeps `search_text`, its three fields folded here, and `q` is folded the same way and
 * matched byte for byte (a binary collation on MariaDB). Both databases then find the same rows.
 */

/** Folds text for matching: one Unicode form (a pasted é may be one code point or two), lower case. */
export function foldForSearch(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/**
 * What `search_text` holds. The fields are joined by a line break, which a search cannot contain
 * (the query is one line), so no match runs from the end of one field into the next.
 */
export function searchTextOf(fields: { name: string; email: string; message: string }): string {
  return foldForSearch(`${fields.name}\n${fields.email}\n${fields.message}`);
}

/** The escape character of every LIKE the inbox runs, passed as a replacement (see likePattern). */
export const LIKE_ESCAPE = '\\';

/**
 * `q` as a LIKE pattern for "contains": `%`, `_` and the escape character itself are escaped, so
 * a search for "50%" or "a_b" finds those characters and nothing else. Use with
 * `ESCAPE :escape` bound to LIKE_ESCAPE: a replacement is quoted for each dialect (MySQL reads a
 * backslash in a literal as an escape, SQLite does not), and SQLite has no default escape at all.
 */
export function containsPattern(q: string): string {
  return `%${foldForSearch(q).replace(/[\\%_]/g, (c) => `${LIKE_ESCAPE}${c}`)}%`;
}
