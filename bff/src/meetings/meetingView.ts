import type { MeetingView } from '@app/contract/meetings';
import { changeableUntil } from './meetingMails';
import type { MeetingRecord } from './meetingRecord';

/** A meeting as its manage link shows it: never the visitor's own text, nor the e-mail address. */
export function toMeetingView(
  meeting: MeetingRecord,
  {
    businessTz,
    changeCutoffMs,
    maxVisitorMoves,
    staffEmail,
    now,
  }: {
    businessTz: string;
    changeCutoffMs: number;
    maxVisitorMoves: number;
    staffEmail: string;
    now: Date;
  },
): MeetingView {
  const until = changeableUntil(meeting.start, changeCutoffMs);
  const changeable = meeting.status === 'booked' && now < until;
  const movable = changeable && meeting.visitorMoves < maxVisitorMoves;
  return {
    id: meeting.id,
    start: meeting.start.toISOString(),
    end: meeting.end.toISOString(),
    timeZone: meeting.visitorTz ?? businessTz,
    businessTimeZone: businessTz,
    status: meeting.status,
    clientName: meeting.clientName,
    changeable,
    movable,
    holdUntil:
      meeting.status === 'booked' && meeting.holdUntil !== null
        ? meeting.holdUntil.toISOString()
        : null,
    changeableUntil: until.toISOString(),
    contact: movable ? null : staffEmail,
  };
}
