import { apiJson } from '@app/contract/client';
import {
  ADVISORS_PATHS,
  type Advisor,
  type AdvisorInput,
  type AdvisorsResponse,
  type FeedAddress,
} from '@app/contract/advisors';
import { ADMIN_HEADERS } from '../auth/session';

const call = <T>(path: string, method = 'GET', body?: unknown) =>
  apiJson<T>(path, { method, headers: ADMIN_HEADERS, body });

export const readAdvisors = () => call<AdvisorsResponse>(ADVISORS_PATHS.advisors);
export const addAdvisor = (input: AdvisorInput) =>
  call<Advisor>(ADVISORS_PATHS.advisors, 'POST', input);
export const saveAdvisor = ({ id, input }: { id: string; input: AdvisorInput }) =>
  call<Advisor>(ADVISORS_PATHS.advisor(id), 'PUT', input);
/** A new feed address for the advisor (null: the firm's), revoking the old one. */
export const regenerateFeed = (id: string | null) =>
  call<FeedAddress>(id === null ? ADVISORS_PATHS.firmFeed : ADVISORS_PATHS.advisorFeed(id), 'POST');
export const revokeFeed = (id: string | null) =>
  call<void>(id === null ? ADVISORS_PATHS.firmFeed : ADVISORS_PATHS.advisorFeed(id), 'DELETE');
export const reassignMeeting = ({
  meetingId,
  advisorId,
}: {
  meetingId: string;
  advisorId: string;
}) =>
  call<{ advisorId: string; sequence: number }>(ADVISORS_PATHS.reassign(meetingId), 'POST', {
    advisorId,
  });
