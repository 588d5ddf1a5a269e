import { Children, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { responsiveImage } from '@app/contract/media';
import { safeImageSrc, safeLinkHref, schemeOf } from './urlPolicy';

/** Maps an image reference of the post (e.g. the admin's `content-image://0`) to a URL to show. */
export type ImageSrcResolver = (src: string) => string | undefined;

export interface ElementContext {
  resolveImageSrc?: ImageSrcResolver;
  /**
   * Renders an HTML fragment the parser handed over as a string (it does so for blocks holding
   * `<pre>`, `<script>`, `<style>` or `<textarea>`), through this same policy: nothing of a post
   * ever reaches the page as raw markup.
   */
  renderHtml: (html: string) => ReactNode;
}

/**
 * The elements an article may contain. Anything else either disappears with its content (the
 * elements that run, embed, submit or restyle things) or is replaced by its children (harmless
 * unknown markup such as `<font>` or `<center>`, whose text is the author's).
 */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'code', 'pre', 'kbd', 'samp', 'var', 'abbr', 'dfn', 'cite', 'q', 'blockquote', 'time',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  'div', 'span', 'section', 'article', 'aside', 'header', 'footer', 'details', 'summary',
  'input',
]); // prettier-ignore

const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param',
  'link', 'meta', 'base', 'title', 'head', 'form', 'button', 'select', 'option', 'optgroup',
  'textarea', 'datalist', 'output', 'svg', 'math', 'template', 'noscript', 'xmp', 'plaintext',
  'noembed', 'noframes', 'audio', 'video', 'source', 'track', 'canvas', 'map', 'area',
  'portal', 'dialog', 'slot', 'marquee', 'keygen', 'fencedframe',
]); // prettier-ignore

const VOID_TAGS = new Set(['br', 'hr', 'img', 'input', 'col']);

/** Elements that end a paragraph when a browser parses the HTML, wherever they sit inside it. */
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption',
  'figure', 'footer', 'header', 'hr', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section',
  'summary', 'table', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
]); // prettier-ignore

/** Image classes the editor writes (left, center or right; center by default). */
const ALIGN_CLASSES = ['align-left', 'align-center', 'align-right'] as const;
const TEXT_ALIGNS = new Set(['left', 'center', 'right', 'justify']);
const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);

type Props = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function smallNumber(value: unknown): number | undefined {
  const raw = typeof value === 'number' ? String(value) : text(value)?.trim();
  return raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : undefined;
}

/** Attributes every kept element may carry: harmless, and nothing that can run or restyle. */
function commonProps(props: Props): Props {
  const safe: Props = {};
  const title = text(props.title);
  if (title !== undefined) safe.title = title;
  const dir = text(props.dir)?.toLowerCase();
  if (dir !== undefined && DIRECTIONS.has(dir)) safe.dir = dir;
  const lang = text(props.lang);
  if (lang !== undefined && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(lang)) safe.lang = lang;
  return safe;
}

function alignClassOf(className: unknown): (typeof ALIGN_CLASSES)[number] {
  const classes = text(className)?.split(/\s+/) ?? [];
  return ALIGN_CLASSES.find((name) => classes.includes(name)) ?? 'align-center';
}

/**
 * The width an article image is laid out at: the text column, whose widest is beside the side
 * panel from the lg breakpoint (6xl container, less its padding, the 280px panel and the gap);
 * below that the screen less the container's padding. Floated images take at most half, so
 * this asks for more than they need, never less.
 */
export const ARTICLE_IMAGE_SIZES =
  '(min-width: 62em) 760px, (min-width: 48em) calc(100vw - 3rem), calc(100vw - 2rem)';

function imageProps(props: Props, context: ElementContext): Props | undefined {
  const written = text(props.src)?.trim();
  if (written === undefined) return undefined;
  const resolved = context.resolveImageSrc?.(written);
  const src = resolved !== undefined ? safeImageSrc(resolved, true) : safeImageSrc(written, false);
  if (src === undefined) return undefined;
  // A stored image names its size and variants in its URL; a local preview (blob:) or another
  // site's picture has neither and stays as it is.
  const image = resolved !== undefined ? { src } : responsiveImage(src);
  const safe: Props = {
    ...commonProps(props),
    src: image.src,
    alt: text(props.alt) ?? '',
    className: alignClassOf(props.className),
    loading: 'lazy',
    decoding: 'async',
  };
  // The author's width and height win; a missing one follows from the image's own ratio, so the
  // box is reserved before the image arrives (the styles keep height auto as it scales down).
  const authorWidth = smallNumber(props.width);
  const authorHeight = smallNumber(props.height);
  const ratio = image.width && image.height ? image.width / image.height : undefined;
  let width = authorWidth;
  let height = authorHeight;
  if (ratio !== undefined) {
    if (width === undefined && height === undefined) {
      width = image.width;
      height = image.height;
    } else if (height === undefined) height = Math.round(width! / ratio);
    else width ??= Math.round(height * ratio);
  }
  if (width !== undefined) safe.width = width;
  if (height !== undefined) safe.height = height;
  if (image.srcSet !== undefined) {
    safe.srcSet = image.srcSet;
    safe.sizes = authorWidth !== undefined ? `${authorWidth}px` : ARTICLE_IMAGE_SIZES;
  }
  return safe;
}

function linkProps(props: Props): Props {
  const href = safeLinkHref(text(props.href));
  const scheme = schemeOf(href);
  return {
    ...commonProps(props),
    href,
    // Links to other sites get no referrer, no window.opener and no ranking endorsement.
    ...(scheme === 'http' || scheme === 'https' || href.startsWith('//')
      ? { rel: 'nofollow noopener noreferrer' }
      : {}),
  };
}

function cellProps(props: Props): Props {
  const safe = commonProps(props);
  const style = props.style;
  const align =
    style !== null && typeof style === 'object'
      ? text((style as Props).textAlign)?.toLowerCase()
      : undefined;
  if (align !== undefined && TEXT_ALIGNS.has(align)) safe.style = { textAlign: align };
  const colSpan = smallNumber(props.colSpan);
  const rowSpan = smallNumber(props.rowSpan);
  if (colSpan !== undefined) safe.colSpan = colSpan;
  if (rowSpan !== undefined) safe.rowSpan = rowSpan;
  return safe;
}

/** The props a kept element renders with, built up from nothing (an allow-list, not a filter). */
function propsFor(tag: string, props: Props, context: ElementContext): Props | undefined {
  switch (tag) {
    case 'a':
      return linkProps(props);
    case 'img':
      return imageProps(props, context);
    case 'td':
    case 'th':
      return cellProps(props);
    case 'ol': {
      const start = smallNumber(props.start);
      return start === undefined ? commonProps(props) : { ...commonProps(props), start };
    }
    case 'code': {
      const language = /(?:^|\s)language-([\w+#-]{1,30})(?:\s|$)/.exec(text(props.className) ?? '');
      return language ? { className: `language-${language[1]}` } : {};
    }
    case 'details':
      return props.open === undefined || props.open === false
        ? commonProps(props)
        : { ...commonProps(props), open: true };
    case 'input':
      // Only the check box of a markdown task list, and it cannot be changed.
      return text(props.type)?.toLowerCase() === 'checkbox'
        ? { type: 'checkbox', checked: Boolean(props.checked), disabled: true, readOnly: true }
        : undefined;
    default:
      return commonProps(props);
  }
}

function holdsBlock(nodes: ReactNode): boolean {
  return Children.toArray(nodes).some(
    (node) =>
      isValidElement<{ children?: ReactNode }>(node) &&
      ((typeof node.type === 'string' && BLOCK_TAGS.has(node.type)) ||
        holdsBlock(node.props.children)),
  );
}

/** Rows written straight into a table get the tbody a browser would add while parsing. */
function withBodies(nodes: ReactNode[]): ReactNode[] {
  const result: ReactNode[] = [];
  let rows: ReactNode[] = [];
  const flush = () => {
    if (rows.length > 0)
      result.push(createElement('tbody', { key: `rows-${result.length}` }, ...rows));
    rows = [];
  };
  for (const node of Children.toArray(nodes)) {
    if (isValidElement(node) && node.type === 'tr') rows.push(node);
    else {
      flush();
      result.push(node);
    }
  }
  flush();
  return result;
}

/**
 * The element a kept tag renders as. The server's HTML must parse back into the same tree for
 * hydration, so a paragraph holding blocks becomes a div (a browser would split it). The page's
 * one h1 is the post's title, so a post's own h1 becomes an h2; other levels stay, which keeps
 * posts written with ## and ### free of skipped levels.
 */
function outputTag(tag: string, content: ReactNode[]): string {
  if (tag === 'h1') return 'h2';
  return tag === 'p' && holdsBlock(content) ? 'div' : tag;
}

/**
 * Stands in for React.createElement while markdown-to-jsx builds the tree: every element the
 * parser produces, from markdown or from raw HTML, passes here, and only allowed tags with
 * allowed attributes come out.
 */
export function safeElement(
  type: unknown,
  rawProps: Props | null | undefined,
  children: ReactNode[],
  context: ElementContext,
): ReactNode {
  const props = rawProps ?? {};
  const key = props.key as string | number | undefined;
  if (typeof type !== 'string') {
    return createElement(Fragment, { key }, ...children);
  }
  const tag = type.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  if (!ALLOWED_TAGS.has(tag)) return createElement(Fragment, { key }, ...children);

  const safeProps = propsFor(tag, props, context);
  if (safeProps === undefined) return null;
  if (VOID_TAGS.has(tag)) return createElement(tag, { ...safeProps, key });

  const html = (props.dangerouslySetInnerHTML as { __html?: unknown } | undefined)?.__html;
  const content = typeof html === 'string' ? [context.renderHtml(html)] : children;
  const output = outputTag(tag, content);
  const className = output === 'div' && tag === 'p' ? { className: 'paragraph' } : {};
  return createElement(
    output,
    { ...safeProps, ...className, key },
    ...(tag === 'table' ? withBodies(content) : content),
  );
}
