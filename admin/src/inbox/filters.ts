import {
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  INBOX_SEARCH_MAX_LENGTH,
  MEETING_FILTERS,
  inboxSearchParams,
  type InboxFilters,
} from '@app/contract/inbox';

/*
 * The list's filters live in the address (`?status=new&kind=meeting&meetings=upcoming&q=…`), so a
 * reload, the Back button and a shared link keep them. Which page is shown lives in the history
 * entry's state (the cursors of the pages before it): a keyset cursor means nothing in a link,
 * but Back and a reload still return to the page that was open.
 */

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** The filters an address asks for; unknown values are dropped rather than sent. */
export function filtersFromParams(params: URLSearchParams): InboxFilters {
  const q = (params.get('q') ?? '').trim().slice(0, INBOX_SEARCH_MAX_LENGTH);
  const filters: InboxFilters = {
    status: oneOf(ENQUIRY_STATUSES, params.get('status')),
    kind: oneOf(ENQUIRY_KINDS, params.get('kind')),
    meetings: oneOf(MEETING_FILTERS, params.get('meetings')),
    q: q === '' ? undefined : q,
  };
  return filters;
}

/** The address's query string of a filter set ('' when none), in the contract's order. */
export const filtersSearch = (filters: InboxFilters): string => inboxSearchParams(filters);

export const hasFilters = (filters: InboxFilters): boolean => filtersSearch(filters) !== '';

/** What a list's history entry remembers: the cursors of the pages before the one shown. */
export interface InboxPageState {
  cursors: string[];
}

/** The cursor stack of a history entry's state; none (the first page) for anything else. */
export function cursorsOf(state: unknown): string[] {
  if (state === null || typeof state !== 'object' || !('cursors' in state)) return [];
  const { cursors } = state;
  return Array.isArray(cursors) && cursors.every((cursor) => typeof cursor === 'string')
    ? cursors
    : [];
}

/** What the list hands to an enquiry's page, so "Back to inbox" returns to the same page. */
export interface BackToList {
  search: string;
  cursors: string[];
}

export function backToListOf(state: unknown): BackToList | null {
  if (state === null || typeof state !== 'object' || !('back' in state)) return null;
  const { back } = state;
  if (back === null || typeof back !== 'object' || !('search' in back)) return null;
  const search = typeof back.search === 'string' && back.search.startsWith('?') ? back.search : '';
  return { search, cursors: cursorsOf(back) };
}
