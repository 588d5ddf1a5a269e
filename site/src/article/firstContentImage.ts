import { LESS_THAN, isSpaceCode } from './textScan';

/**
 * The first image of the content (markdown `![alt](src "title")` or an `<img src>`), for
 * the share image when the post has no featured image. Only http(s) or site-relative sources, the
 * same ones the article renderer shows.
 *
 * A scan, not one regex: the regex this replaces (`!\[[^\]]*\]\(…` or `<img\b[^>]*?\bsrc…`) read
 * from each `![` to the next `]`, and from each `<img` to the next `>`, once per start, so a post
 * of `![` or `<img ` repeated took quadratic time. Here each delimiter is looked for by a search
 * that only moves forward (`forwardSearch`), and starts that share a `]` are judged once, so the
 * text is read a bounded number of times whatever it holds.
 */
export function firstContentImage(content: string): string | undefined {
  const markdown = markdownImages(content);
  const html = htmlImages(content);
  let judgedBracket = -1;
  for (let at = 0; at < content.length; at += 1) {
    const code = content.charCodeAt(at);
    let src: string | undefined;
    if (code === EXCLAMATION && content.charCodeAt(at + 1) === OPEN_BRACKET) {
      // Every `![` before the same `]` has the same alt end, and so the same image or none.
      const bracket = markdown.closeBracket(at + 2);
      if (bracket === -1 || bracket === judgedBracket) continue;
      judgedBracket = bracket;
      src = markdown.sourceAfter(bracket);
    } else if (code === LESS_THAN && isImgTagName(content, at + 1)) {
      src = html.sourceAfter(at + 4);
    } else {
      continue;
    }
    const trimmed = src?.trim();
    if (trimmed !== undefined && (/^https?:\/\//i.test(trimmed) || /^\/(?!\/)/.test(trimmed))) {
      return trimmed;
    }
  }
  return undefined;
}

const EXCLAMATION = 0x21;
const OPEN_BRACKET = 0x5b;

/** `img` in any case at `at`, not followed by a word character (`<img\b`). */
function isImgTagName(content: string, at: number): boolean {
  return (
    content.slice(at, at + 3).toLowerCase() === 'img' && !/\w/.test(content.charAt(at + 3) || ' ')
  );
}

/**
 * The first position at or after `from` of `char` (or of a character that passes the test), -1
 * when there is none. Asked again from a place before its last answer, it gives that answer
 * without reading: called with positions that only grow, its searches together read the text once.
 */
function forwardSearch(
  text: string,
  char: string | ((code: number) => boolean),
): (from: number) => number {
  const find =
    typeof char === 'string'
      ? (from: number) => text.indexOf(char, from)
      : (from: number) => {
          for (let at = from; at < text.length; at += 1) if (char(text.charCodeAt(at))) return at;
          return -1;
        };
  let searchedFrom = Number.POSITIVE_INFINITY;
  let found = -1;
  return (from) => {
    if (from >= searchedFrom && (found === -1 || from <= found)) return found;
    searchedFrom = from;
    found = find(from);
    return found;
  };
}

const CLOSE_PAREN = 0x29;
const GREATER_THAN = 0x3e;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
const isQuoteCode = (code: number) => code === DOUBLE_QUOTE || code === SINGLE_QUOTE;

/**
 * `![alt](src)`, `![alt](<src>)` and `![alt](src "title")`. Each search below is asked with
 * positions that grow from one `]` to the next, which keeps it a single pass.
 */
function markdownImages(content: string) {
  const bracket = forwardSearch(content, ']');
  const destination = forwardSearch(content, (code) => !isSpaceCode(code));
  const destinationEnd = forwardSearch(
    content,
    (code) => code === CLOSE_PAREN || code === GREATER_THAN || isSpaceCode(code),
  );
  const afterDestination = forwardSearch(content, (code) => !isSpaceCode(code));
  const paren = forwardSearch(content, ')');
  // The last character before a `)` that is not a space, for the `)` asked last: titles of many
  // images can end at one `)`, and the spaces before it are read once.
  let lastParen = -1;
  let beforeLastParen = -1;
  const lastBefore = (close: number, floor: number) => {
    if (close !== lastParen) {
      let at = close - 1;
      while (at > floor && isSpaceCode(content.charCodeAt(at))) at -= 1;
      lastParen = close;
      beforeLastParen = at;
    }
    return beforeLastParen;
  };

  return {
    closeBracket: bracket,
    /** The source when what follows the `]` at `close` is an image destination, else undefined. */
    sourceAfter(close: number): string | undefined {
      if (content.charCodeAt(close + 1) !== 0x28) return undefined;
      let at = destination(close + 2);
      if (at === -1) return undefined;
      if (content.charCodeAt(at) === LESS_THAN) at += 1;
      const end = destinationEnd(at);
      if (end === -1 || end === at) return undefined;
      const after = content.charCodeAt(end) === GREATER_THAN ? end + 1 : end;
      const next = afterDestination(after);
      if (next === -1) return undefined;
      if (content.charCodeAt(next) === CLOSE_PAREN) return content.slice(at, end);
      // A title: space, a quote, anything but `)`, a quote, optional space, then `)`.
      if (!isSpaceCode(content.charCodeAt(after)) || !isQuoteCode(content.charCodeAt(next))) {
        return undefined;
      }
      const titleEnd = paren(next + 1);
      if (titleEnd === -1) return undefined;
      const last = lastBefore(titleEnd, next);
      return last > next && isQuoteCode(content.charCodeAt(last))
        ? content.slice(at, end)
        : undefined;
    },
  };
}

/** `<img … src="…">`, `src='…'` or `src=…`: the first `src` before the tag's `>`. */
function htmlImages(content: string) {
  const tagEnd = forwardSearch(content, '>');
  const doubleQuote = forwardSearch(content, '"');
  const singleQuote = forwardSearch(content, "'");
  const valueEnd = forwardSearch(content, (code) => code === GREATER_THAN || isSpaceCode(code));
  // The first `src=` (a whole attribute name, spaces allowed around `=`) at or after a place;
  // asked with growing places, like the searches above.
  const attributePattern = /\bsrc\s*=\s*/gi;
  let attributeFrom = Number.POSITIVE_INFINITY;
  let attribute: { index: number; end: number } | undefined;
  const nextAttribute = (from: number) => {
    if (from >= attributeFrom && (attribute === undefined || from <= attribute.index)) {
      return attribute;
    }
    attributePattern.lastIndex = from;
    const match = attributePattern.exec(content);
    attributeFrom = from;
    attribute = match ? { index: match.index, end: attributePattern.lastIndex } : undefined;
    return attribute;
  };

  return {
    /** The source of the `<img` tag whose name ends at `from`, or undefined. */
    sourceAfter(from: number): string | undefined {
      const end = tagEnd(from);
      const src = nextAttribute(from);
      if (src === undefined || (end !== -1 && src.index > end)) return undefined;
      const at = src.end;
      const opening = content.charCodeAt(at);
      const closing = isQuoteCode(opening)
        ? (opening === DOUBLE_QUOTE ? doubleQuote : singleQuote)(at + 1)
        : -1;
      if (closing !== -1) return content.slice(at + 1, closing);
      // An unquoted value, or a quote never closed: up to a space or `>`.
      const stop = valueEnd(at);
      const valueStop = stop === -1 ? content.length : stop;
      return valueStop > at ? content.slice(at, valueStop) : undefined;
    },
  };
}
