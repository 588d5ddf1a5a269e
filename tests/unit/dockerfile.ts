import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../stack/paths';

// The root Dockerfile builds every image of docker-compose.yml as a target of one file; tests read
// the stage of the image they check.

export const DOCKERFILE = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');

/** The text of one `FROM … AS name` stage, up to the next FROM. */
export function dockerStage(name: string): string {
  const start = DOCKERFILE.search(new RegExp(`^FROM \\S+ AS ${name}$`, 'm'));
  if (start < 0) throw new Error(`the Dockerfile has no stage ${name}`);
  const next = DOCKERFILE.indexOf('\nFROM ', start + 1);
  return DOCKERFILE.slice(start, next < 0 ? undefined : next);
}

/** `ENV NAME=value …` pairs of a Dockerfile stage, continuation lines joined. */
export function stageEnv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.replace(/\\\n/g, ' ').split('\n')) {
    if (!/^ENV\s/.test(line)) continue;
    for (const match of line.slice(4).matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g)) {
      env[match[1] ?? ''] = (match[2] ?? '').replace(/^"|"$/g, '');
    }
  }
  return env;
}
