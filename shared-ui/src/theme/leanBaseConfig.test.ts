import { lightOnly } from './leanBaseConfig';
import { system } from './system';

/** WCAG 2 contrast ratio of white text on a #rrggbb background. */
function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

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
    for (const slotRecipe of ['dialog', 'toast', 'field', 'checkbox']) {
      expect(system.getSlotRecipe(slotRecipe)).toBeDefined();
    }
    expect(system.token('colors.brand.500')).toBe('#d99a1e');
  });

  it('carries no recipe of a component the kit does not expose (every one is first-load code)', () => {
    for (const recipe of ['code', 'kbd', 'mark', 'skeleton']) {
      expect(system.getRecipe(recipe)).toBeUndefined();
    }
    // The mobile drawer and the tooltips are native <dialog> and popover elements now.
    for (const slotRecipe of [
      'tabs',
      'table',
      'progress',
      'blockquote',
      'fieldset',
      'drawer',
      'tooltip',
    ]) {
      expect(system.getSlotRecipe(slotRecipe)).toBeUndefined();
    }
  });

  it('declares the global custom properties once on the root, none on every element', () => {
    type Rules = Record<string, Record<string, unknown>>;
    const sheet = system.getGlobalCss() as Rules;
    // The system nests its global styles in a layer and writes each selector as `&selector`.
    const rules = Object.entries((sheet['@layer base'] ?? sheet) as Rules).map(
      ([selector, declarations]) =>
        [selector.split(',').map((part) => part.trim().replace(/^&/, '')), declarations] as const,
    );
    const perElement = rules
      .filter(([selectors]) => selectors.includes('*'))
      .flatMap(([, declarations]) => Object.keys(declarations))
      .filter((property) => property.startsWith('--'));
    const root = rules.find(([selectors]) => selectors.join() === 'html')?.[1];

    expect(perElement).toEqual([]);
    expect(root).toMatchObject({
      '--global-color-border': 'var(--chakra-colors-border)',
      '--ring-shadow': '0 0 #0000',
    });
  });

  it('writes no dark-mode rules into the page', () => {
    const css = JSON.stringify(system.getTokenCss());

    expect(css).not.toContain('.dark');
    expect(css).toContain('--chakra-colors-brand-solid');
  });

  it('gives status toasts white text at WCAG AA contrast, the description at full opacity', () => {
    const toast = system.getSlotRecipe('toast');
    const root = toast.base?.root as Record<string, { bg?: string }>;
    expect(root['&[data-type=success]']?.bg).toBe('green.700');
    expect(root['&[data-type=warning]']?.bg).toBe('orange.700');
    expect(root['&[data-type=error]']?.bg).toBe('red.solid');
    expect((toast.base?.description as { opacity?: number }).opacity).toBe(1);
    // AA asks 4.5:1 for this text size; white on the old green.solid was 3.3:1.
    expect(contrastWithWhite(system.token('colors.green.700'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(system.token('colors.orange.700'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(system.token('colors.red.600'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite('#16a34a')).toBeLessThan(4.5);
  });
});
