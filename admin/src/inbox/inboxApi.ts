import { apiJson } from '@app/contract/client';
import { API_PATHS, staffEnquiryPath, staffMeetingPath } from '@app/contract/paths';
import type { EnquiryDetail, EnquiryStatus, InboxPage, InboxSummary } from '@app/contract/inbox';
import type { EnquiryOutcomeRequest } from '@app/contract/leads';
import type { MeetingResponse } from '@app/contract/meetings';
import { ADMIN_HEADERS } from '../auth/session';

const call = <T>(path: string, method = 'GET', body?: unknown) =>
  apiJson<T>(path, { method, headers: ADMIN_HEADERS, body });

/** GET /api/staff/inbox{?status,kind,meetings,q,cursor}: `searchParams` as inboxSearchParams made it. */
export const inboxListPath = (searchParams: string): string =>
  `${API_PATHS.staffInbox}${searchParams}`;
export const listInbox = (searchParams: string) => call<InboxPage>(inboxListPath(searchParams));
/** GET /api/staff/inbox/summary: the header's count of new enquiries. */
export const readInboxSummary = () => call<InboxSummary>(API_PATHS.staffInboxSummary);

export const getEnquiry = (id: string) => call<EnquiryDetail>(staffEnquiryPath(id));
export const changeEnquiryStatus = (id: string, status: EnquiryStatus) =>
  call<EnquiryDetail>(staffEnquiryPath(id, 'status'), 'POST', { status });
export const addEnquiryNote = (id: string, body: string) =>
  call<EnquiryDetail>(staffEnquiryPath(id, 'notes'), 'POST', { body });
export const setEnquiryOutcome = (id: string, outcome: EnquiryOutcomeRequest) =>
  call<EnquiryDetail>(staffEnquiryPath(id, 'outcome'), 'POST', outcome);
/** Admins only (a moderator is answered 403): the enquiry, its meeting and its e-mails. */
export const deleteEnquiry = (id: string) => call<unknown>(staffEnquiryPath(id), 'DELETE');

/** The reason is sent to the visitor. */
export const cancelMeetingAsStaff = (meetingId: string, reason: string) =>
  call<MeetingResponse>(staffMeetingPath(meetingId, 'cancel'), 'POST', { reason });
/** 409 when the slot was taken meanwhile, 400 naming `startTime` for a time the rules refuse. */
export const rescheduleMeetingAsStaff = (meetingId: string, startTime: string) =>
  call<MeetingResponse>(staffMeetingPath(meetingId, 'reschedule'), 'POST', { startTime });
