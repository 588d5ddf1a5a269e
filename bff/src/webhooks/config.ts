import { defineSection, flag, integer, valid } from '../env/section';

export interface WebhooksConfig {
  /**
   * Lets endpoints point at private, loopback and link-local addresses and use plain http: for a
   * receiver inside the firm's own network, and for the tests' receiver on 127.0.0.1. Off by
   * default, so an admin's typo or a DNS trick cannot make the BFF call into its own network.
   */
  allowPrivateTargets: boolean;
  /** How often an idle worker looks for due deliveries. */
  pollMs: number;
}

export interface WebhooksSection {
  webhooks: WebhooksConfig;
}

export const webhooksConfig = defineSection(
  {
    WEBHOOK_ALLOW_PRIVATE_TARGETS: flag.default(false),
    WEBHOOK_POLL_MS: integer(200, 60_000).default(5_000),
  },
  (env) =>
    valid<WebhooksSection>({
      webhooks: {
        allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
        pollMs: env.WEBHOOK_POLL_MS,
      },
    }),
);
