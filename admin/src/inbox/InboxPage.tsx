import { useId } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/paths';
import { inboxSearchParams, type InboxFilters as Filters } from '@app/contract/inbox';
import { Box, Container, HStack, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { EmptyState } from 'shared_ui/feedback';
import { useAuth } from '../auth/useAuth';
import {
  cursorsOf,
  filtersFromParams,
  filtersSearch,
  hasFilters,
  type InboxPageState,
} from './filters';
import { InboxFilters, statusTabId } from './InboxFilters';
import { InboxTable } from './InboxTable';
import { enquiriesInWords } from './inboxWords';
import { inboxListQuery } from './queries';
import { Loading, LoadError } from '../loading/LoadState';

/**
 * /admin/inbox: contact messages and booked meetings in one list, newest first, filtered by the
 * address's query (status, kind, meetings, search), a page at a time by the BFF's keyset cursor.
 * Admins also export what the filters match as CSV.
 */
export function InboxPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = filtersFromParams(params);
  const cursors = cursorsOf(location.state);
  const search = inboxSearchParams({ ...filters, cursor: cursors.at(-1) });
  // While another page or filter loads, the last list stays (marked busy) rather than a spinner.
  const page = useQuery({ ...inboxListQuery(search), placeholderData: keepPreviousData });
  const panelId = useId();

  // A new entry in the history for each change, so Back returns to the filters or page before.
  const setFilters = (next: Filters) => setParams(new URLSearchParams(filtersSearch(next)));
  const showPage = (nextCursors: string[]) => {
    const state: InboxPageState = { cursors: nextCursors };
    setParams(params, { state });
  };
  const nextCursor = page.data?.nextCursor ?? null;
  const filtered = hasFilters(filters);

  return (
    <Container as="main" maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <HStack justify="space-between" align="end" gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Inbox
            </Heading>
            <Text color="fg.muted" aria-live="polite">
              {page.isSuccess ? enquiriesInWords(page.data.total) : null}
            </Text>
          </Stack>
          {user?.role === 'admin' && (
            <Button asChild variant="outline" colorPalette="brand">
              <a href={`${API_PATHS.staffInboxExport}${filtersSearch(filters)}`} download>
                Export CSV
              </a>
            </Button>
          )}
        </HStack>

        <InboxFilters filters={filters} panelId={panelId} onChange={setFilters} />

        <Stack
          id={panelId}
          role="tabpanel"
          aria-labelledby={statusTabId(panelId, filters.status)}
          gap="4"
        >
          {page.isPending && <Loading>Loading the inbox...</Loading>}

          {page.isError && (
            <LoadError
              title="Error loading the inbox"
              message={page.error.message || 'Failed to load the enquiries'}
            />
          )}

          {page.isSuccess && page.data.items.length === 0 && (
            <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg.panel">
              <EmptyState.Content>
                <EmptyState.Title as="h2">
                  {filtered ? 'No enquiries match these filters' : 'No enquiries yet'}
                </EmptyState.Title>
                <EmptyState.Description>
                  {filtered
                    ? 'Try another status, kind or search.'
                    : 'Contact messages and booked meetings will show here.'}
                </EmptyState.Description>
                {filtered && (
                  <Button colorPalette="brand" variant="outline" onClick={() => setFilters({})}>
                    Show all enquiries
                  </Button>
                )}
              </EmptyState.Content>
            </EmptyState.Root>
          )}

          {page.isSuccess && page.data.items.length > 0 && (
            <Box aria-busy={page.isPlaceholderData} opacity={page.isPlaceholderData ? 0.6 : 1}>
              <InboxTable
                rows={page.data.items}
                businessTimeZone={page.data.businessTimeZone}
                back={{ search: filtersSearch(filters), cursors }}
              />
            </Box>
          )}

          {page.isSuccess && (cursors.length > 0 || nextCursor !== null) && (
            <HStack as="nav" aria-label="Inbox pages" gap="3" justify="space-between">
              <Button
                variant="outline"
                size="sm"
                disabled={cursors.length === 0 || page.isPlaceholderData}
                onClick={() => showPage(cursors.slice(0, -1))}
              >
                Newer
              </Button>
              <Text fontSize="sm" color="fg.muted">
                Page {cursors.length + 1}
              </Text>
              <Button
                variant="outline"
                size="sm"
                disabled={nextCursor === null || page.isPlaceholderData}
                onClick={() => nextCursor !== null && showPage([...cursors, nextCursor])}
              >
                Older
              </Button>
            </HStack>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
