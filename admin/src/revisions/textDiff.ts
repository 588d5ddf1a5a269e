import { diffLines, diffWordsWithSpace } from 'diff';

/** Which side a piece of text is on: only the first text, only the second, or both. */
export type DiffKind = 'removed' | 'added' | 'same';

export interface DiffPiece {
  kind: DiffKind;
  text: string;
}

/** A row of a line diff: a line, or a run of unchanged lines left out. */
export type DiffRow = DiffPiece | { kind: 'skipped'; count: number };

const kindOf = (change: { added: boolean; removed: boolean }): DiffKind =>
  change.added ? 'added' : change.removed ? 'removed' : 'same';

/**
 * One line end, and every line ended: otherwise a last line without its newline would differ from
 * the same line with one, and show as removed and added.
 */
function asLines(text: string): string {
  const lf = text.replace(/\r\n?/g, '\n');
  return lf === '' || lf.endsWith('\n') ? lf : `${lf}\n`;
}

/** Line by line, from `from` to `to`: what only `from` has is removed, only `to` added. */
export function diffTextLines(from: string, to: string): DiffPiece[] {
  const lines: DiffPiece[] = [];
  for (const change of diffLines(asLines(from), asLines(to))) {
    const kind = kindOf(change);
    const parts = change.value.split('\n');
    // A change that ends with its newline does not start one more (empty) line.
    if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
    for (const text of parts) lines.push({ kind, text });
  }
  return lines;
}

/** Word by word (spaces kept), for short fields such as a title. */
export function diffTextWords(from: string, to: string): DiffPiece[] {
  return diffWordsWithSpace(from, to).map((change) => ({
    kind: kindOf(change),
    text: change.value,
  }));
}

/**
 * The lines worth reading: every changed line with `context` unchanged lines around it; longer
 * unchanged runs are counted instead of shown.
 */
export function withContext(lines: readonly DiffPiece[], context = 2): DiffRow[] {
  const near = lines.map((_, index) =>
    lines
      .slice(Math.max(0, index - context), index + context + 1)
      .some((line) => line.kind !== 'same'),
  );
  const rows: DiffRow[] = [];
  let skipped: DiffPiece[] = [];
  const flush = () => {
    // Leaving out a single line saves nothing: show it.
    if (skipped.length === 1) rows.push(skipped[0]!);
    else if (skipped.length > 1) rows.push({ kind: 'skipped', count: skipped.length });
    skipped = [];
  };
  lines.forEach((line, index) => {
    if (near[index]) {
      flush();
      rows.push(line);
    } else {
      skipped.push(line);
    }
  });
  flush();
  return rows;
}

export const hasChanges = (pieces: readonly DiffPiece[]) =>
  pieces.some((piece) => piece.kind !== 'same');
