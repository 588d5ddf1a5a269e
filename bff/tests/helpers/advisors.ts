import type { AdvisorInput } from '@app/contract/advisors';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { OutboxRow } from '../../src/mail/outbox';
import request from 'supertest';
import { nextClientIp } from './clientIp';
import { XHR, type Agent } from './content';
import { manageTokenIn } from './meetings';

export const DAY = (start: string, end: string) => [{ start, end }];

/** An advisor working `hours` Monday to Saturday in `timeZone`, covering `services`. */
export const advisorBody = (
  name: string,
  extra: Partial<AdvisorInput> & { hours?: { start: string; end: string }[] } = {},
): AdvisorInput => {
  const { hours = DAY('09:00', '18:00'), ...rest } = extra;
  return {
    name,
    email: `${name.toLowerCase()}@finance.example`,
    timeZone: 'Asia/Dubai',
    weekly: [hours, hours, hours, hours, hours, hours, []],
    leave: [],
    services: [],
    roomLink: null,
    active: true,
    account: null,
    ...rest,
  };
};

/** Adds an advisor through the API; returns its id. */
export async function addAdvisor(admin: Agent, body: AdvisorInput): Promise<string> {
  const response = await admin.post('/api/staff/advisors').set(XHR).send(body).expect(201);
  return (response.body as { id: string }).id;
}

/** Who holds each booked meeting, by start, and why. */
export async function assignments(
  sequelize: Sequelize,
): Promise<{ start: string; advisor: string | null; reason: string | null }[]> {
  const rows = await sequelize.query<{
    start_utc: Date | string;
    name: string | null;
    assignment_reason: string | null;
  }>(
    `SELECT b.start_utc, a.name, b.assignment_reason FROM bookings b
       LEFT JOIN advisors a ON a.id = b.advisor_id
      WHERE b.status = 'booked' ORDER BY b.created_at, b.start_utc`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({
    start: new Date(row.start_utc).toISOString(),
    advisor: row.name,
    reason: row.assignment_reason,
  }));
}

export async function outboxRows(sequelize: Sequelize): Promise<OutboxRow[]> {
  return sequelize.query<OutboxRow>('SELECT * FROM outbox ORDER BY id', {
    type: QueryTypes.SELECT,
  });
}

// ical.js ships as an ES module, which this CommonJS package reaches through import().
const ical = import('ical.js').then((module) => module.default);

export interface FeedEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  start: string;
  location: string | null;
  attendees: string[];
  description: string;
}

/** Every VEVENT of an iCalendar text, read by ical.js, with the calendar's METHOD. */
export async function parseCalendar(
  text: string,
): Promise<{ method: string; events: FeedEvent[] }> {
  const ICAL = await ical;
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((event) => {
    const value = (name: string) => event.getFirstPropertyValue(name);
    return {
      uid: String(value('uid')),
      sequence: Number(value('sequence')),
      status: String(value('status')),
      summary: String(value('summary') ?? ''),
      start: (value('dtstart') as { toJSDate(): Date }).toJSDate().toISOString(),
      location: value('location') === null ? null : String(value('location')),
      attendees: event
        .getAllProperties('attendee')
        .map((p) => String(p.getFirstValue()).replace(/^mailto:/i, '')),
      description: String(value('description') ?? ''),
    };
  });
  return { method: String(calendar.getFirstPropertyValue('method')), events };
}

/** The calendar part of an outbox row, parsed. */
export function calendarOfRow(row: OutboxRow) {
  if (row.ical_event === null) throw new Error(`outbox ${row.id} carries no event`);
  return parseCalendar((JSON.parse(row.ical_event) as { content: string }).content);
}

/**
 * Books a half-hour meeting for Jane Doe through the API at `app`'s clock; returns its id and the
 * manage token of her invitation.
 */
export async function bookMeeting(
  app: { callback(): Parameters<typeof request>[0] },
  sequelize: Sequelize,
  start: string,
  services?: string,
): Promise<{ id: string; token: string }> {
  const response = await request(app.callback())
    .post('/api/calendar/schedule')
    .set(XHR)
    .set('X-Forwarded-For', nextClientIp())
    .send({
      startTime: start,
      endTime: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
      attendeeEmail: 'jane@client.example',
      clientName: 'Jane Doe',
      description: 'We need help with payroll.',
      ...(services === undefined ? {} : { services }),
    })
    .expect(201);
  const id = (response.body as { booking: { id: string } }).booking.id;
  const [invite] = await sequelize.query<{ body_text: string }>(
    "SELECT body_text FROM outbox WHERE about_id = :id AND recipient = 'jane@client.example' ORDER BY id",
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  const token = manageTokenIn(invite?.body_text ?? '');
  if (token === undefined) throw new Error(`no manage link was sent for ${id}`);
  return { id, token };
}
