/**
 * The admin renderer's environment, checked once at start, as the site renderer's is: a typo in a
 * compose file stops the process with every bad variable named.
 */
import { httpUrl, parseEnv, wholeNumber } from '@app/server-kit/envValues';
import { z } from 'zod';

export interface AdminRendererConfig {
  /** ADMIN_RENDERER_HOST, ADMIN_RENDERER_PORT: where to listen (127.0.0.1:3002 unless set). */
  host: string;
  port: number;
  /** ADMIN_API_URL: the BFF's origin for the staff member's reads, without a trailing slash. */
  apiOrigin: string;
  /** ADMIN_DIST_DIR: the client bundle; undefined means admin/dist next to the server. */
  distDir: string | undefined;
}

export class AdminRendererConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'AdminRendererConfigError';
  }
}

const variables = z.object({
  ADMIN_RENDERER_HOST: z.string().trim().default('127.0.0.1'),
  ADMIN_RENDERER_PORT: wholeNumber(0, 65535).default(3002),
  ADMIN_API_URL: httpUrl('must be an http(s) URL such as http://127.0.0.1:3000').optional(),
  ADMIN_DIST_DIR: z.string().trim().optional(),
});

/** Reads the renderer's variables; throws AdminRendererConfigError naming every bad one. */
export function parseAdminRendererConfig(
  env: Record<string, string | undefined>,
): AdminRendererConfig {
  const { data: vars, problems, present } = parseEnv(variables, env);
  if (present.ADMIN_API_URL === undefined) {
    problems.unshift('ADMIN_API_URL: required: the BFF origin, e.g. http://127.0.0.1:3000');
  }
  const apiOrigin = vars?.ADMIN_API_URL;
  if (vars === undefined || apiOrigin === undefined) throw new AdminRendererConfigError(problems);
  return {
    host: vars.ADMIN_RENDERER_HOST,
    port: vars.ADMIN_RENDERER_PORT,
    apiOrigin,
    distDir: vars.ADMIN_DIST_DIR,
  };
}
