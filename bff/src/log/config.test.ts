import { readSection, sectionProblems } from '../../tests/helpers/configProblems';
import { logConfig } from './config';

describe('log configuration', () => {
  it('logs at info by default and reads LOG_LEVEL in any case', () => {
    expect(readSection(logConfig, {})).toEqual({ logLevel: 'info' });
    expect(readSection(logConfig, { LOG_LEVEL: 'DEBUG' })).toEqual({ logLevel: 'debug' });
  });

  it('names the levels it accepts', () => {
    expect(sectionProblems(logConfig, { LOG_LEVEL: 'loud' })).toEqual([
      'LOG_LEVEL: must be one of debug, info, warn, error, silent (got "loud")',
    ]);
  });
});
