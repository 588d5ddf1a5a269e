import request from 'supertest';
import { MONDAY, useAvailabilityApp } from '../../tests/helpers/availability';
import { addAdvisor, advisorBody, parseCalendar } from '../../tests/helpers/advisors';
import { XHR } from '../../tests/helpers/content';
import { DIALECTS } from '../../tests/helpers/testDatabase';

const at = (utc: string) => `2026-11-24T${utc}:00.000Z`;

describe.each(DIALECTS)('advisor calendar feeds on %s', (dialect) => {
  const { state, appAt, schedule } = useAvailabilityApp(dialect);
  beforeEach(async () => {
    for (const table of ['advisors', 'calendar_feeds', 'advisor_departures', 'enquiries']) {
      await state.db.sequelize.query(`DELETE FROM ${table}`);
    }
  });
  const api = () => request(appAt(MONDAY).callback());
  /** A new feed of `advisorId` (or the firm's); returns its path under /api. */
  const newFeed = async (advisorId: string | null) => {
    const path =
      advisorId === null ? '/api/staff/advisors-feed' : `/api/staff/advisors/${advisorId}/feed`;
    const { body } = await state.admin.post(path).set(XHR).expect(201);
    const { https, webcal } = body as { https: string; webcal: string };
    expect(webcal).toBe(https.replace(/^https?:/, 'webcal:'));
    const url = new URL(https);
    // 256 bits, base64url: at least the 128 the feed needs.
    expect(url.pathname).toMatch(/^\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    return url.pathname;
  };
  const read = async (path: string) => {
    const response = await api().get(path).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['cache-control']).toBe('private');
    return {
      etag: response.headers.etag as string,
      text: response.text,
      ...(await parseCalendar(response.text)),
    };
  };
  const bookingId = async (start: string) =>
    ((await schedule(start).expect(201)).body as { booking: { id: string } }).booking.id;

  it('lists the meetings under the invitations UID, and keeps a cancelled one as CANCELLED', async () => {
    const amal = await addAdvisor(state.admin, advisorBody('Amal'));
    const feed = await newFeed(amal);
    const id = await bookingId(at('05:00'));
    const first = await read(feed);
    const uid = `${id}@${state.db.config.mail.domain}`;
    expect(first.method).toBe('PUBLISH');
    expect(first.events).toEqual([
      expect.objectContaining({
        uid,
        sequence: 0,
        status: 'CONFIRMED',
        summary: 'Meeting with Jane Doe',
        start: at('05:00'),
      }),
    ]);
    // It names the visitor, never what they wrote.
    expect(first.text).not.toMatch(/payroll/i);
    await api().get(feed).set('If-None-Match', first.etag).expect(304);

    await state.admin
      .post(`/api/staff/meetings/${id}/cancel`)
      .set(XHR)
      .send({ reason: 'Client asked' })
      .expect(200);
    const after = await read(feed);
    expect(after.etag).not.toBe(first.etag);
    expect(after.events).toEqual([
      expect.objectContaining({ uid, status: 'CANCELLED', sequence: 1 }),
    ]);
    await api().get(feed).set('If-None-Match', first.etag).expect(200);
  });

  it('moves a reassigned meeting between the two feeds; the firm-wide feed names the advisor', async () => {
    const amal = await addAdvisor(state.admin, advisorBody('Amal'));
    const bilal = await addAdvisor(state.admin, advisorBody('Bilal'));
    const [amalFeed, bilalFeed, firmFeed] = [
      await newFeed(amal),
      await newFeed(bilal),
      await newFeed(null),
    ];
    const id = await bookingId(at('05:00'));
    expect((await read(amalFeed)).events.map((e) => e.status)).toEqual(['CONFIRMED']);
    expect((await read(bilalFeed)).events).toEqual([]);
    await state.admin
      .post(`/api/staff/meetings/${id}/reassign`)
      .set(XHR)
      .send({ advisorId: bilal })
      .expect(200);
    expect((await read(amalFeed)).events).toEqual([
      expect.objectContaining({ status: 'CANCELLED', sequence: 1 }),
    ]);
    expect((await read(bilalFeed)).events).toEqual([
      expect.objectContaining({ status: 'CONFIRMED', sequence: 1 }),
    ]);
    expect((await read(firmFeed)).events).toEqual([
      expect.objectContaining({ summary: 'Meeting with Jane Doe (Bilal)', status: 'CONFIRMED' }),
    ]);
  });

  it('answers a bare 404 after revoke or regenerate, and for tokens it never made', async () => {
    const amal = await addAdvisor(state.admin, advisorBody('Amal'));
    const old = await newFeed(amal);
    const fresh = await newFeed(amal);
    const gone = await api().get(old).expect(404);
    expect(gone.body).toEqual({ error: expect.any(String), code: 'http.not-found' });
    await read(fresh);
    await state.admin.delete(`/api/staff/advisors/${amal}/feed`).set(XHR).expect(204);
    await api().get(fresh).expect(404);
    await api().get('/api/calendar/feeds/not-a-token.ics').expect(404);
    const list = await state.admin.get('/api/staff/advisors').set(XHR).expect(200);
    expect(list.body.advisors[0].hasFeed).toBe(false);
  });

  it('limits the requests of one address', async () => {
    const feed = await newFeed(await addAdvisor(state.admin, advisorBody('Amal')));
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await api().get(feed).set('X-Forwarded-For', '203.0.113.9')).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    await api().get(feed).set('X-Forwarded-For', '203.0.113.10').expect(200);
  });

  it('lets a member manage their own feed and leave, and nothing else', async () => {
    const own = await addAdvisor(state.admin, advisorBody('Moira', { account: 'moira' }));
    const other = await addAdvisor(state.admin, advisorBody('Amal'));
    const member = state.moderator;
    await member.post(`/api/staff/advisors/${own}/feed`).set(XHR).expect(201);
    await member.post(`/api/staff/advisors/${other}/feed`).set(XHR).expect(403);
    await member.post('/api/staff/advisors-feed').set(XHR).expect(403);
    const leave = [{ from: '2026-12-01', to: '2026-12-03', label: 'Annual leave' }];
    const mine = advisorBody('Moira', { account: 'moira' });
    await member
      .put(`/api/staff/advisors/${own}`)
      .set(XHR)
      .send({ ...mine, leave })
      .expect(200);
    const refused = await member
      .put(`/api/staff/advisors/${own}`)
      .set(XHR)
      .send({ ...mine, leave, roomLink: 'https://meet.example/m' })
      .expect(403);
    expect(refused.body.code).toBe('advisors.own-only');
  });
});
