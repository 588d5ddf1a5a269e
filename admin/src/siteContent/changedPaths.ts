/** The dotted paths of the texts and values that differ between two versions of a document. */
export function changedPaths(before: unknown, after: unknown, path: string[] = []): string[] {
  if (
    typeof before !== 'object' ||
    before === null ||
    typeof after !== 'object' ||
    after === null
  ) {
    return before === after ? [] : [path.join('.') || '(everything)'];
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((key) =>
    changedPaths(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      [...path, key],
    ),
  );
}
