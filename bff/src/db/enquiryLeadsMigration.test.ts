import { QueryTypes } from 'sequelize';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { silentLogger } from '../log/logger';
import { createMigrator } from './migrator';
import { sqlDateTime } from './sqlDateTime';

const BEFORE = '0038-add-booking-confirmation';
const T0 = new Date('2026-11-20T08:00:00.000Z');

describe.each(DIALECTS)('migration 0050 (enquiry leads) on %s', (dialect) => {
  let db: TestDatabase;

  beforeEach(async () => {
    db = await openTestDatabase(dialect, { migrate: false });
  });
  afterEach(async () => {
    await db.cleanup();
  });

  it('gives every enquiry the language of its message, else of its booking; outcome open', async () => {
    const migrator = createMigrator(db.sequelize, silentLogger);
    await migrator.up({ to: BEFORE });
    const at = sqlDateTime(db.sequelize, T0);
    await db.sequelize.query(
      `INSERT INTO bookings (id, start_utc, end_utc, held_start, attendee_email, client_name,
         description, status, sequence, created_at, updated_at, language)
       VALUES ('b1', :at, :at, :at, 'a@example.com', 'A', 'D', 'booked', 0, :at, :at, 'ar'),
              ('b2', :later, :later, :later, 'b@example.com', 'B', 'D', 'booked', 0, :at, :at, 'ar')`,
      {
        replacements: { at, later: sqlDateTime(db.sequelize, new Date(T0.getTime() + 3_600_000)) },
      },
    );
    await db.sequelize.query(
      `INSERT INTO contact_messages (id, name, email, services, message, book_meeting,
         created_at, updated_at, language)
       VALUES ('c1', 'A', 'a@example.com', '', 'M', false, :at, :at, 'en'),
              ('c2', 'C', 'c@example.com', '', 'M', false, :at, :at, 'ar')`,
      { replacements: { at } },
    );
    await db.sequelize.query(
      `INSERT INTO enquiries (id, received_at, status, name, email, services, message,
         search_text, contact_message_id, booking_id, updated_at)
       VALUES ('e1', :at, 'new', 'A', 'a', '', '', '', 'c1', 'b1', :at),
              ('e2', :at, 'new', 'B', 'b', '', '', '', NULL, 'b2', :at),
              ('e3', :at, 'new', 'C', 'c', '', '', '', 'c2', NULL, :at)`,
      { replacements: { at } },
    );
    await migrator.up();

    expect(
      await db.sequelize.query(
        'SELECT id, language, outcome, attribution, source FROM enquiries ORDER BY id',
        { type: QueryTypes.SELECT },
      ),
    ).toEqual([
      { id: 'e1', language: 'en', outcome: 'open', attribution: null, source: null },
      { id: 'e2', language: 'ar', outcome: 'open', attribution: null, source: null },
      { id: 'e3', language: 'ar', outcome: 'open', attribution: null, source: null },
    ]);

    await migrator.down({ to: BEFORE });
    const columns = await db.sequelize.getQueryInterface().describeTable('enquiries');
    expect(columns).not.toHaveProperty('outcome');
    expect(columns).not.toHaveProperty('attribution');
  });
});
