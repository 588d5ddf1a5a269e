import { IMAGES } from '../../tests/helpers/content';
import { renderDemoBanner } from '../seed/demoImage';
import { sniffImageType } from './imageType';
import { isMediaKey, mediaKeysIn, mediaUrl, newMediaKey } from './keys';

describe('sniffImageType', () => {
  it.each([
    ['png', IMAGES.png, 'image/png', 'png'],
    ['jpeg', IMAGES.jpeg, 'image/jpeg', 'jpg'],
    ['gif', IMAGES.gif, 'image/gif', 'gif'],
    ['webp', IMAGES.webp, 'image/webp', 'webp'],
    ['the generated banner', renderDemoBanner(16, 9), 'image/png', 'png'],
  ])('recognises %s', (_name, bytes, contentType, extension) => {
    expect(sniffImageType(bytes)).toEqual({ contentType, extension });
  });

  it.each([
    ['SVG', IMAGES.svg],
    ['text', IMAGES.text],
    ['nothing', Buffer.alloc(0)],
    ['a truncated PNG signature', IMAGES.png.subarray(0, 7)],
    ['GIF with an unknown version', Buffer.from('GIF88a', 'latin1')],
    ['RIFF that is not WebP (WAV)', Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe('media keys', () => {
  it('are random, carry the sniffed extension and are recognised', () => {
    const a = newMediaKey({ contentType: 'image/webp', extension: 'webp' });
    const b = newMediaKey({ contentType: 'image/webp', extension: 'webp' });
    expect(a).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(a).not.toBe(b);
    expect(isMediaKey(a)).toBe(true);
  });

  it.each([
    '../app.sqlite',
    `${'a'.repeat(32)}.svg`,
    `${'A'.repeat(32)}.png`,
    '',
    `${'a'.repeat(32)}.png/x`,
  ])('refuses %p', (key) => {
    expect(isMediaKey(key)).toBe(false);
  });

  it('finds the keys a text refers to through our URLs', () => {
    const a = `${'a'.repeat(32)}.png`;
    const b = `${'b'.repeat(32)}.gif`;
    const text = `![x](${mediaUrl(a)}) <img src="https://cdn.example${mediaUrl(b)}"> ${mediaUrl(a)} /api/media/nope.png`;
    expect(mediaKeysIn(text)).toEqual(new Set([a, b]));
  });
});
