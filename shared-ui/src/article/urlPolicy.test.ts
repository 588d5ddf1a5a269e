import { safeImageSrc, safeLinkHref, schemeOf } from './urlPolicy';

describe('schemeOf', () => {
  it.each([
    ['https://a.example', 'https'],
    ['HTTPS://a.example', 'https'],
    ['/path:with/colon', ''],
    ['path/to:colon', ''],
    ['?q=a:b', ''],
    ['#a:b', ''],
    ['plain', ''],
    ['java\tscript:alert(1)', 'javascript'],
    ['\u0000 javascript:alert(1)', 'javascript'],
    ['jav\nascript:alert(1)', 'javascript'],
    ['&#106;avascript:alert(1)', ''], // a fragment (#106;…) of a relative URL
    ['&106;javascript:alert(1)', undefined],
    ['1http:x', undefined],
  ])('%j has scheme %j', (value, scheme) => {
    expect(schemeOf(value)).toBe(scheme);
  });
});

describe('safeLinkHref', () => {
  it('keeps the allowed schemes and relative links, empties the rest', () => {
    expect(safeLinkHref('xmpp:a@b.c')).toBe('xmpp:a@b.c');
    expect(safeLinkHref(' /blog ')).toBe('/blog');
    expect(safeLinkHref('data:text/html,x')).toBe('');
    expect(safeLinkHref(undefined)).toBe('');
  });
});

describe('safeImageSrc', () => {
  it('keeps http(s) and relative sources only', () => {
    expect(safeImageSrc('/api/media/a.png')).toBe('/api/media/a.png');
    expect(safeImageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBeUndefined();
    expect(safeImageSrc('mailto:a@b.c')).toBeUndefined();
    expect(safeImageSrc('')).toBeUndefined();
  });

  it('accepts blob: only from the resolver', () => {
    expect(safeImageSrc('blob:http://localhost/1', false)).toBeUndefined();
    expect(safeImageSrc('blob:http://localhost/1', true)).toBe('blob:http://localhost/1');
  });
});
