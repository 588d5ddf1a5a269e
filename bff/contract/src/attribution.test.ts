import {
  attributionField,
  cleanHost,
  cleanParam,
  cleanPath,
  sanitiseAttribution,
  sanitiseTouch,
} from './attribution';

const at = '2027-02-20T08:30:00.000Z';

describe('sanitiseAttribution', () => {
  it('keeps a well-formed first and last touch as sent', () => {
    const first = {
      utm_source: 'linkedin',
      utm_medium: 'paid_social',
      utm_campaign: 'vat-ramadan-2027',
      utm_term: 'vat uae',
      utm_content: 'carousel 2',
      referrerHost: 'www.linkedin.com',
      landingPath: '/blog/vat-guide',
      at,
    };
    const last = { gclid: 'Cj0KCQiA_abc-123', fbclid: 'IwAR0x', msclkid: 'a1b2', at };
    expect(sanitiseAttribution({ first, last })).toEqual({ first, last });
  });

  it('keeps Arabic campaign names and bare domain sources', () => {
    expect(
      sanitiseTouch({ utm_source: 'linkedin.com', utm_campaign: 'ضريبة القيمة المضافة' }),
    ).toEqual({ utm_source: 'linkedin.com', utm_campaign: 'ضريبة القيمة المضافة' });
  });

  it('drops unknown keys, at both levels', () => {
    expect(
      sanitiseAttribution({
        first: { utm_source: 'x', utm_id: '7', email: 'a@b.example', __proto__: { y: 1 } },
        middle: { utm_source: 'y' },
      }),
    ).toEqual({ first: { utm_source: 'x' } });
  });

  it('drops a 10 KB value whole, keeping the rest of the touch', () => {
    const huge = 'a'.repeat(10 * 1024);
    expect(sanitiseTouch({ utm_source: 'google', utm_campaign: huge, gclid: huge })).toEqual({
      utm_source: 'google',
    });
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an attribute breaker', '" onmouseover="x'],
    ['a control character', 'news\u0000letter'],
    ['a line break', 'news\nBcc: x@y.example'],
    ['a bidi override', 'abc\u202edef'],
    ['a link', 'https://evil.example/x'],
    ['a scheme', 'javascript:alert(1)'],
    ['a protocol-relative link', '//evil.example'],
    ['a www host', 'www.evil.example'],
    ['a host with a path', 'evil.example/landing'],
  ])('drops %s in a value', (_what, value) => {
    expect(cleanParam('utm_campaign', value)).toBeUndefined();
    expect(sanitiseTouch({ utm_source: 'ok', utm_campaign: value })).toEqual({ utm_source: 'ok' });
  });

  it.each([
    ['with credentials', 'user:secret@www.google.com'],
    ['as a whole address', 'https://www.google.com/search?q=x'],
    ['with a port', 'www.google.com:8443'],
    ['with a path', 'www.google.com/path'],
    ['as markup', '<b>x</b>'],
    ['of 300 characters', 'a'.repeat(300)],
  ])('drops a referrer %s: only a bare host is kept', (_what, referrerHost) => {
    expect(cleanHost(referrerHost)).toBeUndefined();
  });

  it('lower-cases a referrer host', () => {
    expect(cleanHost('WWW.Google.COM')).toBe('www.google.com');
  });

  it.each([
    ['relative', 'blog'],
    ['of another origin', '//evil.example/x'],
    ['with a query', '/blog?utm_source=x'],
    ['with a fragment', '/a#b'],
    ['of 201 characters', `/${'a'.repeat(200)}`],
  ])('drops a landing path %s', (_what, landingPath) => {
    expect(cleanPath(landingPath)).toBeUndefined();
  });

  it('keeps an Arabic landing path', () => {
    expect(cleanPath('/ar/blog/دليل-الضريبة')).toBe('/ar/blog/دليل-الضريبة');
  });

  it('drops a touch that says nothing about the source, and a time that is not one', () => {
    expect(sanitiseTouch({ landingPath: '/blog', at })).toBeUndefined();
    expect(sanitiseTouch({ utm_source: 'x', at: 'yesterday' })).toEqual({ utm_source: 'x' });
  });

  it.each([undefined, null, 'linkedin', 42, [], [{ utm_source: 'x' }], { first: 'x' }])(
    'answers null for %p, never throws',
    (input) => {
      expect(sanitiseAttribution(input)).toBeNull();
    },
  );

  it('as a schema field, never fails the body', () => {
    expect(attributionField.safeParse({ first: { utm_source: '<x>' } })).toEqual({
      success: true,
      data: null,
    });
    expect(attributionField.safeParse(undefined)).toEqual({ success: true, data: undefined });
    expect(attributionField.parse({ last: { utm_source: 'x', extra: 1 } })).toEqual({
      last: { utm_source: 'x' },
    });
  });
});
