// What the benches' seeds (inboxSeed.mjs, reportsSeed.mjs) share: a seeded generator, the
// meetings of the seeded enquiries, and the statistics the planner needs afterwards.

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
export function meetingSeeder(sequelize, rnd, sqlDateTime) {
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
export async function insertMeetings(sequelize, bookings, transaction) {
  if (bookings.length === 0) return;
  await sequelize.query(
    `INSERT INTO bookings (id, start_utc, end_utc, held_start, attendee_email, attendee_key,
       client_name, description, visitor_tz, status, sequence, created_at, updated_at)
     VALUES ${bookings.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)').join(', ')}`,
    { replacements: bookings.flat(), transaction },
  );
}

/** Fresh statistics after a bulk load, so the planner sees the tables as they now are. */
export async function analyze(sequelize) {
  await sequelize.query(
    sequelize.getDialect() === 'mysql' ? 'ANALYZE TABLE enquiries, bookings' : 'ANALYZE',
  );
}
