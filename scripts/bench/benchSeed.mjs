// What the benches' seeds (inboxSeed.mjs, reportsSeed.mjs) share: a seeded generator, the
// enquiries written in batches with their meetings, and the statistics the planner needs afterwards.
import { randomUUID } from 'node:crypto';

/** A seeded generator: every run seeds the same data. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const DAY = 86_400_000;

/**
 * The meetings of a seed. A booked meeting holds its start under a unique key: each gets a minute
 * of its own, one to fourteen days after its enquiry as the booking rules allow (overlaps do not
 * matter to the benches); about 12% are cancelled.
 */
function meetingSeeder(sequelize, rnd, sqlDateTime) {
  const at = (date) => sqlDateTime(sequelize, date);
  const usedStarts = new Set();
  return ({ id, received, email, name, description, visitorTz }) => {
    let slot = Math.ceil((received.getTime() + (1 + rnd() * 13) * DAY) / 60_000) * 60_000;
    while (usedStarts.has(slot)) slot += 60_000;
    usedStarts.add(slot);
    const cancelled = rnd() < 0.12;
    return [
      id,
      at(new Date(slot)),
      at(new Date(slot + 1_800_000)),
      cancelled ? null : at(new Date(slot)),
      email,
      email,
      name,
      description,
      visitorTz,
      cancelled ? 'cancelled' : 'booked',
      at(received),
      at(received),
    ];
  };
}

/** Writes rows made by meetingSeeder, many per statement. */
async function insertMeetings(sequelize, bookings, transaction) {
  if (bookings.length === 0) return;
  await sequelize.query(
    `INSERT INTO bookings (id, start_utc, end_utc, held_start, attendee_email, attendee_key,
       client_name, description, visitor_tz, status, sequence, created_at, updated_at)
     VALUES ${bookings.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)').join(', ')}`,
    { replacements: bookings.flat(), transaction },
  );
}

/** Fresh statistics after a bulk load, so the planner sees the tables as they now are. */
async function analyze(sequelize) {
  await sequelize.query(
    sequelize.getDialect() === 'mysql' ? 'ANALYZE TABLE enquiries, bookings' : 'ANALYZE',
  );
}

const BATCH = 1_000;

/**
 * Writes `rows` enquiries BATCH per INSERT, each batch with its meetings in one transaction, then
 * refreshes the statistics; answers how many got a meeting and the seconds it took.
 * `enquiryOf(n, book)` makes enquiry n's values for `columns` (`placeholders` is one row of
 * VALUES); `book(fields)` gives it a meeting about 40% of the time, calling `fields()` only then
 * (so the generator draws the same numbers as ever), and answers the meeting's id or null.
 */
export async function seedEnquiries(sequelize, { rnd, rows, sqlDateTime }, insert, enquiryOf) {
  const started = Date.now();
  const meeting = meetingSeeder(sequelize, rnd, sqlDateTime);
  let meetings = 0;
  for (let from = 0; from < rows; from += BATCH) {
    const enquiries = [];
    const bookings = [];
    const book = (fields) => {
      if (rnd() >= 0.4) return null;
      const id = randomUUID();
      bookings.push(meeting({ id, ...fields() }));
      return id;
    };
    for (let n = from; n < Math.min(rows, from + BATCH); n += 1) enquiries.push(enquiryOf(n, book));
    meetings += bookings.length;
    await sequelize.transaction(async (transaction) => {
      await sequelize.query(
        `INSERT INTO enquiries (${insert.columns})
         VALUES ${enquiries.map(() => `(${insert.placeholders})`).join(', ')}`,
        { replacements: enquiries.flat(), transaction },
      );
      await insertMeetings(sequelize, bookings, transaction);
    });
  }
  await analyze(sequelize);
  return { meetings, seconds: (Date.now() - started) / 1000 };
}
