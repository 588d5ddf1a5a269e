import { queryOptions } from '@tanstack/react-query';
import { INBOX_SUMMARY_REFRESH_MS, inboxQueryKeys } from '@app/contract/queries';
import { getEnquiry, listInbox, readInboxSummary } from './inboxApi';

/*
 * The inbox's reads, with the contract's keys, fresh on every visit: colleagues handle the same
 * enquiries. Every key starts with `inboxQueryKeys.all`, so one invalidation after a change
 * covers the lists, the enquiry and the header's count.
 */

/** One page of the list; `searchParams` is inboxSearchParams of the filters and the cursor. */
export const inboxListQuery = (searchParams: string) =>
  queryOptions({
    queryKey: inboxQueryKeys.list(searchParams),
    // The key's second part is the query string; the URL is built here, not by joining the key.
    queryFn: () => listInbox(searchParams),
    staleTime: 0,
  });

export const enquiryQuery = (id: string) =>
  queryOptions({
    queryKey: inboxQueryKeys.one(id),
    queryFn: () => getEnquiry(id),
    staleTime: 0,
  });

/** The header's count, asked again every minute while a staff screen is open. */
export const inboxSummaryQuery = () =>
  queryOptions({
    queryKey: inboxQueryKeys.summary,
    queryFn: readInboxSummary,
    staleTime: 0,
    refetchInterval: INBOX_SUMMARY_REFRESH_MS,
  });
