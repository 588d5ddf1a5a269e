import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tagSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { accessibleToastSlotRecipe } from './accessibleToastRecipe';

/** Palettes the product uses: neutrals, and red/green/orange/blue for status colours. */
export const PALETTES = ['gray', 'red', 'green', 'orange', 'blue'] as const;
const FIXED_COLORS = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha'];

type TokenTree = Record<string, unknown>;

function isToken(node: unknown): node is { value: unknown } {
  return typeof node === 'object' && node !== null && 'value' in node;
}

/**
 * The product has no dark mode: a semantic token `{ _light, _dark }` becomes its light value, so
 * the sheet carries one variable per token instead of a light and a dark rule set.
 */
export function lightOnly(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (isToken(node)) {
        const { value } = node;
        const light =
          typeof value === 'object' && value !== null && '_light' in value
            ? (value as { _light: unknown })._light
            : value;
        return [key, { ...node, value: light }];
      }
      return [key, typeof node === 'object' && node !== null ? lightOnly(node as TokenTree) : node];
    }),
  );
}

function pick<T extends Record<string, unknown>>(record: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => keys.includes(key)),
  ) as Partial<T>;
}

/**
 * Chakra's global styles with its `*` rule's declarations on the root instead. Custom properties
 * and font-feature-settings inherit, and with one colour mode every element reads the same values;
 * declared on `*`, each of the page's elements declares and resolves its own copy of 26 variables
 * in every style recalculation. Opening a modal dialog restyles the whole document, and on the home
 * page (1,100 elements) that recalculation took 83 ms of a phone's 4x-slowed tap. The ring,
 * filter and backdrop variables feed utilities (`ring`, `filter: auto`) the product does not use;
 * they stay, at the root, for any that would.
 */
export function rootedGlobalCss(global: typeof globalCss): typeof globalCss {
  const { '*': everyElement, html, ...rest } = global as Record<string, Record<string, unknown>>;
  return { ...rest, html: { ...everyElement, ...html } } as typeof globalCss;
}

const keptColorKeys = [...FIXED_COLORS, ...PALETTES];
const semanticColorKeys = ['bg', 'fg', 'border', ...PALETTES];

/**
 * Chakra's default theme trimmed to what the kit renders: the recipes of the components the kit
 * exposes (a component whose recipe is missing renders unstyled, which the kit's tests would
 * show), the palettes above and light-mode semantic tokens.
 */
export const leanBaseConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: rootedGlobalCss(globalCss),
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        ...tokens,
        colors: pick(tokens.colors as TokenTree, keptColorKeys) as typeof tokens.colors,
      },
      semanticTokens: {
        ...(lightOnly(semanticTokens as TokenTree) as typeof semanticTokens),
        colors: lightOnly(
          pick(semanticTokens.colors as TokenTree, semanticColorKeys),
        ) as typeof semanticTokens.colors,
      },
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        checkmark: checkmarkRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        inputAddon: inputAddonRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        breadcrumb: breadcrumbSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dialog: dialogSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        field: fieldSlotRecipe,
        list: listSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        popover: popoverSlotRecipe,
        tag: tagSlotRecipe,
        toast: accessibleToastSlotRecipe,
      },
    },
  }),
);
