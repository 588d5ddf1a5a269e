import {
  ENQUIRY_STATUS_LABELS,
  type EnquiryActivity,
  type EnquiryStatus,
  type MeetingHistoryEntry,
} from '@app/contract/inbox';
import { outcomeActivityInWords } from './leadWords';
import { instantInZone } from './zoneTime';

export { ENQUIRY_STATUS_LABELS };

export const ENQUIRY_STATUS_PALETTES: Record<EnquiryStatus, string> = {
  new: 'blue',
  in_progress: 'orange',
  done: 'green',
  spam: 'gray',
};

/** "1 enquiry", "12 enquiries" */
export const enquiriesInWords = (count: number): string =>
  `${count} ${count === 1 ? 'enquiry' : 'enquiries'}`;

/** "1 new enquiry", "3 new enquiries": the header's count, as assistive technology reads it. */
export const newEnquiriesInWords = (count: number): string =>
  `${count} new ${count === 1 ? 'enquiry' : 'enquiries'}`;

/** Who took a step of a meeting: "the visitor", the staff member's username, "the system". */
export function historyActor(entry: Pick<MeetingHistoryEntry, 'actorKind' | 'actor'>): string {
  if (entry.actorKind === 'visitor') return 'the visitor';
  if (entry.actorKind === 'system') return 'the system';
  return entry.actor ?? 'a staff member';
}

/**
 * What happened to a meeting, its times on the business's clock: "Booked for Mon 7 Jan 2030,
 * 15:30", "Rescheduled from … to …", "Cancelled: reason", "Reminder sent".
 */
export function historyEvent(entry: MeetingHistoryEntry, zone: string): string {
  const at = (iso: string | null) => (iso === null ? null : instantInZone(iso, zone));
  switch (entry.event) {
    case 'booked': {
      const start = at(entry.toStart);
      const booked = start ? `Booked for ${start}` : 'Booked';
      return entry.detail ? `${booked} (${entry.detail})` : booked;
    }
    case 'confirmed':
      return 'Confirmed by the visitor';
    case 'rescheduled': {
      const [from, to] = [at(entry.fromStart), at(entry.toStart)];
      return from && to ? `Rescheduled from ${from} to ${to}` : 'Rescheduled';
    }
    case 'cancelled':
      return entry.detail ? `Cancelled, reason: ${entry.detail}` : 'Cancelled';
    case 'reminded':
      return 'Reminder sent';
    case 'reassigned':
      return entry.detail ? `Reassigned: ${entry.detail}` : 'Reassigned';
  }
}

/** "jane changed the status from New to Done", "jane added a note". */
export function activityInWords(activity: EnquiryActivity): string {
  if (activity.kind === 'note') return `${activity.actor} added a note`;
  if (activity.kind === 'outcome') return outcomeActivityInWords(activity);
  return `${activity.actor} changed the status from ${ENQUIRY_STATUS_LABELS[activity.from]} to ${ENQUIRY_STATUS_LABELS[activity.to]}`;
}
