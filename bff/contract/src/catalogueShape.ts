/**
 * What keeps the languages of one message catalogue interchangeable, shared by the site's
 * catalogues and the BFF's mail catalogues (both ICU message syntax): every language has the
 * keys of the reference one and, per key, the same values and tags, so a text can never ask for
 * a value its caller does not pass. Browser-safe: no imports.
 */

/** The values (`{name}`, `{name, plural, …}`) and tags (`<accent>`) a message uses, sorted. */
export function placeholdersOf(message: string): string[] {
  const values = [...message.matchAll(/\{\s*(\w+)/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<(\w+)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...values, ...tags])].sort();
}

/**
 * How `catalogue` differs from `reference`, one line per problem ("missing key", "extra key",
 * "placeholders of key"); none when they match.
 */
export function catalogueDifferences(
  reference: Readonly<Record<string, string>>,
  catalogue: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(reference)) {
    if (!Object.hasOwn(catalogue, key)) {
      problems.push(`missing key ${key}`);
      continue;
    }
    const expected = placeholdersOf(text).join(' ');
    const found = placeholdersOf(catalogue[key] ?? '').join(' ');
    if (found !== expected) {
      problems.push(
        `placeholders of ${key}: ${found || '(none)'} instead of ${expected || '(none)'}`,
      );
    }
  }
  for (const key of Object.keys(catalogue)) {
    if (!Object.hasOwn(reference, key)) problems.push(`extra key ${key}`);
  }
  return problems;
}
