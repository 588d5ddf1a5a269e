import { readSection, sectionProblems } from '../../tests/helpers/configProblems';
import { publishingConfig } from './config';

describe('publishing configuration', () => {
  it('looks for due posts every 15 s unless PUBLISH_POLL_MS says otherwise, never over 30 s', () => {
    expect(readSection(publishingConfig, {})).toEqual({ publishing: { pollMs: 15_000 } });
    expect(readSection(publishingConfig, { PUBLISH_POLL_MS: '5000' })).toEqual({
      publishing: { pollMs: 5_000 },
    });
    for (const value of ['30001', '999', 'soon']) {
      expect(sectionProblems(publishingConfig, { PUBLISH_POLL_MS: value })).toEqual([
        expect.stringMatching(/^PUBLISH_POLL_MS: /),
      ]);
    }
  });
});
