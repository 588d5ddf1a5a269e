import { QueryTypes } from 'sequelize';
import request from 'supertest';
import type { EnquiryDetail } from '@app/contract/inbox';
import { staffEnquiryPath } from '@app/contract/paths';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { clearInbox, seedEnquiries } from '../../tests/helpers/enquiries';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';

const NOW = new Date('2026-11-23T04:00:00.000Z');
const MINUTE = 60_000;

describe.each(DIALECTS)("an enquiry's outcome on %s", (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  let app: ReturnType<typeof createApp>;
  let omar: Agent;
  let id = '';

  beforeAll(async () => {
    clock = NOW;
    db = await openTestDatabase(dialect, { env: { SESSION_IDLE_MINUTES: '10080' } });
    app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => clock,
    });
    await addUser(db.sequelize, 'omar', 'moderator');
    omar = await signedIn(app, 'omar');
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    clock = NOW;
    await clearInbox(db.sequelize);
    const ids = await seedEnquiries(db.sequelize, [
      { receivedAt: new Date(NOW.getTime() - 60 * MINUTE) },
    ]);
    id = ids[0]!;
  });

  const setOutcome = (body: object, enquiry = id) =>
    omar.post(staffEnquiryPath(enquiry, 'outcome')).set(XHR).send(body);
  const audits = () =>
    db.sequelize.query(
      "SELECT actor, subject, detail FROM audit_log WHERE event = 'enquiry-outcome' ORDER BY id",
      { type: QueryTypes.SELECT },
    );

  it('is open until staff set it; each change is in the activity and the audit log', async () => {
    const before = (await omar.get(staffEnquiryPath(id)).expect(200)).body as EnquiryDetail;
    expect(before.enquiry).toMatchObject({ outcome: 'open', outcomeReason: null });

    const won = (
      await setOutcome({ outcome: 'won', reason: ' Signed the CFO package ' }).expect(200)
    ).body as EnquiryDetail;
    expect(won.enquiry).toMatchObject({ outcome: 'won', outcomeReason: 'Signed the CFO package' });
    expect(won.activity).toEqual([
      {
        id: expect.any(Number),
        at: NOW.toISOString(),
        actor: 'omar',
        kind: 'outcome',
        from: 'open',
        to: 'won',
        reason: 'Signed the CFO package',
      },
    ]);

    clock = new Date(NOW.getTime() + MINUTE);
    const lost = (await setOutcome({ outcome: 'not_a_fit' }).expect(200)).body as EnquiryDetail;
    expect(lost.enquiry).toMatchObject({ outcome: 'not_a_fit', outcomeReason: null });
    expect(
      lost.activity.map((entry) => entry.kind === 'outcome' && [entry.from, entry.to]),
    ).toEqual([
      ['open', 'won'],
      ['won', 'not_a_fit'],
    ]);
    // The reason stays out of the audit log: it may quote the visitor.
    expect(await audits()).toEqual([
      { actor: 'omar', subject: id, detail: 'open -> won' },
      { actor: 'omar', subject: id, detail: 'won -> not_a_fit' },
    ]);
  });

  it('records nothing when the outcome and reason are those it has', async () => {
    await setOutcome({ outcome: 'lost', reason: 'Price' }).expect(200);
    const again = (await setOutcome({ outcome: 'lost', reason: 'Price' }).expect(200))
      .body as EnquiryDetail;
    expect(again.activity).toHaveLength(1);
    const reworded = (await setOutcome({ outcome: 'lost', reason: 'Went elsewhere' }).expect(200))
      .body as EnquiryDetail;
    expect(reworded.activity).toHaveLength(2);
    expect(await audits()).toHaveLength(2);
  });

  it('refuses an unknown outcome or a long or control-laden reason, naming the field', async () => {
    const unknown = await setOutcome({ outcome: 'maybe' }).expect(400);
    expect(unknown.body).toMatchObject({ fields: { outcome: ['Unknown outcome'] } });
    const long = await setOutcome({ outcome: 'won', reason: 'x'.repeat(501) }).expect(400);
    expect(Object.keys((long.body as { fields: object }).fields)).toEqual(['reason']);
    await setOutcome({ outcome: 'won', reason: 'a\u0000b' }).expect(400);
    expect(await audits()).toEqual([]);
  });

  it('answers 404 for an unknown enquiry and 401 without a session', async () => {
    await setOutcome({ outcome: 'won' }, '00000000-0000-4000-8000-000000000000').expect(404);
    await request(app.callback())
      .post(staffEnquiryPath(id, 'outcome'))
      .set(XHR)
      .send({ outcome: 'won' })
      .expect(401);
  });
});
