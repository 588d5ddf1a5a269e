import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const bffRoot = path.resolve(__dirname, '..');

/** The one owner of the `bookings` table, and the migrations that make it. */
const OWNERS = ['src/meetings/store/', 'src/db/migrations/'];

/** SQL that reads or writes the table; the word alone (a comment, a name) is not SQL. */
const NAMES_THE_TABLE = /\b(?:from|join|into|update|delete\s+from)\s+`?bookings\b/i;

/**
 * The lines of `text` whose SQL names the `bookings` table. SQL lives in string and template
 * literals, so only those are read: comments and identifiers may say "bookings" freely.
 */
function sqlNamingBookings(file: string, text: string): number[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const found = NAMES_THE_TABLE.exec(node.getText(source));
      if (found !== null) {
        const at = node.getStart(source) + found.index;
        lines.push(source.getLineAndCharacterOfPosition(at).line + 1);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/** The BFF's source files (tests and their fixtures aside), relative to `bff/`. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(bffRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

describe('the bookings table has one owner', () => {
  it('finds the table named in SQL, however the statement is written', () => {
    const text = [
      "const a = 'SELECT id FROM bookings WHERE id = :id';",
      'const b = `SELECT e.id FROM enquiries e',
      '  LEFT JOIN bookings b ON b.id = e.booking_id`;',
      'const c = `insert into bookings (id) VALUES (:id)`;',
      "const d = 'UPDATE bookings SET status = :status';",
      'const e = `DELETE FROM',
      '   bookings WHERE id = ${id}`;',
    ].join('\n');
    expect(sqlNamingBookings('x.ts', text)).toEqual([1, 3, 4, 5, 6]);
  });

  it('lets comments, names and other tables say "bookings"', () => {
    const text = [
      '/** Reads the bookings from the store: SELECT id FROM bookings, in words. */',
      '// the meetings still to come (few: bookings reach weeks ahead)',
      'const bookings = rows.map((row) => row.booking_id);',
      "const sql = 'SELECT id FROM bookings_archive';",
      "const note = 'Upcoming bookings';",
    ].join('\n');
    expect(sqlNamingBookings('x.ts', text)).toEqual([]);
  });

  it('is named in SQL only by meetings/store/ and the migrations', () => {
    const offenders = ['src', 'contract/src', 'server-kit/src']
      .flatMap(sourceFiles)
      .filter((file) => !OWNERS.some((owner) => file.startsWith(owner)))
      .flatMap((file) =>
        sqlNamingBookings(file, readFileSync(path.join(bffRoot, file), 'utf8')).map(
          (line) => `bff/${file}:${line}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});
