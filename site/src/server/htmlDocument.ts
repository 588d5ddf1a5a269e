import { PAGE_STATE_ID } from '../page/pageState';

export interface DocumentParts {
  /** Attributes for `<html>` from the page head (lang and dir), in place of the template's. */
  htmlAttributes: string;
  /** Title, meta, link and JSON-LD tags, then the critical style tags. */
  head: string;
  /** The rendered app, placed inside `<div id="root">`. */
  body: string;
  /** The serialized page state (already safe inside a script element). */
  state: string;
}

const HEAD_END = '</head>';
const ROOT = /<div id="root"><\/div>/;

/**
 * Fills the client's built index.html: the head goes before `</head>` (so the bundle's script
 * tags stay where the build put them), the app into the root element, the state right after it.
 */
export function fillDocument(template: string, parts: DocumentParts): string {
  if (!template.includes(HEAD_END) || !ROOT.test(template)) {
    throw new Error('index.html must contain </head> and an empty <div id="root"></div>');
  }
  const withHtmlAttributes = parts.htmlAttributes
    ? template.replace(/<html([^>]*)>/, (_match, attributes: string) => {
        const kept = String(attributes).replace(/\s+(?:lang|dir)="[^"]*"/g, '');
        return `<html${kept} ${parts.htmlAttributes}>`;
      })
    : template;
  return withHtmlAttributes
    .replace(HEAD_END, () => `${parts.head}${HEAD_END}`)
    .replace(
      ROOT,
      () =>
        `<div id="root">${parts.body}</div>` +
        `<script type="application/json" id="${PAGE_STATE_ID}">${parts.state}</script>`,
    );
}
