// An ESLint rule: the public site's components take every text a visitor reads or hears from the
// language catalogues (site/src/i18n/messages), never from a string written in the component. It
// reports words in JSX text, and string literals (or templates with words in them) given as JSX
// children or to the props that carry text: aria-label, title, placeholder, alt and the site's
// own text props. A "word" is any letter in any script; punctuation, arrows and digits alone pass.

/** Props whose value is read or heard by the visitor. */
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  // The site's and the kit's own props that end up as one of the above or as text.
  'label',
  'description',
  'subtitle',
  'intro',
  'dotsLabel',
]);

const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Visitor-facing texts come from the language catalogues' },
    schema: [],
    messages: {
      literal:
        '"{{text}}" is written in the component: put it in site/src/i18n/messages (en.ts and ar.ts) and read it with useI18n().',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({
        node,
        messageId: 'literal',
        data: { text: text.trim().replace(/\s+/g, ' ').slice(0, 60) },
      });

    /** Reports the literal texts an expression can evaluate to. */
    const check = (node) => {
      if (!node) return;
      switch (node.type) {
        case 'Literal':
          if (typeof node.value === 'string' && LETTER.test(node.value)) report(node, node.value);
          break;
        case 'TemplateLiteral': {
          const text = node.quasis.map((quasi) => quasi.value.cooked ?? '').join('…');
          if (LETTER.test(text)) report(node, text);
          break;
        }
        case 'ConditionalExpression':
          check(node.consequent);
          check(node.alternate);
          break;
        case 'LogicalExpression':
          check(node.left);
          check(node.right);
          break;
        default:
      }
    };

    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') {
          check(node.expression);
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!TEXT_PROPS.has(name) || !node.value) return;
        check(node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value);
      },
    };
  },
};

export const siteTexts = { rules: { 'no-literal-text': noLiteralText } };
