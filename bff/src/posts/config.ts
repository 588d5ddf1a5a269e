import { defineSection, integer, valid } from '../env/section';

export interface PublishingConfig {
  /**
   * How often the scheduler looks for posts that fell due. It also wakes at the publish time of
   * the next scheduled post it knows of, so this bounds only the delay for posts scheduled on
   * another replica since its last look.
   */
  pollMs: number;
}

export interface PublishingSection {
  publishing: PublishingConfig;
}

export const publishingConfig = defineSection(
  // At most 30 s: a scheduled post is never more than that late.
  { PUBLISH_POLL_MS: integer(1_000, 30_000).default(15_000) },
  (env) => valid<PublishingSection>({ publishing: { pollMs: env.PUBLISH_POLL_MS } }),
);
