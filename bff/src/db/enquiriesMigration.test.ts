import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { silentLogger } from '../log/logger';
import { createMigrator } from './migrator';
import { sqlDateTime } from './sqlDateTime';

const BEFORE = '0033-create-meeting-reminders';
const T0 = new Date('2026-11-20T08:00:00.000Z');
const minutesLater = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe.each(DIALECTS)('migration 0034 (enquiries) on %s', (dialect) => {
  let db: TestDatabase;

  beforeEach(async () => {
    db = await openTestDatabase(dialect, { migrate: false });
  });
  afterEach(async () => {
    await db.cleanup();
  });

  const rows = <T extends object = Record<string, unknown>>(sql: string) =>
    db.sequelize.query<T>(sql, { type: QueryTypes.SELECT });
  const at = (date: Date) => sqlDateTime(db.sequelize, date);
  const addBooking = async (
    email: string,
    start: Date,
    created: Date,
    status: 'booked' | 'cancelled' = 'booked',
  ) => {
    const id = randomUUID();
    await db.sequelize.query(
      `INSERT INTO bookings
         (id, start_utc, end_utc, held_start, attendee_email, attendee_key, client_name,
          description, status, sequence, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
      {
        replacements: [
          id,
          at(start),
          at(new Date(start.getTime() + 30 * 60_000)),
          status === 'booked' ? at(start) : null,
          email,
          email.toLowerCase(),
          `Booker ${email}`,
          `Description by ${email}`,
          status,
          at(created),
          at(created),
        ],
      },
    );
    return id;
  };
  const addMessage = async (email: string, slot: Date | null, created: Date) => {
    const id = randomUUID();
    await db.sequelize.query(
      `INSERT INTO contact_messages
         (id, name, email, services, message, book_meeting, slot_start, slot_end, created_at,
          updated_at)
       VALUES (?, ?, ?, 'Payroll, Tax', ?, ?, ?, ?, ?, ?)`,
      {
        replacements: [
          id,
          `Writer ${email}`,
          email,
          `Message from ${email.toUpperCase()}`,
          slot !== null,
          slot === null ? null : at(slot),
          slot === null ? null : at(new Date(slot.getTime() + 30 * 60_000)),
          at(created),
          at(created),
        ],
      },
    );
    return id;
  };
  const indexNames = async (table: string) =>
    ((await db.sequelize.getQueryInterface().showIndex(table)) as Array<{ name: string }>).map(
      (index) => index.name,
    );

  it('files every booking and message so far, a message joining its booking', async () => {
    const migrator = createMigrator(db.sequelize, silentLogger);
    await migrator.up({ to: BEFORE });
    const slotA = new Date('2026-11-24T05:00:00.000Z');
    const slotB = new Date('2026-11-24T06:00:00.000Z');
    const slotC = new Date('2026-11-24T07:00:00.000Z');
    const janeBooking = await addBooking('Jane@Client.example', slotA, T0);
    const samBooking = await addBooking('sam@client.example', slotB, minutesLater(1), 'cancelled');
    const leeBooking = await addBooking('lee@client.example', slotC, minutesLater(2));
    const janeMessage = await addMessage('JANE@client.example', slotA, minutesLater(0.05));
    const janeAgain = await addMessage('jane@client.example', slotA, minutesLater(3));
    const otherForLee = await addMessage('other@client.example', slotC, minutesLater(4));
    const plain = await addMessage('plain@client.example', null, minutesLater(5));
    const samMessage = await addMessage('sam@client.example', slotB, minutesLater(1.1));
    await db.sequelize.query(
      `INSERT INTO outbox (message_id, recipient, subject, body_text, body_html, status, attempts,
         next_attempt_at, created_at, updated_at)
       VALUES ('<m@x>', 'staff@x.example', 'Old', 't', 'h', 'sent', 1, ?, ?, ?)`,
      { replacements: [at(T0), at(T0), at(T0)] },
    );

    await migrator.up();

    const enquiries = await rows<{
      received_at: Date | string;
      status: string;
      name: string;
      email: string;
      services: string;
      message: string;
      search_text: string;
      booking_id: string | null;
      contact_message_id: string | null;
    }>(
      `SELECT received_at, status, name, email, services, message, search_text, booking_id,
              contact_message_id
         FROM enquiries ORDER BY received_at, id`,
    );
    expect(
      enquiries.map((row) => ({ ...row, received_at: new Date(row.received_at).toISOString() })),
    ).toEqual([
      {
        received_at: T0.toISOString(),
        status: 'new',
        name: 'Writer JANE@client.example',
        email: 'Jane@Client.example',
        services: 'Payroll, Tax',
        message: 'Message from JANE@CLIENT.EXAMPLE',
        search_text:
          'writer jane@client.example\njane@client.example\nmessage from jane@client.example',
        booking_id: janeBooking,
        contact_message_id: janeMessage,
      },
      expect.objectContaining({ booking_id: samBooking, contact_message_id: samMessage }),
      expect.objectContaining({
        received_at: minutesLater(2).toISOString(),
        name: 'Booker lee@client.example',
        services: '',
        message: 'Description by lee@client.example',
        booking_id: leeBooking,
        contact_message_id: null,
      }),
      // Jane's booking has its message already; Lee's is not by this address.
      expect.objectContaining({ booking_id: null, contact_message_id: janeAgain }),
      expect.objectContaining({ booking_id: null, contact_message_id: otherForLee }),
      expect.objectContaining({
        received_at: minutesLater(5).toISOString(),
        booking_id: null,
        contact_message_id: plain,
        name: 'Writer plain@client.example',
      }),
    ]);

    expect(await rows('SELECT subject, about_id FROM outbox')).toEqual([
      { subject: 'Old', about_id: null },
    ]);
    expect(await indexNames('enquiries')).toEqual(
      expect.arrayContaining([
        'enquiries_received_at_id',
        'enquiries_status_received_at_id',
        'enquiries_contact_message_id_unique',
        'enquiries_booking_id_unique',
      ]),
    );
    expect(await indexNames('enquiry_events')).toContain('enquiry_events_enquiry_id');
    expect(await indexNames('outbox')).toContain('outbox_about_id');
    expect(await indexNames('bookings')).toContain('bookings_status_end_utc');
  });

  it('goes down leaving the outbox as it was, and up again', async () => {
    const migrator = createMigrator(db.sequelize, silentLogger);
    await migrator.up({ to: BEFORE });
    const outboxIndexes = await indexNames('outbox');
    const bookingIndexes = await indexNames('bookings');
    const outboxColumns = Object.keys(
      await db.sequelize.getQueryInterface().describeTable('outbox'),
    );
    await addBooking('jane@client.example', new Date('2026-11-24T05:00:00.000Z'), T0);
    await migrator.up();
    await db.sequelize.query(
      `INSERT INTO outbox (message_id, recipient, subject, body_text, body_html, status, attempts,
         next_attempt_at, created_at, updated_at, about_id)
       VALUES ('<m@x>', 'staff@x.example', 'Kept', 't', 'h', 'pending', 0, ?, ?, ?, ?)`,
      { replacements: [at(T0), at(T0), at(T0), randomUUID()] },
    );

    await migrator.down({ to: BEFORE });
    const tables = await db.sequelize.getQueryInterface().showAllTables();
    expect(tables).not.toContain('enquiries');
    expect(tables).not.toContain('enquiry_events');
    expect(Object.keys(await db.sequelize.getQueryInterface().describeTable('outbox'))).toEqual(
      outboxColumns,
    );
    expect((await indexNames('outbox')).sort()).toEqual([...outboxIndexes].sort());
    expect((await indexNames('bookings')).sort()).toEqual([...bookingIndexes].sort());
    expect(await rows('SELECT subject FROM outbox')).toEqual([{ subject: 'Kept' }]);
    const count = async (table: string) =>
      Number((await rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);
    expect(await count('bookings')).toBe(1);

    await migrator.up();
    expect(await count('enquiries')).toBe(1);
  });
});
