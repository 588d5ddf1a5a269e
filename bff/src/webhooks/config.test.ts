import { readSection, sectionProblems } from '../../tests/helpers/configProblems';
import { webhooksConfig } from './config';

describe('webhooks configuration', () => {
  it('refuses private targets by default and polls every 5 s', () => {
    expect(readSection(webhooksConfig, {})).toEqual({
      webhooks: { allowPrivateTargets: false, pollMs: 5_000 },
    });
    expect(
      readSection(webhooksConfig, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes', WEBHOOK_POLL_MS: '500' }),
    ).toEqual({ webhooks: { allowPrivateTargets: true, pollMs: 500 } });
  });

  it('rejects a setting that is not a yes or no, and a poll under 200 ms', () => {
    expect(
      sectionProblems(webhooksConfig, {
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'sometimes',
        WEBHOOK_POLL_MS: '100',
      }),
    ).toEqual([
      expect.stringMatching(/^WEBHOOK_ALLOW_PRIVATE_TARGETS: must be one of true, false/),
      expect.stringMatching(/^WEBHOOK_POLL_MS: must be a whole number between 200 and 60000/),
    ]);
  });
});
