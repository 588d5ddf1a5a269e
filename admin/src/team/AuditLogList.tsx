import { STACKED_ON_A_PHONE } from '../staff/stackedTable';
import { useInfiniteQuery } from '@tanstack/react-query';
import { staffQueryKeys } from '@app/contract/queries';
import type { AuditEvent, AuditLogResponse } from '@app/contract/staff';
import { apiJson } from '@app/contract/client';
import { API_PATHS } from '@app/contract/paths';
import { Box, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { ADMIN_HEADERS } from '../auth/session';
import { formatDateTime } from '../staff/formatDateTime';

const EVENT_LABELS: Record<AuditEvent, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'password-change': 'Changed password',
  'password-set': 'Set password with a link',
  'password-link': 'Made a set-password link',
  'member-add': 'Added a member',
  'role-change': 'Changed a role',
  deactivation: 'Deactivated a member',
  reactivation: 'Reactivated a member',
  'session-end': 'Ended sessions',
  'post-delete': 'Deleted a post',
  'enquiry-status': "Changed an enquiry's status",
  'enquiry-outcome': "Set an enquiry's outcome",
  'report-export': 'Exported a report',
  'enquiry-note': 'Added a note to an enquiry',
  'enquiry-delete': 'Deleted an enquiry',
  'inbox-export': 'Exported the inbox',
  'preview-link': 'Made a preview link',
  'preview-revoke': 'Revoked a preview link',
  'post-publish': 'Published a post',
  'post-unpublish': 'Unpublished a post',
  'post-schedule': "Changed a post's schedule",
  'revision-restore': 'Restored a revision',
  'meeting-cancel': 'Cancelled a meeting',
  'meeting-reschedule': 'Moved a meeting',
  'availability-change': 'Changed the availability',
  'advisor-change': 'Changed an advisor',
  'meeting-reassign': 'Reassigned a meeting',
  'feed-change': 'Made or revoked a calendar feed',
  'password-check-failed': 'Wrong current password',
  'site-publish': 'Published site content',
  'privacy-settings': 'Changed the retention',
  'privacy-retention': 'Erased enquiries past retention',
  'privacy-export': "Downloaded a person's data",
  'privacy-erase': "Erased a person's data",
  'webhook-change': 'Changed a webhook endpoint',
};

const readPage = ({ pageParam }: { pageParam: number | null }) =>
  apiJson<AuditLogResponse>(
    pageParam === null ? API_PATHS.auditLog : `${API_PATHS.auditLog}?before=${pageParam}`,
    { headers: ADMIN_HEADERS },
  );

/** The audit log, newest first, a page at a time. */
export function AuditLogList() {
  const log = useInfiniteQuery({
    queryKey: staffQueryKeys.auditLog,
    queryFn: readPage,
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    staleTime: 0,
  });
  if (log.isPending) return <Text role="status">Loading the audit log...</Text>;
  if (log.isError) return <Text role="alert">The audit log could not be loaded.</Text>;
  const entries = log.data.pages.flatMap((page) => page.entries);
  return (
    <Stack gap="3">
      <Box as="table" w="full" fontSize="sm" css={STACKED_ON_A_PHONE}>
        <Box as="thead" color="fg.muted" textAlign="start">
          <tr>
            {['When', 'What', 'Who', 'Concerning', 'Address'].map((title) => (
              <Box as="th" key={title} textAlign="start" pb="2" pe="3" fontWeight="medium">
                {title}
              </Box>
            ))}
          </tr>
        </Box>
        <tbody>
          {entries.map((entry) => (
            <Box as="tr" key={entry.id} borderTopWidth="1px">
              <Box as="td" py="2" pe="3" whiteSpace="nowrap">
                {formatDateTime(entry.at)}
              </Box>
              <Box as="td" py="2" pe="3">
                {EVENT_LABELS[entry.event] ?? entry.event}
                {entry.detail ? ` (${entry.detail})` : ''}
              </Box>
              <Box as="td" py="2" pe="3">
                {entry.actor ?? '-'}
              </Box>
              <Box as="td" py="2" pe="3">
                {entry.subject ?? '-'}
              </Box>
              <Box as="td" py="2">
                {entry.address ?? '-'}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
      {log.hasNextPage && (
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          loading={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Show older entries
        </Button>
      )}
    </Stack>
  );
}
