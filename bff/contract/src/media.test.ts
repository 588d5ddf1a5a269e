import {
  isMediaKey,
  mediaIdsIn,
  mediaKeyOfUrl,
  mediaObjectKeys,
  mediaUrl,
  mediaVariantWidths,
  parseMediaKey,
  responsiveImage,
  withMediaGrant,
} from './media';

const ID = 'ab'.repeat(16);
const OTHER = 'cd'.repeat(16);

describe('media keys', () => {
  it('parse an original with its size', () => {
    expect(parseMediaKey(`${ID}-1200x630.png`)).toEqual({
      key: `${ID}-1200x630.png`,
      id: ID,
      width: 1200,
      height: 630,
      extension: 'png',
      variantWidth: null,
    });
  });

  it('parse a variant, which is always WebP', () => {
    expect(parseMediaKey(`${ID}-1200x630.w480.webp`)).toMatchObject({
      id: ID,
      width: 1200,
      height: 630,
      extension: 'webp',
      variantWidth: 480,
    });
  });

  it('still parse the keys stored before sizes were recorded', () => {
    expect(parseMediaKey(`${ID}.jpg`)).toMatchObject({
      id: ID,
      width: null,
      height: null,
      extension: 'jpg',
      variantWidth: null,
    });
  });

  it.each([
    '../app.sqlite',
    `${ID}.svg`,
    `${ID.toUpperCase()}.png`,
    '',
    `${ID}.png/x`,
    `${ID}-0x10.png`,
    `${ID}-012x10.png`,
    `${ID}-100000x10.png`,
    `${ID}-1200x630.w480.png`,
    // Variants that are never made: not a listed width, or not narrower than the original.
    `${ID}-1200x630.w500.webp`,
    `${ID}-960x540.w960.webp`,
    `${ID}-400x300.w480.webp`,
    `${ID}.w480.webp`,
  ])('refuse %p', (key) => {
    expect(isMediaKey(key)).toBe(false);
  });

  it('list the variants narrower than the original, never an upscale', () => {
    expect(mediaVariantWidths(4000)).toEqual([480, 960, 1600]);
    expect(mediaVariantWidths(1200)).toEqual([480, 960]);
    expect(mediaVariantWidths(960)).toEqual([480]);
    expect(mediaVariantWidths(480)).toEqual([]);
    expect(mediaVariantWidths(1)).toEqual([]);
  });

  it('name every object of an upload, the original first', () => {
    expect(mediaObjectKeys(`${ID}-1200x630.jpg`)).toEqual([
      `${ID}-1200x630.jpg`,
      `${ID}-1200x630.w480.webp`,
      `${ID}-1200x630.w960.webp`,
    ]);
    expect(mediaObjectKeys(`${ID}-300x200.gif`)).toEqual([`${ID}-300x200.gif`]);
    expect(mediaObjectKeys(`${ID}.png`)).toEqual([`${ID}.png`]);
    for (const key of mediaObjectKeys(`${ID}-4000x3000.webp`)) expect(isMediaKey(key)).toBe(true);
  });

  it('find the images a text shows, through an original or a variant URL', () => {
    const text =
      `![x](${mediaUrl(`${ID}-800x600.png`)}) ` +
      `<img src="https://cdn.example${mediaUrl(`${OTHER}-1200x630.w480.webp`)}"> ` +
      `${mediaUrl(`${ID}.png`)} /api/media/nope.png`;
    expect(mediaIdsIn(text)).toEqual(new Set([ID, OTHER]));
  });

  it('put the grant on each of our media URLs in a text, once, and on nothing else', () => {
    const text =
      `![x](${mediaUrl(`${ID}-800x600.png`)}) <img src="${mediaUrl(`${OTHER}-1200x630.w480.webp`)}">` +
      ` ${mediaUrl(`${ID}.gif`)}?t=already https://cdn.example${mediaUrl(`${ID}.gif`)} /api/media/nope.png`;
    expect(withMediaGrant(text, 'abc')).toBe(
      `![x](${mediaUrl(`${ID}-800x600.png`)}?t=abc) <img src="${mediaUrl(`${OTHER}-1200x630.w480.webp`)}?t=abc">` +
        ` ${mediaUrl(`${ID}.gif`)}?t=already https://cdn.example${mediaUrl(`${ID}.gif`)} /api/media/nope.png`,
    );
  });

  it('read a key out of our relative URLs only', () => {
    expect(mediaKeyOfUrl(`/api/media/${ID}-10x10.png`)).toBe(`${ID}-10x10.png`);
    expect(mediaKeyOfUrl(`https://evil.example/api/media/${ID}-10x10.png`)).toBeNull();
    expect(mediaKeyOfUrl(`/api/media/${ID}-10x10.png?x=1`)).toBeNull();
    expect(mediaKeyOfUrl('/api/media/../../etc/passwd')).toBeNull();
  });
});

describe('responsiveImage', () => {
  it('offers the WebP variants and the original, with the intrinsic size', () => {
    expect(responsiveImage(`/api/media/${ID}-2000x1000.jpg`)).toEqual({
      src: `/api/media/${ID}-2000x1000.w960.webp`,
      srcSet: [
        `/api/media/${ID}-2000x1000.w480.webp 480w`,
        `/api/media/${ID}-2000x1000.w960.webp 960w`,
        `/api/media/${ID}-2000x1000.w1600.webp 1600w`,
        `/api/media/${ID}-2000x1000.jpg 2000w`,
      ].join(', '),
      width: 2000,
      height: 1000,
    });
  });

  it('falls back to the widest variant when there is no 960', () => {
    expect(responsiveImage(`/api/media/${ID}-800x600.png`)).toEqual({
      src: `/api/media/${ID}-800x600.w480.webp`,
      srcSet: `/api/media/${ID}-800x600.w480.webp 480w, /api/media/${ID}-800x600.png 800w`,
      width: 800,
      height: 600,
    });
  });

  it("carries a preview's grant to every candidate", () => {
    const granted = withMediaGrant(`/api/media/${ID}-800x600.png`, 'Tok_en-1');
    expect(granted).toBe(`/api/media/${ID}-800x600.png?t=Tok_en-1`);
    expect(responsiveImage(granted)).toEqual({
      src: `/api/media/${ID}-800x600.w480.webp?t=Tok_en-1`,
      srcSet: `/api/media/${ID}-800x600.w480.webp?t=Tok_en-1 480w, /api/media/${ID}-800x600.png?t=Tok_en-1 800w`,
      width: 800,
      height: 600,
    });
  });

  it('gives a small image its size but no srcset', () => {
    expect(responsiveImage(`/api/media/${ID}-300x200.gif`)).toEqual({
      src: `/api/media/${ID}-300x200.gif`,
      width: 300,
      height: 200,
    });
  });

  it.each([
    `/api/media/${ID}.png`,
    'https://example.com/picture.jpg',
    `/api/media/${ID}-2000x1000.w480.webp`,
    'blob:http://localhost/0b1c',
  ])('leaves %p as it is', (url) => {
    expect(responsiveImage(url)).toEqual({ src: url });
  });
});
