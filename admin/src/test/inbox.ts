import type {
  EnquiryDetail,
  InboxMeeting,
  InboxPage,
  InboxRow,
  MeetingHistoryEntry,
} from '@app/contract/inbox';

export const BUSINESS_ZONE = 'Asia/Dubai';
export const ENQUIRY_ID = '7d1c2a4e-0b3f-4c55-9a61-2f1e8d9c0a11';
export const MEETING_ID = '0f8e4c2a-6b1d-4e3f-8a9c-5d7e1f2a3b4c';

/** Monday 7 January 2030, 15:30-16:00 in Dubai; 11:30-12:00 in London. */
export function meeting(overrides: Partial<InboxMeeting> = {}): InboxMeeting {
  return {
    id: MEETING_ID,
    start: '2030-01-07T11:30:00.000Z',
    end: '2030-01-07T12:00:00.000Z',
    visitorTimeZone: 'Europe/London',
    status: 'booked',
    ...overrides,
  };
}

/** Sara's enquiry: a message and a meeting, new. */
export function inboxRow(overrides: Partial<InboxRow> = {}): InboxRow {
  return {
    id: ENQUIRY_ID,
    receivedAt: '2029-12-20T08:15:00.000Z',
    name: 'Sara Khan',
    email: 'sara@example.com',
    services: ['Bookkeeping', 'VAT'],
    status: 'new',
    hasMessage: true,
    meeting: meeting(),
    ...overrides,
  };
}

export function inboxPage(items: InboxRow[], overrides: Partial<InboxPage> = {}): InboxPage {
  return {
    items,
    nextCursor: null,
    total: items.length,
    businessTimeZone: BUSINESS_ZONE,
    ...overrides,
  };
}

export function historyEntry(overrides: Partial<MeetingHistoryEntry> = {}): MeetingHistoryEntry {
  return {
    at: '2029-12-20T08:15:00.000Z',
    event: 'booked',
    actorKind: 'visitor',
    actor: null,
    fromStart: null,
    toStart: '2030-01-07T11:30:00.000Z',
    detail: null,
    ...overrides,
  };
}

/** GET /api/staff/inbox/:id of Sara's enquiry. */
export function enquiryDetail(overrides: Partial<EnquiryDetail> = {}): EnquiryDetail {
  return {
    enquiry: {
      ...inboxRow(),
      attribution: null,
      language: 'en',
      outcome: 'open',
      outcomeReason: null,
      message: 'Hello,\nwe need help with <b>VAT</b>.\nThanks',
    },
    meetingHistory: [historyEntry()],
    activity: [],
    businessTimeZone: BUSINESS_ZONE,
    ...overrides,
  };
}
