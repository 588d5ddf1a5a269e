/**
 * The one body every webhook carries (version 1 of the contract's WebhookBody), read from the
 * database inside the transaction of the change it reports: the body says what committed with
 * it, and the same columns whatever the event. No manage-link token or other secret is read.
 */
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { splitServices } from '@app/contract/contact';
import type { EnquiryStatus } from '@app/contract/inbox';
import { isSiteLanguage } from '@app/contract/languages';
import { ENQUIRY_OUTCOMES, type EnquiryOutcome } from '@app/contract/leads';
import type { MeetingStatus } from '@app/contract/meetings';
import {
  WEBHOOK_BODY_VERSION,
  WEBHOOK_TEST_EVENT,
  type WebhookBody,
  type WebhookBodyEvent,
} from '@app/contract/webhooks';
import { attributionOf } from '../enquiries/leadColumns';
import { ENQUIRY_MEETING_SQL } from '../meetings/store';

/** Which enquiry an event is about: named directly, or through its meeting. */
export type EventSubject = { enquiryId: string } | { bookingId: string };

interface BodyRow {
  id: string;
  received_at: Date | string;
  updated_at: Date | string;
  status: string;
  outcome: string | null;
  outcome_reason: string | null;
  name: string;
  email: string;
  language: string;
  services: string;
  message: string;
  attribution: string | null;
  meeting_id: string | null;
  meeting_start: Date | string | null;
  meeting_end: Date | string | null;
  meeting_tz: string | null;
  meeting_status: string | null;
  meeting_advisor_id: string | null;
  meeting_advisor: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The body of `event` about `subject`, or null when there is no such enquiry. */
export async function readWebhookBody(
  sequelize: Sequelize,
  event: WebhookBodyEvent,
  subject: EventSubject,
  { transaction, now }: { transaction?: Transaction; now: Date },
): Promise<WebhookBody | null> {
  const where = 'enquiryId' in subject ? 'e.id = :id' : 'e.booking_id = :id';
  const id = 'enquiryId' in subject ? subject.enquiryId : subject.bookingId;
  const [row] = await sequelize.query<BodyRow>(
    `SELECT e.id, e.received_at, e.updated_at, e.status, e.outcome, e.outcome_reason, e.name,
            e.email, e.language, e.services, e.message, e.attribution, ${ENQUIRY_MEETING_SQL.columns}
       FROM enquiries e ${ENQUIRY_MEETING_SQL.join(true)}
      WHERE ${where}`,
    { replacements: { id }, type: QueryTypes.SELECT, transaction },
  );
  if (row === undefined) return null;
  const outcome = (ENQUIRY_OUTCOMES as readonly string[]).includes(row.outcome ?? '')
    ? (row.outcome as EnquiryOutcome)
    : 'open';
  return {
    version: WEBHOOK_BODY_VERSION,
    id: randomUUID(),
    event,
    time: now.toISOString(),
    enquiry: {
      id: row.id,
      receivedAt: iso(row.received_at),
      updatedAt: iso(row.updated_at),
      status: row.status as EnquiryStatus,
      outcome,
      outcomeReason: row.outcome_reason,
      name: row.name,
      email: row.email,
      language: isSiteLanguage(row.language) ? row.language : 'en',
      services: splitServices(row.services),
      message: row.message,
      attribution: attributionOf(row.attribution),
    },
    meeting:
      row.meeting_id === null || row.meeting_start === null || row.meeting_end === null
        ? null
        : {
            id: row.meeting_id,
            start: iso(row.meeting_start),
            end: iso(row.meeting_end),
            status: row.meeting_status as MeetingStatus,
            visitorTimeZone: row.meeting_tz,
            // '' is the firm's own calendar, from before advisors or with none set up.
            advisor:
              row.meeting_advisor_id && row.meeting_advisor !== null
                ? { id: row.meeting_advisor_id, name: row.meeting_advisor }
                : null,
          },
  };
}

/** The body of "Send a test event": made-up people, the real shape. */
export function testWebhookBody(now: Date): WebhookBody {
  const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 86_400_000);
  return {
    version: WEBHOOK_BODY_VERSION,
    id: randomUUID(),
    event: WEBHOOK_TEST_EVENT,
    time: now.toISOString(),
    enquiry: {
      id: '00000000-0000-4000-8000-000000000000',
      receivedAt: now.toISOString(),
      updatedAt: now.toISOString(),
      status: 'new',
      outcome: 'open',
      outcomeReason: null,
      name: 'Test Visitor',
      email: 'test.visitor@example.com',
      language: 'en',
      services: ['Bookkeeping'],
      message: 'A test event sent from the admin: no visitor wrote this.',
      attribution: null,
    },
    meeting: {
      id: '00000000-0000-4000-8000-000000000001',
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
      status: 'booked',
      visitorTimeZone: 'Asia/Dubai',
      advisor: null,
    },
  };
}
