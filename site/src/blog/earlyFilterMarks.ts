import { searchTextOf } from './searchText';

/**
 * The attributes the server puts on /blog's search box, cards and messages so the boot script
 * can filter the list before the page is live (../boot/earlyPostFilter.ts). It never changes
 * those elements: it writes CSS rules on these attributes into a <style> of its own, which
 * hydration does not see.
 */
export const EARLY_FILTER = {
  /**
   * The search box whose text filters the cards; its value is the line that counts the matches,
   * in the page's language, with `{count}` and `{term}` to fill in (../blog/searchText.ts).
   */
  field: 'data-post-search',
  /** A card's post, by slug: the rules that hide a card name it. */
  card: 'data-post-slug',
  /** A card's search text (./searchText.ts). */
  text: 'data-post-text',
  /** The list of cards, hidden when no card is left. */
  grid: 'data-post-grid',
  /** The "No posts found" message, which the server renders hidden. */
  none: 'data-no-posts',
  /** The line that counts the matches, which the server renders hidden and empty. */
  summary: 'data-post-summary',
  /** The id of the boot filter's <style>. */
  style: 'early-post-filter',
} as const;

export const searchFieldMark = (summary: string) => ({ [EARLY_FILTER.field]: summary });
export const gridMark = { [EARLY_FILTER.grid]: '' };
export const noPostsMark = { [EARLY_FILTER.none]: '' };
export const summaryMark = { [EARLY_FILTER.summary]: '' };

export function cardMarks(post: {
  slug: string;
  title: string;
  description: string;
  tags: string;
}): Record<string, string> {
  return { [EARLY_FILTER.card]: post.slug, [EARLY_FILTER.text]: searchTextOf(post) };
}

/** The live list has rendered the search itself: the boot filter's rules go. */
export function releaseEarlyPostFilter(doc: Document): void {
  doc.getElementById(EARLY_FILTER.style)?.remove();
}
