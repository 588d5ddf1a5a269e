import { openSecret, sealSecret, secretBoxKey, newSigningSecret } from './secretBox';
import { signatureHeader, verifySignature } from './signature';
import { isInsideAddress } from './targets';

describe('signing secrets at rest', () => {
  const key = secretBoxKey('the session secret of one install, long enough');

  it('opens what it sealed, and nothing under another session secret', () => {
    const secret = newSigningSecret();
    const sealed = sealSecret(secret, key);
    expect(sealed).not.toContain(secret.slice(6));
    expect(openSecret(sealed, key)).toBe(secret);
    expect(openSecret(sealed, secretBoxKey('another install with another secret'))).toBeNull();
    expect(openSecret(`${sealed.slice(0, -2)}AA`, key)).toBeNull();
    expect(openSecret('not sealed', key)).toBeNull();
  });
});

describe('the webhook signature', () => {
  const at = new Date('2026-11-23T04:00:00.000Z');

  it('signs "<t>.<body>" and verifies it within five minutes only', () => {
    const header = signatureHeader('whsec_test', '{"a":1}', at);
    expect(header).toMatch(/^t=1795406400,v1=[0-9a-f]{64}$/);
    expect(verifySignature('whsec_test', '{"a":1}', header, { now: at })).toBe(true);
    expect(verifySignature('whsec_test', '{"a":2}', header, { now: at })).toBe(false);
    expect(verifySignature('whsec_other', '{"a":1}', header, { now: at })).toBe(false);
    const late = new Date(at.getTime() + 301_000);
    expect(verifySignature('whsec_test', '{"a":1}', header, { now: late })).toBe(false);
  });
});

describe('addresses inside', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.20.30.40', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['93.184.216.34', false],
    ['2606:4700::1111', false],
    ['not an address', true],
  ])('%s is inside: %s', (address, inside) => {
    expect(isInsideAddress(address)).toBe(inside);
  });
});
