/**
 * Meeting lifecycle contract: the visitor's manage link (GET /api/meetings/:token, cancel,
 * reschedule) and the staff's cancel and reschedule (/api/staff/meetings/:id/…). Browser-safe:
 * imports nothing but zod.
 */
import { errorText } from './errorCodes';
import { z } from 'zod';
import { isIanaTimeZone, isoInstant } from './booking';
import { multiLine } from './text';

export const MEETING_STATUSES = ['booked', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** A meeting as its manage link shows it. Times are ISO-8601 UTC instants. */
export interface MeetingView {
  id: string;
  start: string;
  end: string;
  /** The visitor's IANA zone as they booked (or last moved) it; the business zone if unknown. */
  timeZone: string;
  /** The zone the business keeps its hours in. */
  businessTimeZone: string;
  status: MeetingStatus;
  /** The visitor's name, as they typed it. */
  clientName: string;
  /** Whether the link may still cancel or move it (booked, and before the cut-off). */
  changeable: boolean;
  /**
   * Whether the link may still move it: changeable, and the visitor has not yet made the moves a
   * link may make (then `contact` says whom to write to).
   */
  movable: boolean;
  /**
   * While the booking waits for the visitor to confirm it from the invitation: when it is
   * released if they do not. Null once confirmed (or when it never had to be).
   */
  holdUntil: string | null;
  /** When cancelling and moving through the link closes. */
  changeableUntil: string;
  /** Whom to write to once the link can no longer change (or move) the meeting; null while it can. */
  contact: string | null;
}

/** 200 of GET /api/meetings/:token and of every cancel and reschedule. */
export interface MeetingResponse {
  meeting: MeetingView;
}

/**
 * Body of a reschedule: the new slot's start as the booking API takes it (an ISO instant; the
 * end may be left out, a slot's length is fixed) and, optionally, the visitor's zone.
 */
export const rescheduleRequest = z.object({
  startTime: isoInstant,
  endTime: isoInstant.optional(),
  timeZone: z
    .string()
    .refine(isIanaTimeZone, { error: errorText('field.iana-zone') })
    .optional(),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequest>;

/** Body of a staff cancel: the reason is sent to the visitor. */
export const staffCancelRequest = z.object({
  reason: multiLine(
    z
      .string()
      .trim()
      .min(1, { error: errorText('field.reason-required'), abort: true })
      .max(1000, { error: errorText('field.reason-too-long'), abort: true }),
  ),
});
export type StaffCancelRequest = z.infer<typeof staffCancelRequest>;
