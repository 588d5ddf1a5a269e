import { IMAGES } from '../../tests/helpers/content';
import { renderDemoBanner } from '../seed/demoImage';
import { sniffImageType } from './imageType';

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
