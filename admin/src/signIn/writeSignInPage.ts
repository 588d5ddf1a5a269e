import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_BASENAME } from '../app/router';
import { renderSignInPage } from './renderSignInPage';

/** The page nginx and the embedded server answer /admin/ with. */
export const SIGN_IN_PAGE = 'sign-in.html';

/**
 * Writes dist/sign-in.html from the built index.html and boot script: the last step of the
 * admin's build (`node dist-server/signIn.js`).
 */
export function writeSignInPage(distDir: string): string {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const boot = readdirSync(distDir).find((file) => /^boot\.[0-9a-f]+\.js$/.test(file));
  if (boot === undefined) throw new Error(`no boot script in ${distDir}: build the admin first`);
  const file = path.join(distDir, SIGN_IN_PAGE);
  writeFileSync(file, renderSignInPage(template, `${ADMIN_BASENAME}/${boot}`));
  return file;
}
