import {
  featuredImageChanged,
  featuredImageReducer,
  featuredImageShown,
  initialFeaturedImage,
  type FeaturedImageAction,
  type FeaturedImageState,
} from './featuredImage';

const existing = '/api/media/old.jpg';
const photo = new File(['x'], 'new.png', { type: 'image/png' });
const other = new File(['y'], 'other.png', { type: 'image/png' });

function run(start: FeaturedImageState, ...actions: FeaturedImageAction[]): FeaturedImageState {
  return actions.reduce(featuredImageReducer, start);
}

describe('featured image state machine', () => {
  it('keeps the existing image by default', () => {
    const state = initialFeaturedImage(existing);
    expect(featuredImageShown(state)).toBe(existing);
    expect(featuredImageChanged(state)).toBe(false);
  });

  it('replaces it when a file is chosen', () => {
    const state = run(initialFeaturedImage(existing), {
      type: 'choose',
      file: photo,
      url: 'blob:1',
    });
    expect(state).toMatchObject({ file: photo, removeExisting: false });
    expect(featuredImageShown(state)).toBe('blob:1');
    expect(featuredImageChanged(state)).toBe(true);
  });

  it('remove marks the existing image for removal and clears a new file', () => {
    const state = run(
      initialFeaturedImage(existing),
      { type: 'choose', file: photo, url: 'blob:1' },
      { type: 'remove' },
    );
    expect(state).toMatchObject({ file: null, fileUrl: null, removeExisting: true });
    expect(featuredImageShown(state)).toBeNull();
    expect(featuredImageChanged(state)).toBe(true);
  });

  it('undo restores the existing image', () => {
    const state = run(initialFeaturedImage(existing), { type: 'remove' }, { type: 'undo' });
    expect(state).toEqual(initialFeaturedImage(existing));
    expect(featuredImageShown(state)).toBe(existing);
  });

  it('choosing a file cancels a removal', () => {
    const state = run(
      initialFeaturedImage(existing),
      { type: 'remove' },
      { type: 'choose', file: other, url: 'blob:2' },
    );
    expect(state).toMatchObject({ file: other, removeExisting: false });
    expect(featuredImageShown(state)).toBe('blob:2');
  });

  it('without an existing image, remove only drops the new file and marks nothing', () => {
    const state = run(
      initialFeaturedImage(null),
      { type: 'choose', file: photo, url: 'blob:1' },
      { type: 'remove' },
    );
    expect(state).toEqual(initialFeaturedImage(null));
    expect(featuredImageChanged(state)).toBe(false);
  });
});
