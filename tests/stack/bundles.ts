import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_RENDERER_ENTRY,
  BFF_ENTRY,
  BUNDLE_DIRS,
  REPO_ROOT,
  SITE_RENDERER_ENTRY,
} from './paths';

/** The files without which the suite cannot say anything useful about the apps. */
export const REQUIRED_BUILD_OUTPUTS: readonly string[] = [
  path.join(BUNDLE_DIRS.site, 'index.html'),
  path.join(BUNDLE_DIRS.admin, 'index.html'),
  path.join(BUNDLE_DIRS.sharedUi, 'remoteEntry.js'),
  BFF_ENTRY,
  SITE_RENDERER_ENTRY,
  ADMIN_RENDERER_ENTRY,
];

/** Fails before anything starts, naming what is missing and how to build it. */
export function assertBuilt(): void {
  const missing = REQUIRED_BUILD_OUTPUTS.filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  throw new Error(
    `The e2e suite needs built apps; missing:\n${missing
      .map((file) => `  - ${path.relative(REPO_ROOT, file)}`)
      .join('\n')}\nRun \`npm run build\` at the repository root (npm run test:e2e does it).`,
  );
}
