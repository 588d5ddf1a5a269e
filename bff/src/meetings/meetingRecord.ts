/** One meeting: the row type store/ reads and writes and the domain passes on. */
import type { SiteLanguage } from '@app/contract/languages';
import type { MeetingStatus } from '@app/contract/meetings';

export interface MeetingRecord {
  id: string;
  start: Date;
  end: Date;
  attendeeEmail: string;
  clientName: string;
  /** What the visitor wrote: for staff only. */
  description: string;
  /** The visitor's IANA zone, when the form sent it. */
  visitorTz: string | null;
  /** The client address the booking came from (what the per-address cap counts). */
  clientIp: string | null;
  /** The language the visitor booked in: their e-mails and invitations are written in it. */
  language: SiteLanguage;
  status: MeetingStatus;
  /** The ICS SEQUENCE of the last calendar message sent for it. */
  sequence: number;
  /** How often the visitor has moved it through its link (moveLimit.ts caps it). */
  visitorMoves: number;
  /** Until when it waits for the visitor's confirmation (verification.ts); null: none. */
  holdUntil: Date | null;
  /** The advisor who takes it and why (bff/src/advisors); absent or '' : the firm's. */
  advisor?: { id: string; reason: string };
  /** The services the visitor chose, comma-separated (a reassign must cover them). */
  services?: string;
}
