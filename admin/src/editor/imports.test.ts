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

describe('module boundaries', () => {
  // The dashboard loads the dialogs lazily; an import back would make a cycle, and tie the
  // dialogs' chunks to the dashboard's code.
  it.each(['editor', 'delete'])('the %s folder imports nothing from the dashboard', (folder) => {
    const intoDashboard = importsOf(folder).filter(
      ({ file, specifier }) =>
        specifier.startsWith('.') &&
        path.resolve(path.dirname(file), specifier).startsWith(path.join(SRC, 'dashboard')),
    );

    expect(
      intoDashboard.map(({ file, specifier }) => `${path.basename(file)}: ${specifier}`),
    ).toEqual([]);
  });
});
