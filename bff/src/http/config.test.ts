import { readSection, sectionProblems } from '../../tests/helpers/configProblems';
import { httpConfig } from './config';

describe('http configuration', () => {
  it('listens on 127.0.0.1:8080 by default, trusting no proxy', () => {
    expect(readSection(httpConfig, {})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      trustProxy: false,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('reads every variable', () => {
    expect(
      readSection(httpConfig, {
        PORT: '9000',
        HOST: '0.0.0.0',
        TRUST_PROXY: 'true',
        SHUTDOWN_TIMEOUT_MS: '2500',
      }),
    ).toEqual({ port: 9000, host: '0.0.0.0', trustProxy: true, shutdownTimeoutMs: 2500 });
  });

  it.each([
    ['yes', true],
    ['no', false],
    ['FALSE', false],
    ['0', false],
  ])('reads the flag value %p as %p', (value, expected) => {
    expect(readSection(httpConfig, { TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it.each([
    ['PORT', 'abc', /^PORT: must be a whole number between 0 and 65535 \(got "abc"\)$/],
    ['PORT', '70000', /^PORT: must be a whole number between 0 and 65535/],
    ['PORT', '-1', /^PORT: must be a whole number/],
    ['TRUST_PROXY', 'maybe', /^TRUST_PROXY: must be one of true, false/],
    ['SHUTDOWN_TIMEOUT_MS', '1.5', /^SHUTDOWN_TIMEOUT_MS: must be a whole number/],
  ])('rejects %s=%p naming the variable', (name, value, message) => {
    expect(sectionProblems(httpConfig, { [name]: value })).toEqual([
      expect.stringMatching(message),
    ]);
  });
});
