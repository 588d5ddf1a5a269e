import type { ReactNode } from 'react';
import { compiler } from 'markdown-to-jsx/react';
import { safeElement, type ElementContext, type ImageSrcResolver } from './elementPolicy';

/** HTML strings inside HTML strings deeper than this are shown as their text only. */
const MAX_HTML_NESTING = 4;

function textOf(html: string): string {
  return html.replace(/<[^>]*>?/g, '');
}

function compile(
  source: string,
  resolveImageSrc: ImageSrcResolver | undefined,
  depth: number,
): ReactNode {
  const context: ElementContext = {
    resolveImageSrc,
    renderHtml: (html) =>
      depth >= MAX_HTML_NESTING ? textOf(html) : compile(html, resolveImageSrc, depth + 1),
  };
  return compiler(source, {
    createElement: (type, props, ...children) =>
      safeElement(type, props as Record<string, unknown> | null, children, context),
    // Every URL is judged by the element policy, which knows the allowed schemes and the image
    // resolver; the library's own checks would drop `content-image://` before it is resolved.
    sanitizer: (value) => value,
    // Dangerous tags are removed with their content by the policy rather than shown as text.
    tagfilter: false,
    // A one-line post is still a paragraph; fragments handed back by the parser stay as written.
    forceBlock: depth === 0,
    wrapper: null,
  });
}

/**
 * A post's markdown (raw HTML allowed) as React elements, with only the tags, attributes and URL
 * schemes the element policy allows. `resolveImageSrc` maps image references before they are
 * checked (the admin's preview turns `content-image://N` into a local blob: URL).
 */
export function renderMarkdown(markdown: string, resolveImageSrc?: ImageSrcResolver): ReactNode {
  return compile(markdown, resolveImageSrc, 0);
}
