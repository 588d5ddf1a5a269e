import { accessSync, constants } from 'node:fs';
import path from 'node:path';

// Daemons such as nginx and mariadbd live in sbin, which a non-root PATH often lacks.
const EXTRA_DIRS = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

/** Absolute path of a program, or a clear error naming the script that installs it. */
export function findExecutable(name: string): string {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...EXTRA_DIRS];
  for (const dir of dirs) {
    if (dir === '') continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  throw new Error(
    `"${name}" was not found on PATH or in ${EXTRA_DIRS.join(', ')}. ` +
      'Run `bash tests/stack/ensure-system-deps.sh` (as root it installs the system packages).',
  );
}
