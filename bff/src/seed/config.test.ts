import { readSection, sectionProblems } from '../../tests/helpers/configProblems';
import { seedConfig } from './config';

describe('seed configuration', () => {
  it('seeds demo posts unless SEED_DEMO is off', () => {
    expect(readSection(seedConfig, {})).toEqual({ seedDemo: true });
    expect(readSection(seedConfig, { SEED_DEMO: 'false' })).toEqual({ seedDemo: false });
    expect(sectionProblems(seedConfig, { SEED_DEMO: 'sometimes' })).toEqual([
      expect.stringMatching(/^SEED_DEMO: must be one of true, false/),
    ]);
  });
});
