import { defineSection, flag, valid } from '../env/section';

export interface SeedConfig {
  /** SEED_DEMO: demo posts on the first start with an empty posts table. */
  seedDemo: boolean;
}

export const seedConfig = defineSection({ SEED_DEMO: flag.default(true) }, (env) =>
  valid<SeedConfig>({ seedDemo: env.SEED_DEMO }),
);
