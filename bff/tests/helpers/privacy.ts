import { QueryTypes, type Sequelize } from 'sequelize';
import request from 'supertest';
import type Koa from 'koa';
import { API_PATHS } from '@app/contract/paths';
import { nextClientIp } from './clientIp';
import { XHR } from './content';

export interface Slot {
  start: string;
  end: string;
}

export interface MadeEnquiry {
  id: string;
  bookingId: string | null;
  messageId: string;
}

/**
 * An enquiry as the site sends it: a message, after a booking of `slot` when given, with where the
 * visit came from. Answers its ids.
 */
export async function enquire(
  app: Koa,
  sequelize: Sequelize,
  { email, name = 'Jane Doe', slot }: { email: string; name?: string; slot?: Slot },
): Promise<MadeEnquiry> {
  const visitor = () => request(app.callback());
  let bookingId: string | null = null;
  if (slot !== undefined) {
    const booked = await visitor()
      .post(API_PATHS.schedule)
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send({
        startTime: slot.start,
        endTime: slot.end,
        attendeeEmail: email,
        clientName: name,
        description: 'Payroll',
      })
      .expect(201);
    bookingId = (booked.body as { booking: { id: string } }).booking.id;
  }
  const sent = await visitor()
    .post(API_PATHS.contact)
    .set(XHR)
    .set('X-Forwarded-For', nextClientIp())
    .send({
      name,
      email,
      services: 'Payroll',
      message: `Please call ${name}`,
      bookMeeting: slot !== undefined,
      selectedSlot: slot ?? null,
      attribution: { first: { utm_source: 'newsletter', landingPath: '/services' } },
    })
    .expect(201);
  const messageId = (sent.body as { id: string }).id;
  const [row] = await sequelize.query<{ id: string }>(
    'SELECT id FROM enquiries WHERE contact_message_id = :messageId',
    { replacements: { messageId }, type: QueryTypes.SELECT },
  );
  return { id: row!.id, bookingId, messageId };
}

/** Every table that holds something of an enquiry, and the column naming whose it is. */
const RELATED = [
  ['enquiries', 'id'],
  ['enquiry_events', 'enquiry_id'],
  ['contact_messages', 'id'],
  ['bookings', 'id'],
  ['meeting_links', 'booking_id'],
  ['meeting_history', 'booking_id'],
  ['meeting_reminders', 'booking_id'],
  ['outbox', 'about_id'],
] as const;

/** How many rows of each related table belong to the enquiry. */
export async function holdingsOf(
  sequelize: Sequelize,
  enquiry: MadeEnquiry,
): Promise<Record<string, number>> {
  const keys = [enquiry.id, enquiry.messageId, ...(enquiry.bookingId ? [enquiry.bookingId] : [])];
  const counts: Record<string, number> = {};
  for (const [table, column] of RELATED) {
    const [row] = await sequelize.query<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM ${table} WHERE ${column} IN (:keys)`,
      { replacements: { keys }, type: QueryTypes.SELECT },
    );
    counts[table] = Number(row!.n);
  }
  return counts;
}

export const NOTHING = Object.fromEntries(RELATED.map(([table]) => [table, 0]));
