import { lightOnly } from './leanBaseConfig';
import { system } from './system';

describe('the lean Chakra system', () => {
  it('turns light/dark token pairs into their light value and leaves plain values', () => {
    expect(
      lightOnly({
        bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } },
        radius: { value: '4px' },
      }),
    ).toEqual({ bg: { DEFAULT: { value: '{colors.white}' } }, radius: { value: '4px' } });
  });

  it('has the recipes of what the kit exposes and the brand tokens', () => {
    for (const recipe of ['button', 'heading', 'link', 'input', 'spinner']) {
      expect(system.getRecipe(recipe)).toBeDefined();
    }
    for (const slotRecipe of ['dialog', 'drawer', 'toast', 'tabs', 'table', 'tooltip', 'field']) {
      expect(system.getSlotRecipe(slotRecipe)).toBeDefined();
    }
    expect(system.token('colors.brand.500')).toBe('#d99a1e');
  });

  it('writes no dark-mode rules into the page', () => {
    const css = JSON.stringify(system.getTokenCss());

    expect(css).not.toContain('.dark');
    expect(css).toContain('--chakra-colors-brand-solid');
  });
});
