import path from 'node:path';
import { z } from 'zod';
import { defineSection, flag, valid } from '../env/section';

export interface BundlesConfig {
  /** SERVE_BUNDLES: the BFF serves the built site, admin and shared-ui bundles itself. */
  serveBundles: boolean;
  bundlesDir: string;
}

/**
 * bff/src/bundles/config.ts and bff/dist/bundles/config.js sit at the same depth, so the repository
 * root (holding site/dist, admin/dist, shared-ui/dist) is three levels up from either.
 */
export const DEFAULT_BUNDLES_DIR = path.resolve(__dirname, '..', '..', '..');

export const bundlesConfig = defineSection(
  {
    SERVE_BUNDLES: flag.default(false),
    BUNDLES_DIR: z.string().trim().min(1).optional(),
  },
  (env, { cwd }) =>
    valid<BundlesConfig>({
      serveBundles: env.SERVE_BUNDLES,
      bundlesDir: env.BUNDLES_DIR ? path.resolve(cwd, env.BUNDLES_DIR) : DEFAULT_BUNDLES_DIR,
    }),
);
