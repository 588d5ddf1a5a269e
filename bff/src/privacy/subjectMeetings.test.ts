import { QueryTypes } from 'sequelize';
import { clearInbox, seedEnquiries } from '../../tests/helpers/enquiries';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { writeTransaction } from '../db/writeTransaction';
import { eraseEnquiries } from './eraseEnquiries';
import { dueEnquiries } from './retention';
import { enquiriesOf, upcomingMeetingsOf } from './subject';

/** Monday 2 November 2026, 08:00 in Dubai. */
const RECEIVED = new Date('2026-11-02T04:00:00.000Z');
const DAY = 86_400_000;
const after = (days: number) => new Date(RECEIVED.getTime() + days * DAY);
/** Two months after the enquiries: past a retention of one month. */
const RUN = after(61);

// What privacy reads of the meetings comes from their store (meetings/store/meetingsAmong.ts).
describe.each(DIALECTS)('the meetings of a subject and of erased enquiries on %s', (dialect) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    await clearInbox(db.sequelize);
  });

  it("finds an enquiry by its meeting's attendee, whatever address the enquiry gives", async () => {
    const [byMeeting, own] = await seedEnquiries(db.sequelize, [
      { receivedAt: RECEIVED, email: 'jane@client.example', meeting: { start: after(3) } },
      { receivedAt: after(1), email: 'Jane@Client.example' },
      { receivedAt: after(2), email: 'sam@client.example', meeting: { start: after(4) } },
    ]);
    await db.sequelize.query("UPDATE enquiries SET email = 'office@firm.example' WHERE id = :id", {
      replacements: { id: byMeeting },
    });
    const found = await enquiriesOf(db.sequelize, 'JANE@client.example');
    expect(found.map((row) => row.id)).toEqual([byMeeting, own]);
    expect(await upcomingMeetingsOf(db.sequelize, found, RECEIVED)).toEqual([found[0]!.booking_id]);
    expect(await upcomingMeetingsOf(db.sequelize, found, after(4))).toEqual([]);
  });

  it('erases a closed enquiry only once its meeting is over, and counts it held', async () => {
    const meeting = (start: Date, status: 'booked' | 'cancelled' = 'booked') => ({
      receivedAt: RECEIVED,
      status: 'done' as const,
      meeting: { start, status },
    });
    const [coming, held, cancelled, none] = await seedEnquiries(db.sequelize, [
      meeting(after(62)),
      meeting(after(3)),
      meeting(after(62), 'cancelled'),
      { receivedAt: RECEIVED, status: 'done' },
    ]);
    const due = async (at: Date) =>
      (await dueEnquiries(db.sequelize, at, 1)).map((row) => row.id).sort();
    expect(await due(RUN)).toEqual([held, cancelled, none].sort());
    expect(await due(after(63))).toEqual([coming, held, cancelled, none].sort());

    await writeTransaction(db.sequelize, (transaction) =>
      eraseEnquiries({ sequelize: db.sequelize, transaction, now: after(63) }, [
        coming!,
        held!,
        cancelled!,
        none!,
      ]),
    );
    const [kept] = await db.sequelize.query<{ booked: number | string; held: number | string }>(
      'SELECT SUM(booked) AS booked, SUM(held) AS held FROM erased_enquiries',
      { type: QueryTypes.SELECT },
    );
    // Booked: the three with a meeting; held: the two booked ones that ended by then.
    expect([Number(kept!.booked), Number(kept!.held)]).toEqual([3, 2]);
  });
});
