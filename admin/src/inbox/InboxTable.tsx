import { Link as RouterLink } from 'react-router-dom';
import type { InboxRow } from '@app/contract/inbox';
import { Box, chakra } from 'shared_ui/layout';
import { Link, Text } from 'shared_ui/typography';
import { INBOX_PATH } from '../app/paths';
import { formatDateTime } from '../staff/formatDateTime';
import { useReaderTimeZone } from '../staff/ReaderTimeZoneContext';
import type { BackToList } from './filters';
import { MeetingTime } from './MeetingTime';
import { EnquiryStatusBadge } from './StatusBadge';

/**
 * `/inbox/{id}`: one enquiry, the id one path segment whatever it holds. Here rather than beside
 * INBOX_PATH, which the first load carries.
 */
const enquiryPath = (id: string) => `${INBOX_PATH}/${encodeURIComponent(id)}`;

const COLUMNS = ['Received', 'Name', 'E-mail', 'Services', 'Status', 'Meeting'];

/**
 * One page of enquiries, newest first. A name opens the enquiry, which is told the list's filters
 * and page for its way back.
 */
export function InboxTable({
  rows,
  businessTimeZone,
  back,
}: {
  rows: InboxRow[];
  businessTimeZone: string;
  back: BackToList;
}) {
  const zone = useReaderTimeZone();
  return (
    <Box overflowX="auto" bg="bg.panel" borderWidth="1px" borderRadius="l3" p="4">
      <Box as="table" w="full" fontSize="sm">
        <Box as="thead" color="fg.muted">
          <tr>
            {COLUMNS.map((title) => (
              <chakra.th
                key={title}
                scope="col"
                textAlign="start"
                pb="2"
                pe="3"
                fontWeight="medium"
              >
                {title}
              </chakra.th>
            ))}
          </tr>
        </Box>
        <tbody>
          {rows.map((row) => (
            <Box as="tr" key={row.id} borderTopWidth="1px" verticalAlign="top">
              <Box as="td" py="3" pe="3" whiteSpace="nowrap">
                {formatDateTime(row.receivedAt, zone)}
              </Box>
              <chakra.th scope="row" textAlign="start" py="3" pe="3" fontWeight="medium">
                <Link asChild colorPalette="brand" fontWeight="semibold">
                  <RouterLink to={enquiryPath(row.id)} state={{ back }}>
                    {row.name || 'No name'}
                  </RouterLink>
                </Link>
                {!row.hasMessage && (
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    No message
                  </Text>
                )}
              </chakra.th>
              <Box as="td" py="3" pe="3" wordBreak="break-all">
                {row.email}
              </Box>
              <Box as="td" py="3" pe="3">
                {row.services.length > 0 ? row.services.join(', ') : '-'}
              </Box>
              <Box as="td" py="3" pe="3">
                <EnquiryStatusBadge status={row.status} />
              </Box>
              <Box as="td" py="3" minW="56">
                {row.meeting ? (
                  <>
                    <MeetingTime meeting={row.meeting} businessTimeZone={businessTimeZone} />
                    {row.meeting.assignment && (
                      <Text fontSize="sm">
                        With {row.meeting.assignment.advisorName}: {row.meeting.assignment.reason}
                      </Text>
                    )}
                  </>
                ) : (
                  <Text color="fg.muted">No meeting</Text>
                )}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
