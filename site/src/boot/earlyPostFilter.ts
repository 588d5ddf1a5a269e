import { EARLY_FILTER } from '../blog/earlyFilterMarks';
import { fillSearchSummary, matchesSearch } from '../blog/searchText';

/**
 * /blog's search before the page is live: each letter typed filters the server's cards at once,
 * instead of waiting seconds for React. The server marks every card with its search text
 * (../blog/earlyFilterMarks.ts); this hides the cards that do not match, and shows the count and
 * "No posts found", with CSS rules in a <style> of its own. The elements React will hydrate are
 * never touched, so hydration finds the server's markup; the live list then filters by the same
 * text and the same rule, and removes these rules in the commit that shows its own filtering.
 */
export interface EarlyPostFilter {
  /** Stops following the search box; its last rules stay until the live list releases them. */
  stop(): void;
}

/** A CSS string: characters that could end it or break the rule are escaped as code points. */
const cssString = (text: string) =>
  `"${text.replace(/[\\"\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;

/** The rules for the search box's `term`, trimmed; `summaryText` is the count line's message. */
function rulesFor(doc: Document, term: string, summaryText: string): string {
  if (term === '') return '';
  const cards = doc.querySelectorAll(`[${EARLY_FILTER.text}]`);
  const hidden: string[] = [];
  for (const card of cards) {
    if (!matchesSearch(card.getAttribute(EARLY_FILTER.text) ?? '', term)) {
      hidden.push(
        `[${EARLY_FILTER.card}=${cssString(card.getAttribute(EARLY_FILTER.card) ?? '')}]`,
      );
    }
  }
  const summary = fillSearchSummary(summaryText, cards.length - hidden.length, term);
  let rules =
    `[${EARLY_FILTER.summary}]{display:block!important}` +
    `[${EARLY_FILTER.summary}]::before{content:${cssString(summary)}}`;
  if (hidden.length > 0) rules += `${hidden.join()}{display:none!important}`;
  if (hidden.length === cards.length) {
    rules += `[${EARLY_FILTER.grid}]{display:none!important}[${EARLY_FILTER.none}]{display:block!important}`;
  }
  return rules;
}

export function filterPostsEarly(doc: Document): EarlyPostFilter {
  const controller = new AbortController();
  doc.addEventListener(
    'input',
    ({ target }) => {
      // Only the search box carries the attribute, holding the count line's text in the page's
      // language (an input event's target is an element; the call is optional for any other).
      const box = target as HTMLInputElement;
      const summary = box.getAttribute?.(EARLY_FILTER.field);
      if (summary == null) return;
      let style = doc.getElementById(EARLY_FILTER.style);
      if (!style) {
        style = doc.createElement('style');
        style.id = EARLY_FILTER.style;
        doc.head.append(style);
      }
      style.textContent = rulesFor(doc, box.value.trim(), summary);
    },
    { capture: true, signal: controller.signal },
  );
  return { stop: () => controller.abort() };
}
