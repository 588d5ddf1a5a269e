/**
 * Advisors: the staff members who take meetings, each with their own zone, weekly hours, leave,
 * services and meeting room link, and a private calendar feed of their meetings. Managed under
 * /admin/availability (the Advisors tab). Browser-safe: imports nothing but zod and the contract.
 */
import { z } from 'zod';
import { businessHours } from './availability';
import { isIanaTimeZone } from './booking';
import type { ErrorBody } from './errorBody';
import { ERROR_TEMPLATES } from './errorCodes';
import { IANA_ZONE_MESSAGE } from './formMessages';
import { API_PREFIX } from './paths';

export const ADVISOR_MESSAGES = {
  name: ERROR_TEMPLATES['advisors.name'],
  email: ERROR_TEMPLATES['advisors.email'],
  roomLink: ERROR_TEMPLATES['advisors.room-link'],
  leaveReversed: ERROR_TEMPLATES['availability.closure-reversed'],
  date: ERROR_TEMPLATES['field.calendar-date'],
  service: ERROR_TEMPLATES['advisors.service'],
} as const;

/** True for an absolute http(s) URL: the only links a calendar's LOCATION should carry. */
export function isMeetingRoomLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const calendarDate = z.iso.date({ error: ADVISOR_MESSAGES.date });

/** A stretch of leave: whole days in the advisor's own zone, inclusive. */
export const advisorLeave = z
  .object({
    from: calendarDate,
    to: calendarDate,
    label: z.string().trim().max(100, { error: ADVISOR_MESSAGES.name }),
  })
  .superRefine((l, ctx) => {
    if (l.to < l.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: ADVISOR_MESSAGES.leaveReversed });
    }
  });
export type AdvisorLeave = z.infer<typeof advisorLeave>;

/** An advisor as staff enter it (create and replace alike). */
export const advisorInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: ADVISOR_MESSAGES.name })
    .max(100, { error: ADVISOR_MESSAGES.name }),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: ADVISOR_MESSAGES.email }).max(254, { error: ADVISOR_MESSAGES.email })),
  timeZone: z.string().refine(isIanaTimeZone, { error: IANA_ZONE_MESSAGE }),
  /** Monday first; an empty day is a day off. */
  weekly: businessHours.shape.weekly,
  leave: z.array(advisorLeave).max(200),
  /** The site's service titles (English) this advisor covers; empty covers none but "no service". */
  services: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: ADVISOR_MESSAGES.service })
        .max(200, { error: ADVISOR_MESSAGES.service }),
    )
    .max(50),
  /** A video meeting URL written into the invitation's LOCATION and description. */
  roomLink: z
    .string()
    .trim()
    .max(500, { error: ADVISOR_MESSAGES.roomLink })
    .refine(isMeetingRoomLink, { error: ADVISOR_MESSAGES.roomLink })
    .nullable(),
  active: z.boolean(),
  /** The username of the advisor's staff account: a member manages their own leave and feed. */
  account: z.string().trim().max(100, { error: ADVISOR_MESSAGES.name }).nullable(),
});
export type AdvisorInput = z.infer<typeof advisorInput>;

export interface Advisor extends AdvisorInput {
  id: string;
  /** Whether a calendar feed is live (its address was shown once, when it was made). */
  hasFeed: boolean;
}

/** A booked meeting of an advisor that has not ended: listed before they can be deactivated. */
export interface AdvisorMeeting {
  id: string;
  start: string;
  clientName: string;
  enquiryId: string | null;
}

/** 200 of GET /api/staff/advisors. */
export interface AdvisorsResponse {
  advisors: Advisor[];
  /** Whether a firm-wide feed is live (admins only). */
  firmFeed: boolean;
}

/** 409 of PUT /api/staff/advisors/:id deactivating an advisor who still has meetings ahead. */
export interface AdvisorBusyBody extends ErrorBody {
  meetings: AdvisorMeeting[];
}

/** 201 of POST …/feed: the subscription addresses, shown once (only a hash is kept). */
export interface FeedAddress {
  https: string;
  webcal: string;
}

/** Body of POST /api/staff/meetings/:id/reassign. */
export const reassignRequest = z.object({ advisorId: z.uuid() });
export type ReassignRequest = z.infer<typeof reassignRequest>;

/** Who a meeting went to, and why, as the inbox and the CSV show it. */
export interface MeetingAssignment {
  advisorId: string;
  advisorName: string;
  reason: string;
}

export const ADVISORS_ROUTES = {
  advisors: '/staff/advisors',
  advisor: '/staff/advisors/:id',
  advisorFeed: '/staff/advisors/:id/feed',
  firmFeed: '/staff/advisors-feed',
  reassign: '/staff/meetings/:id/reassign',
  /** The public feed: the token is the only credential. */
  feed: '/calendar/feeds/:token',
} as const;

export const ADVISORS_PATHS = {
  advisors: `${API_PREFIX}${ADVISORS_ROUTES.advisors}`,
  advisor: (id: string) => `${API_PREFIX}/staff/advisors/${encodeURIComponent(id)}`,
  advisorFeed: (id: string) => `${API_PREFIX}/staff/advisors/${encodeURIComponent(id)}/feed`,
  firmFeed: `${API_PREFIX}${ADVISORS_ROUTES.firmFeed}`,
  reassign: (id: string) => `${API_PREFIX}/staff/meetings/${encodeURIComponent(id)}/reassign`,
  feed: (token: string) => `${API_PREFIX}/calendar/feeds/${encodeURIComponent(token)}`,
} as const;

export const ADVISORS_QUERY_KEY = ['staff', 'advisors'] as const;
