import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { splitServices, type ContactRequest } from '@app/contract/contact';
import { DEFAULT_SITE_LANGUAGE } from '@app/contract/languages';
import { writeTransaction } from '../db/writeTransaction';
import { fileContactMessage } from '../enquiries/fileEnquiry';
import type { MailConfig } from '../mail/config';
import { enqueueMail } from '../mail/outbox';
import { meetingsStartingAt } from '../meetings/store';
import { contactStaffNotice } from '../mail/templates';
import { emitWebhookEvent } from '../webhooks/emit';
import { insertContactMessage, type NewContactMessage } from './contactMessages';

export interface ContactDeps {
  sequelize: Sequelize;
  mail: MailConfig;
  /** The business zone, to show the chosen slot in business time as well as UTC. */
  businessTz: string;
  now: () => Date;
}

/**
 * Stores a contact message with its inbox enquiry and queues the staff notice in one
 * transaction. The message is safe once this resolves, whatever state the mail server is in: the
 * outbox delivers later.
 */
export async function submitContactMessage(
  { sequelize, mail, businessTz, now }: ContactDeps,
  request: ContactRequest,
  /** The meeting asked for, already checked against the booking rules (see requestedSlot). */
  slot: { start: Date; end: Date } | null,
): Promise<{ id: string }> {
  const at = now();
  const row: NewContactMessage = {
    id: randomUUID(),
    name: request.name,
    email: request.email,
    services: request.services,
    message: request.message,
    bookMeeting: request.bookMeeting,
    slot,
    language: request.language ?? DEFAULT_SITE_LANGUAGE,
  };

  await writeTransaction(sequelize, async (transaction) => {
    await insertContactMessage(sequelize, row, { transaction, now: at });
    const slotMeetings =
      row.bookMeeting && slot !== null
        ? await meetingsStartingAt(sequelize, slot.start, { transaction })
        : [];
    const filed = { ...row, attribution: request.attribution };
    const { enquiryId, meetingBooked, joined } = await fileContactMessage(
      sequelize,
      filed,
      slotMeetings,
      { transaction, now: at },
    );
    const event = joined ? 'enquiry.updated' : 'enquiry.created';
    await emitWebhookEvent(sequelize, event, { enquiryId }, { transaction, now: at });
    const notice = contactStaffNotice({
      name: row.name,
      email: row.email,
      services: splitServices(row.services),
      message: row.message,
      bookMeeting: row.bookMeeting,
      selectedSlot: slot,
      meetingBooked,
      businessTz,
      language: row.language,
    });
    await enqueueMail(
      sequelize,
      // Staff answer the visitor straight from the notice.
      { to: mail.staffEmail, replyTo: row.email, ...notice },
      { transaction, domain: mail.domain, now: at, about: row.id },
    );
  });
  return { id: row.id };
}
