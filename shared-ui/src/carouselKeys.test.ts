import { stepOfArrowKey } from './carouselKeys';

describe('stepOfArrowKey', () => {
  it('goes back with ArrowLeft and on with ArrowRight in left-to-right text', () => {
    expect(stepOfArrowKey('ArrowLeft', 'ltr')).toBe(-1);
    expect(stepOfArrowKey('ArrowRight', 'ltr')).toBe(1);
  });

  it('goes on with ArrowLeft and back with ArrowRight in right-to-left text', () => {
    expect(stepOfArrowKey('ArrowLeft', 'rtl')).toBe(1);
    expect(stepOfArrowKey('ArrowRight', 'rtl')).toBe(-1);
  });

  it('ignores every other key', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'Enter', 'a']) {
      expect(stepOfArrowKey(key, 'ltr')).toBe(0);
      expect(stepOfArrowKey(key, 'rtl')).toBe(0);
    }
  });
});
