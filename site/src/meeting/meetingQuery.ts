import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { MeetingResponse } from '@app/contract/meetings';
import { MEETING_TOKEN_PATTERN } from '@app/contract/privateLinks';
import { meetingPath } from '@app/contract/paths';

/** The key spells the path it reads, as every key of the site does. */
export const meetingQueryKey = (token: string) => [meetingPath(token)] as const;

/** GET /api/meetings/{token}; the server renders it, the browser hydrates from the page. */
export function meetingQuery(token: string) {
  return queryOptions<MeetingResponse>({ queryKey: meetingQueryKey(token) });
}

/** The meeting of the link, read before the page renders (a 404 is part of the page). */
export async function prefetchMeeting(queryClient: QueryClient, params: Params): Promise<void> {
  const token = params.token ?? '';
  if (!MEETING_TOKEN_PATTERN.test(token)) return;
  await queryClient.prefetchQuery(meetingQuery(token));
}
