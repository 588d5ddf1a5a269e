import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_BASENAME } from '../app/paths';

/** The admin's built index.html and its boot script's URL, which its rendered pages are made of. */
export function builtFiles(distDir: string): { template: string; bootSrc: string } {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const boot = readdirSync(distDir).find((file) => /^boot\.[0-9a-f]+\.js$/.test(file));
  if (boot === undefined) throw new Error(`no boot script in ${distDir}: build the admin first`);
  return { template, bootSrc: `${ADMIN_BASENAME}/${boot}` };
}
