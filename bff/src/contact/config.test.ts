import { readSection, sectionProblems } from '../../tests/helpers/configProblems';
import { contactConfig } from './config';

describe('contact configuration', () => {
  it('allows five messages per ten minutes by default, and reads both variables', () => {
    expect(readSection(contactConfig, {})).toEqual({
      contactRateLimit: { limit: 5, windowMs: 600_000 },
    });
    expect(
      readSection(contactConfig, { CONTACT_RATE_LIMIT: '7', CONTACT_RATE_WINDOW_SECONDS: '60' }),
    ).toEqual({ contactRateLimit: { limit: 7, windowMs: 60_000 } });
  });

  it('rejects a window longer than a day', () => {
    expect(sectionProblems(contactConfig, { CONTACT_RATE_WINDOW_SECONDS: '86401' })).toEqual([
      expect.stringMatching(/^CONTACT_RATE_WINDOW_SECONDS: must be a whole number between 1 and/),
    ]);
  });
});
