import { randomUUID } from 'node:crypto';
import { DataTypes, QueryTypes, type Sequelize } from 'sequelize';
import { searchTextOf } from '../../enquiries/search';
import { sqlDateTime } from '../sqlDateTime';
import type { Migration } from './migration';

/**
 * The staff inbox (bff/src/inbox): one `enquiries` row per thing a visitor sent us, whether a
 * contact message, a booking, or both (the site books first and then sends the message in a
 * second call; the message joins its booking's row). The meeting itself stays in `bookings` and
 * is read through `booking_id`, so a cancel or a move never needs copying here.
 *
 * The list is read newest first by (received_at, id) and paged by that pair, so each filter that
 * can pick rows by an index has one in that order: all rows, and by status. The kind and meeting
 * filters walk the first index and skip rows (a kind leaves out at most six rows in ten), or, for
 * the few upcoming meetings, start from bookings by (status, end_utc).
 *
 * `enquiry_events` holds what staff did (status changes, internal notes). `outbox.about_id`
 * names the booking or contact message a queued mail is about, so that deleting an enquiry can
 * delete its mail, sent or not.
 */
export const createEnquiries: Migration = {
  name: '0034-create-enquiries',
  async up({ context: { queryInterface, sequelize } }) {
    const mysql = sequelize.getDialect() === 'mysql';
    await queryInterface.createTable('enquiries', {
      id: { type: DataTypes.CHAR(36), primaryKey: true, allowNull: false },
      // Milliseconds: it orders the list, and the cursor names a row by it.
      received_at: { type: DataTypes.DATE(3), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'new' },
      name: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      // As the form sends it: the chosen services joined with commas; '' for a booking alone.
      services: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      message: { type: DataTypes.TEXT, allowNull: false },
      // Name, e-mail and message folded for search (enquiries/search.ts), compared byte for byte.
      search_text: {
        type: mysql ? 'TEXT CHARACTER SET utf8mb4 COLLATE utf8mb4_bin' : DataTypes.TEXT,
        allowNull: false,
      },
      contact_message_id: { type: DataTypes.CHAR(36), allowNull: true },
      booking_id: { type: DataTypes.CHAR(36), allowNull: true },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('enquiries', ['received_at', 'id'], {
      name: 'enquiries_received_at_id',
    });
    await queryInterface.addIndex('enquiries', ['status', 'received_at', 'id'], {
      name: 'enquiries_status_received_at_id',
    });
    // One enquiry per message and per booking; NULLs never collide (MySQL and SQLite alike).
    await queryInterface.addIndex('enquiries', ['contact_message_id'], {
      name: 'enquiries_contact_message_id_unique',
      unique: true,
    });
    await queryInterface.addIndex('enquiries', ['booking_id'], {
      name: 'enquiries_booking_id_unique',
      unique: true,
    });

    await queryInterface.createTable('enquiry_events', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      enquiry_id: { type: DataTypes.CHAR(36), allowNull: false },
      /** 'status' or 'note'. */
      kind: { type: DataTypes.STRING(16), allowNull: false },
      actor_id: { type: DataTypes.INTEGER, allowNull: true },
      // Kept as written: the member may be renamed or removed, the history stays readable.
      actor_name: { type: DataTypes.STRING(100), allowNull: false },
      from_status: { type: DataTypes.STRING(16), allowNull: true },
      to_status: { type: DataTypes.STRING(16), allowNull: true },
      body: { type: DataTypes.TEXT, allowNull: true },
      occurred_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('enquiry_events', ['enquiry_id', 'id'], {
      name: 'enquiry_events_enquiry_id',
    });

    // The meeting filters join bookings: upcoming (booked, ending after now) is a short range of
    // this index rather than a scan of every meeting ever booked.
    await queryInterface.addIndex('bookings', ['status', 'end_utc'], {
      name: 'bookings_status_end_utc',
    });

    await queryInterface.addColumn('outbox', 'about_id', {
      type: DataTypes.CHAR(36),
      allowNull: true,
    });
    await queryInterface.addIndex('outbox', ['about_id'], { name: 'outbox_about_id' });

    await backfill(sequelize);
  },
  async down({ context: { queryInterface, sequelize } }) {
    await queryInterface.removeIndex('outbox', 'outbox_about_id');
    // Not queryInterface.removeColumn: on SQLite it rebuilds the table and loses its indexes.
    await sequelize.query('ALTER TABLE outbox DROP COLUMN about_id');
    await queryInterface.removeIndex('bookings', 'bookings_status_end_utc');
    await queryInterface.dropTable('enquiry_events');
    await queryInterface.dropTable('enquiries');
  },
};

const BATCH = 500;

interface BookingRow {
  id: string;
  created_at: Date | string;
  attendee_email: string;
  client_name: string;
  description: string;
}

interface MessageRow {
  id: string;
  created_at: Date | string;
  name: string;
  email: string;
  services: string;
  message: string;
  book_meeting: number | boolean | string;
  slot_start: Date | string | null;
}

interface EnquiryValues {
  id: string;
  receivedAt: Date;
  name: string;
  email: string;
  services: string;
  message: string;
  contactMessageId: string | null;
  bookingId: string | null;
}

/**
 * Every booking and contact message so far becomes an enquiry. A message that asked for the slot
 * a booking of the same address (letter case aside) has joins that booking's enquiry, as it would
 * have had it arrived today; the rest stand alone. Read and written in batches, by key.
 */
async function backfill(sequelize: Sequelize): Promise<void> {
  const at = (date: Date | string) => sqlDateTime(sequelize, new Date(date));
  const now = at(new Date());

  for (let after = ''; ;) {
    const bookings = await sequelize.query<BookingRow>(
      `SELECT id, created_at, attendee_email, client_name, description FROM bookings
        WHERE id > :after ORDER BY id LIMIT ${BATCH}`,
      { replacements: { after }, type: QueryTypes.SELECT },
    );
    if (bookings.length === 0) break;
    await insertEnquiries(
      sequelize,
      bookings.map((row) => ({
        id: randomUUID(),
        receivedAt: new Date(row.created_at),
        name: row.client_name,
        email: row.attendee_email,
        services: '',
        message: row.description,
        contactMessageId: null,
        bookingId: row.id,
      })),
      now,
    );
    after = bookings[bookings.length - 1]!.id;
  }

  // Oldest first: of two messages for one booking, the first one sent joins it.
  for (let after: MessageRow | null = null; ;) {
    const messages: MessageRow[] = await sequelize.query<MessageRow>(
      `SELECT id, created_at, name, email, services, message, book_meeting, slot_start
         FROM contact_messages
        ${after === null ? '' : 'WHERE created_at > :at OR (created_at = :at AND id > :id)'}
        ORDER BY created_at, id LIMIT ${BATCH}`,
      {
        replacements: after === null ? {} : { at: at(after.created_at), id: after.id },
        type: QueryTypes.SELECT,
      },
    );
    if (messages.length === 0) break;
    const alone: EnquiryValues[] = [];
    for (const row of messages) {
      const joined = Boolean(Number(row.book_meeting)) && row.slot_start !== null;
      const enquiryId = joined ? await bookingEnquiryFor(sequelize, row) : null;
      if (enquiryId === null) {
        alone.push({
          id: randomUUID(),
          receivedAt: new Date(row.created_at),
          name: row.name,
          email: row.email,
          services: row.services,
          message: row.message,
          contactMessageId: row.id,
          bookingId: null,
        });
        continue;
      }
      await sequelize.query(
        `UPDATE enquiries SET contact_message_id = :messageId, name = :name, services = :services,
                message = :message, search_text = :searchText, updated_at = :now
          WHERE id = :enquiryId`,
        {
          replacements: {
            messageId: row.id,
            name: row.name,
            services: row.services,
            message: row.message,
            searchText: searchTextOf(row),
            now,
            enquiryId,
          },
          type: QueryTypes.UPDATE,
        },
      );
    }
    await insertEnquiries(sequelize, alone, now);
    after = messages[messages.length - 1]!;
  }
}

/** The enquiry of a booking for the message's slot by its address, without a message yet. */
async function bookingEnquiryFor(
  sequelize: Sequelize,
  message: MessageRow,
): Promise<string | null> {
  const candidates = await sequelize.query<{
    id: string;
    attendee_email: string;
    created_at: Date | string;
  }>(
    `SELECT e.id, b.attendee_email, b.created_at
       FROM bookings b JOIN enquiries e ON e.booking_id = b.id
      WHERE b.start_utc = :start AND e.contact_message_id IS NULL`,
    {
      replacements: { start: sqlDateTime(sequelize, new Date(message.slot_start!)) },
      type: QueryTypes.SELECT,
    },
  );
  const sent = new Date(message.created_at).getTime();
  const distance = (created: Date | string) => Math.abs(new Date(created).getTime() - sent);
  const [nearest] = candidates
    .filter((c) => c.attendee_email.toLowerCase() === message.email.toLowerCase())
    .sort((a, b) => distance(a.created_at) - distance(b.created_at));
  return nearest?.id ?? null;
}

async function insertEnquiries(
  sequelize: Sequelize,
  rows: EnquiryValues[],
  now: string,
): Promise<void> {
  if (rows.length === 0) return;
  const replacements: unknown[] = [];
  for (const row of rows) {
    replacements.push(
      row.id,
      sqlDateTime(sequelize, row.receivedAt),
      row.name,
      row.email,
      row.services,
      row.message,
      searchTextOf(row),
      row.contactMessageId,
      row.bookingId,
      now,
    );
  }
  await sequelize.query(
    `INSERT INTO enquiries
       (id, received_at, status, name, email, services, message, search_text,
        contact_message_id, booking_id, updated_at)
     VALUES ${rows.map(() => "(?, ?, 'new', ?, ?, ?, ?, ?, ?, ?, ?)").join(', ')}`,
    { replacements, type: QueryTypes.INSERT },
  );
}
