/** CSS rules by selector, as the kit's `css` prop takes them. */
type Rules = Record<string, Record<string, string>>;

/** Marks the services field's box, the scope of the rules below. */
export const PICKER_MARK = 'data-services-picker';

const ticked = (boxName: string) => `label:has(input[name="${boxName}"]:checked)`;

/**
 * A CSS string literal, every character but letters, digits and spaces escaped as its code
 * point: quotes and backslashes cannot end it, and the style engine, which reads `&` in a
 * selector as the element's own class, finds none.
 */
const cssString = (text: string) =>
  `"${text.replace(/[^\p{L}\p{N} ]/gu, (char) => `\\${char.codePointAt(0)!.toString(16)} `)}"`;

/**
 * The services field's summary while React does not yet know what is ticked: the boxes are native
 * and the browser ticks them before the page is live, so CSS counts them (`:has()` over the list's
 * labels) and writes the summary the live field would, as generated content over the server's
 * "Select services". `options` are the boxes' values in list order, `counted(n)` the words for n.
 */
export function earlySummaryStyle(
  boxName: string,
  options: readonly string[],
  counted: (count: number) => string,
): Rules {
  const scope = `[${PICKER_MARK}]`;
  const atLeast = (count: number) =>
    Array.from({ length: count }, () => ticked(boxName)).join(' ~ ');
  const style: Rules = {
    [`${scope}:has(${ticked(boxName)}) & > span`]: { display: 'none' },
    [`${scope}:has(${ticked(boxName)}) &`]: { color: 'fg' },
  };
  for (const option of options) {
    const one = `${scope}:has(input[name="${boxName}"][value=${cssString(option)}]:checked):not(:has(${atLeast(2)}))`;
    style[`${one} &::after`] = { content: cssString(option) };
  }
  // Each count's selector is longer than the one before, so the highest count that holds wins.
  for (let count = 2; count <= options.length; count++) {
    style[`${scope}:has(${atLeast(count)}) &::after`] = {
      content: cssString(counted(count)),
    };
  }
  return style;
}
