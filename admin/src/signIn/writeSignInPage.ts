import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtFiles } from '../serverRender/builtFiles';
import { renderSignInPage } from './renderSignInPage';

/** The page nginx and the embedded server answer /admin/ with. */
export const SIGN_IN_PAGE = 'sign-in.html';

/**
 * Writes dist/sign-in.html from the built index.html and boot script: the last step of the
 * admin's build (`node dist-server/signIn.js`).
 */
export function writeSignInPage(distDir: string): string {
  const { template, bootSrc } = builtFiles(distDir);
  const file = path.join(distDir, SIGN_IN_PAGE);
  writeFileSync(file, renderSignInPage(template, bootSrc));
  return file;
}
