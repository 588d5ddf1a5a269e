import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '..');

/** The source files (tests aside) of one folder of the admin, with every module they import. */
function importsOf(folder: string): { file: string; specifier: string }[] {
  const dir = path.join(SRC, folder);
  return readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .flatMap((name) => {
      const file = path.join(dir, name);
      // The compiler's own scan: static imports, re-exports and import() alike.
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      return importedFiles.map(({ fileName }) => ({ file, specifier: fileName }));
    });
}

/** Every module a source file imports statically (import and export ... from), tests aside. */
function staticImportsIn(folder: string): { file: string; specifier: string }[] {
  const dir = path.join(SRC, folder);
  return readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .flatMap((name) => {
      const file = path.join(dir, name);
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      return source.statements.flatMap((statement) =>
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        !(ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly)
          ? [{ file: `${folder}/${name}`, specifier: statement.moduleSpecifier.text }]
          : [],
      );
    });
}

const FOLDERS = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('module boundaries', () => {
  // The dashboard loads the dialogs lazily; an import back would make a cycle, and tie the
  // dialogs' chunks to the dashboard's code.
  it.each(['editor', 'delete', 'revisions', 'previews', 'editorial'])(
    'the %s folder imports nothing from the dashboard',
    (folder) => {
      const intoDashboard = importsOf(folder).filter(
        ({ file, specifier }) =>
          specifier.startsWith('.') &&
          path.resolve(path.dirname(file), specifier).startsWith(path.join(SRC, 'dashboard')),
      );

      expect(
        intoDashboard.map(({ file, specifier }) => `${path.basename(file)}: ${specifier}`),
      ).toEqual([]);
    },
  );

  // The revision and preview panels, and the diff library, are not code of the dashboard or of
  // the editor's first paint: they load when an existing post is opened, the diff when a
  // revision is.
  it('reaches the revision and preview panels only through import()', () => {
    // Site content is a lazy screen of its own: its preview panel shares the links' list.
    const eager = FOLDERS.filter(
      (folder) => folder !== 'revisions' && folder !== 'previews' && folder !== 'siteContent',
    )
      .flatMap(staticImportsIn)
      .filter(({ specifier }) => /\/(revisions|previews)\//.test(specifier));
    expect(eager).toEqual([]);
  });

  it('imports the diff library in one module, which only the lazy revision view reaches', () => {
    const all = FOLDERS.flatMap(staticImportsIn);
    expect(all.filter(({ specifier }) => specifier === 'diff').map(({ file }) => file)).toEqual([
      'revisions/textDiff.ts',
    ]);
    expect(
      all.filter(({ specifier }) => /\/textDiff$/.test(specifier)).map(({ file }) => file),
    ).toEqual(['revisions/RevisionDiff.tsx']);
    expect(
      all.filter(({ specifier }) => /\/RevisionDiff$/.test(specifier)).map(({ file }) => file),
    ).toEqual(['revisions/RevisionDetail.tsx']);
    expect(all.filter(({ specifier }) => /\/RevisionDetail$/.test(specifier))).toEqual([]);
  });
});
