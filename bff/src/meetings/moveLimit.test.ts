import request from 'supertest';
import { errorText } from '@app/contract/errorCodes';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { nextClientIp } from '../../tests/helpers/clientIp';
import { addUser, signedIn, XHR } from '../../tests/helpers/content';
import { manageTokenIn } from '../../tests/helpers/meetings';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { listOutbox } from '../mail/outbox';

/** Monday 23 November 2026, 08:00 in Dubai. */
const NOW = new Date('2026-11-23T04:00:00.000Z');
const HALF_HOUR = 1_800_000;
/** Tuesday 24 November from 09:00 in Dubai, every half hour: `slot(k)` is the k-th. */
const slot = (k: number) => new Date(Date.parse('2026-11-24T05:00:00.000Z') + k * HALF_HOUR);
const STAFF = 'staff@finance.example';

describe.each(DIALECTS)('moves of one meeting through its link on %s', (dialect) => {
  let db: TestDatabase;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await openTestDatabase(dialect, {
      env: {
        TRUST_PROXY: 'true',
        MAIL_FROM: 'The Finance Team <hello@finance.example>',
        STAFF_EMAIL: STAFF,
        SITE_URL: 'https://www.finance.example',
      },
    });
    app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => NOW,
    });
    await addUser(db.sequelize, 'maya', 'moderator');
  }, 30_000);
  afterAll(() => db.cleanup());

  const api = () => request(app.callback());
  /** The manage token in the newest e-mail to the visitor. */
  const latestVisitorToken = async () => {
    const rows = (await listOutbox(db.sequelize)).filter((row) => row.recipient !== STAFF);
    const token = manageTokenIn(rows.at(-1)?.body_text ?? '');
    if (token === undefined) throw new Error('no manage link in the last visitor e-mail');
    return token;
  };
  const move = (token: string, k: number) =>
    api()
      .post(`/api/meetings/${token}/reschedule`)
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send({ startTime: slot(k).toISOString() });

  it('takes three moves, each from a new address, then answers 409 and sends nothing more', async () => {
    const booked = await api()
      .post('/api/calendar/schedule')
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send({
        startTime: slot(0).toISOString(),
        endTime: new Date(slot(0).getTime() + HALF_HOUR).toISOString(),
        attendeeEmail: 'jane@client.example',
        clientName: 'Jane Doe',
        description: 'Books',
      })
      .expect(201);
    const id = (booked.body as { booking: { id: string } }).booking.id;
    const first = await latestVisitorToken();
    const mailsAfterBooking = (await listOutbox(db.sequelize)).length;

    // The attack: twelve moves in a row, each from another network, each with the newest link
    // the mails carried (an attacker holding one link and reading the visitor's mail).
    const statuses: number[] = [];
    let token = first;
    for (let k = 1; k <= 12; k += 1) {
      const response = await move(token, k);
      statuses.push(response.status);
      if (response.status === 200) token = await latestVisitorToken();
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.slice(3).every((status) => status === 409)).toBe(true);
    // Three moves, each one new invitation to the visitor and one to staff: 6, not 24.
    expect((await listOutbox(db.sequelize)).length - mailsAfterBooking).toBe(6);

    const refused = await move(token, 15).expect(409);
    const params = { moves: 3, staffEmail: STAFF };
    expect(refused.body).toEqual({
      error: errorText('meeting.move-limit', params),
      code: 'meeting.move-limit',
      params,
    });
    const view = await api().get(`/api/meetings/${token}`).expect(200);
    expect(view.body.meeting).toMatchObject({
      start: slot(3).toISOString(),
      changeable: true,
      movable: false,
      contact: STAFF,
    });

    // Staff are not held to the limit, and their move mails a new link too.
    const staff = await signedIn(app, 'maya');
    await staff
      .post(`/api/staff/meetings/${id}/reschedule`)
      .set(XHR)
      .send({ startTime: slot(8).toISOString() })
      .expect(200);
    expect(await latestVisitorToken()).not.toBe(token);
  });

  it('ends the earlier links on a move: the old one answers like an unknown link', async () => {
    await db.sequelize.query('DELETE FROM bookings');
    await api()
      .post('/api/calendar/schedule')
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send({
        startTime: slot(10).toISOString(),
        endTime: new Date(slot(10).getTime() + HALF_HOUR).toISOString(),
        attendeeEmail: 'omar@client.example',
        clientName: 'Omar',
        description: 'Payroll',
      })
      .expect(201);
    const old = await latestVisitorToken();
    await move(old, 11).expect(200);
    const fresh = await latestVisitorToken();

    const unknown = await api()
      .get(`/api/meetings/${'x'.repeat(43)}`)
      .expect(404);
    const dead = await api().get(`/api/meetings/${old}`).expect(404);
    expect(dead.body).toEqual(unknown.body);
    await move(old, 12).expect(404);
    await api().post(`/api/meetings/${old}/cancel`).set(XHR).expect(404);
    const view = await api().get(`/api/meetings/${fresh}`).expect(200);
    expect(view.body.meeting).toMatchObject({ start: slot(11).toISOString(), movable: true });
  });
});
