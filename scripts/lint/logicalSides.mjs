// An ESLint rule: the kit, the site and the admin lay things out with logical sides (start/end),
// never physical ones (left/right), so one stylesheet serves English (left to right) and Arabic
// (right to left). It reports
// - style prop names and style object keys that name a physical side: `ml`, `pr`, `marginLeft`,
//   `paddingRight`, `left`, `right`, `borderLeft…`, `roundedTopRight`, `borderTopLeftRadius`,
//   `scrollMarginLeft`, and their CSS spellings as keys (`'margin-left'`);
// - `left`/`right` given to a property whose values have logical twins: `textAlign`, `float`,
//   `clear`, `justifySelf`, `justifyItems`, `justifyContent`, and the position keywords of
//   `backgroundPosition`, `transformOrigin`, `objectPosition`, `positionArea` and the like;
// - the same in CSS text written in template literals (`margin-left:`, `padding-right`,
//   `left:`, `right:`, `text-align: left`, `border-left…`, `float: right`).
//
// Escape hatch, for what truly has a side of its own (an author who chose "left" for an image,
// a shadow cast one way): a comment `physical-side: <why>` at the end of the reported line or on
// a line of its own right above it. A comment without a reason does not count.

const PHYSICAL_NAMES = [
  /^(ml|mr|pl|pr|left|right)$/,
  /^(margin|padding|border|scrollMargin|scrollPadding|inset)(Left|Right)/,
  /^border(Top|Bottom)(Left|Right)Radius$/,
  /^rounded(Top|Bottom)?(Left|Right)$/,
  /^(margin|padding|border|scroll-margin|scroll-padding|inset)-(left|right)/,
  /^border-(top|bottom)-(left|right)-radius$/,
];

/** Properties whose `left`/`right` keywords have logical twins (start/end, inline-start…). */
const SIDE_VALUE_NAMES = new Set([
  'textAlign',
  'text-align',
  'float',
  'clear',
  'justifySelf',
  'justify-self',
  'justifyItems',
  'justify-items',
  'justifyContent',
  'justify-content',
  'backgroundPosition',
  'background-position',
  'backgroundPositionX',
  'background-position-x',
  'bgPos',
  'bgPosition',
  'transformOrigin',
  'transform-origin',
  'objectPosition',
  'object-position',
  'maskPosition',
  'positionArea',
  'position-area',
  'positionTryFallbacks',
  'position-try-fallbacks',
]);

const SIDE_WORD = /(^|[^\w-])(left|right)([^\w-]|$)|span-(left|right)/;

/** Physical sides in CSS text: properties named after a side, and side keywords of a few. */
const PHYSICAL_CSS = [
  /(^|[^\w-])(margin|padding|border|scroll-margin|scroll-padding|inset)-(left|right)\b/,
  /(^|[^\w-])border-(top|bottom)-(left|right)-radius\b/,
  /(^|[\s;{])(left|right)\s*:/,
  /(^|[^\w-])(text-align|float|clear|justify-self|justify-items|justify-content)\s*:\s*(left|right)\b/,
  /(^|[^\w-])(background-position|transform-origin|object-position|position-area)\s*:[^;]*\b(left|right)\b/,
];

const ESCAPE = /physical-side:\s*\S/;

const nameOf = (key) => {
  if (!key) return null;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  if (key.type === 'JSXIdentifier') return key.name;
  return null;
};

/** @type {import('eslint').Rule.RuleModule} */
export const noPhysicalSides = {
  meta: {
    type: 'problem',
    docs: { description: 'Layout uses logical sides (start/end), so it mirrors right to left' },
    schema: [],
    messages: {
      name: '"{{name}}" names a physical side: use its logical twin (ms/me, ps/pe, insetInlineStart/End, borderInlineStart…, roundedStart/End) so the layout mirrors in Arabic.',
      value:
        '"{{name}}: {{value}}" is a physical side: use start/end (inline-start/inline-end) so the layout mirrors in Arabic.',
      css: 'CSS text "{{text}}" names a physical side: use the logical property or keyword (margin-inline-start, inset-inline-end, text-align: start…).',
    },
  },
  create(context) {
    const source = context.sourceCode;

    /** A comment on its own line right above, or at the end of the node's line. */
    const ownLine = (comment) =>
      source.lines[comment.loc.start.line - 1].slice(0, comment.loc.start.column).trim() === '';
    const escaped = (node) => {
      const line = node.loc.start.line;
      return source
        .getAllComments()
        .some(
          (comment) =>
            ESCAPE.test(comment.value) &&
            (comment.loc.start.line === line ||
              (comment.loc.end.line === line - 1 && ownLine(comment))),
        );
    };

    const report = (node, messageId, data) => {
      if (!escaped(node)) context.report({ node, messageId, data });
    };

    /** The string literals an expression can evaluate to (responsive objects and arrays too). */
    const stringsOf = (node) => {
      if (!node) return [];
      switch (node.type) {
        case 'Literal':
          return typeof node.value === 'string' ? [node] : [];
        case 'TemplateLiteral':
          return node.expressions.length === 0 ? [node] : [];
        case 'JSXExpressionContainer':
          return stringsOf(node.expression);
        case 'ConditionalExpression':
          return [...stringsOf(node.consequent), ...stringsOf(node.alternate)];
        case 'LogicalExpression':
          return [...stringsOf(node.left), ...stringsOf(node.right)];
        case 'ArrayExpression':
          return node.elements.flatMap(stringsOf);
        case 'ObjectExpression':
          return node.properties.flatMap((property) =>
            property.type === 'Property' ? stringsOf(property.value) : [],
          );
        case 'TSAsExpression':
        case 'TSSatisfiesExpression':
          return stringsOf(node.expression);
        default:
          return [];
      }
    };

    const textOf = (node) =>
      node.type === 'TemplateLiteral' ? (node.quasis[0]?.value.cooked ?? '') : node.value;

    const checkPair = (nameNode, name, valueNode) => {
      if (PHYSICAL_NAMES.some((pattern) => pattern.test(name))) {
        report(nameNode, 'name', { name });
        return;
      }
      if (SIDE_VALUE_NAMES.has(name)) {
        for (const literal of stringsOf(valueNode)) {
          const value = textOf(literal);
          if (SIDE_WORD.test(value)) report(literal, 'value', { name, value });
        }
      }
    };

    return {
      JSXAttribute(node) {
        const name = nameOf(node.name);
        if (name) checkPair(node.name, name, node.value);
      },
      Property(node) {
        if (node.parent.type !== 'ObjectExpression' || node.computed) return;
        const name = nameOf(node.key);
        if (name) checkPair(node.key, name, node.value);
      },
      TemplateLiteral(node) {
        const text = node.quasis.map((quasi) => quasi.value.cooked ?? '').join('0');
        const found = PHYSICAL_CSS.map((pattern) => text.match(pattern)).find(Boolean);
        if (found) report(node, 'css', { text: found[0].trim() });
      },
    };
  },
};

export const logicalSides = { rules: { 'no-physical-sides': noPhysicalSides } };
