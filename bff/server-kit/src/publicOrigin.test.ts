import { requestOrigin } from './publicOrigin';

const TRUSTED = { trustProxy: true };
const UNTRUSTED = { trustProxy: false };
const forwarded = {
  host: 'internal:8080',
  'x-forwarded-host': 'www.finance.example, proxy.example',
  'x-forwarded-proto': 'https, http',
};

describe('requestOrigin', () => {
  it('is the scheme and Host of the request, lower-cased, port kept', () => {
    expect(requestOrigin({ headers: { host: 'Finance.Example:8080' } }, UNTRUSTED)).toBe(
      'http://finance.example:8080',
    );
    expect(requestOrigin({ headers: { host: '[::1]:3000' } }, UNTRUSTED)).toBe('http://[::1]:3000');
    expect(requestOrigin({ headers: { host: 'x.example' }, encrypted: true }, UNTRUSTED)).toBe(
      'https://x.example',
    );
  });

  it('believes X-Forwarded-Host and -Proto (their first values) only from a trusted proxy', () => {
    expect(requestOrigin({ headers: forwarded }, UNTRUSTED)).toBe('http://internal:8080');
    expect(requestOrigin({ headers: forwarded }, TRUSTED)).toBe('https://www.finance.example');
    expect(
      requestOrigin({ headers: { host: 'a.example', 'x-forwarded-proto': 'ftp' } }, TRUSTED),
    ).toBe('http://a.example');
  });

  it.each(['a b', 'evil.example:99999', '<x', '', 'evil.example/"><x', 'a..b', '-a.example', 'a:'])(
    'refuses the host %p',
    (host) => {
      expect(requestOrigin({ headers: { host } }, UNTRUSTED)).toBeUndefined();
      expect(
        requestOrigin({ headers: { host: 'ok.example', 'x-forwarded-host': host } }, TRUSTED),
      ).toBe(host === '' ? 'http://ok.example' : undefined);
    },
  );

  it('refuses a request with no Host at all', () => {
    expect(requestOrigin({ headers: {} }, TRUSTED)).toBeUndefined();
  });
});
