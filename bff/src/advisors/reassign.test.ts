import { useAvailabilityApp, MONDAY } from '../../tests/helpers/availability';
import {
  addAdvisor,
  bookMeeting,
  advisorBody,
  calendarOfRow,
  DAY,
  outboxRows,
} from '../../tests/helpers/advisors';
import { XHR } from '../../tests/helpers/content';
import { DIALECTS } from '../../tests/helpers/testDatabase';
import type { WebhookBody } from '@app/contract/webhooks';
import { createEndpoint } from '../webhooks/endpoints';
import { secretBoxKey } from '../webhooks/secretBox';

const at = (utc: string) => `2026-11-24T${utc}:00.000Z`;
const ROOM = 'https://meet.example/amal-room';

describe.each(DIALECTS)('reassigning a meeting between advisors on %s', (dialect) => {
  const { state, appAt } = useAvailabilityApp(dialect);
  beforeEach(async () => {
    for (const table of ['advisors', 'calendar_feeds', 'advisor_departures', 'enquiries']) {
      await state.db.sequelize.query(`DELETE FROM ${table}`);
    }
  });
  const reassign = (bookingId: string, advisorId: string) =>
    state.admin.post(`/api/staff/meetings/${bookingId}/reassign`).set(XHR).send({ advisorId });
  const book = async (start: string, services?: string) =>
    (await bookMeeting(appAt(MONDAY), state.db.sequelize, start, services)).id;

  it('invites the advisor to the same event, with the room link, and names them to the visitor', async () => {
    await addAdvisor(state.admin, advisorBody('Amal', { roomLink: ROOM }));
    const id = await book(at('05:00'));
    const rows = await outboxRows(state.db.sequelize);
    const visitor = rows.find((r) => r.recipient === 'jane@client.example')!;
    const advisor = rows.find((r) => r.recipient === 'amal@finance.example')!;
    expect(visitor.body_text).toContain('Your advisor for this meeting is Amal.');
    expect(visitor.body_text).toContain(ROOM);
    const theirs = await calendarOfRow(visitor);
    const hers = await calendarOfRow(advisor);
    expect(theirs.method).toBe('REQUEST');
    expect(hers.method).toBe('REQUEST');
    expect(theirs.events[0]).toMatchObject({
      uid: `${id}@${state.db.config.mail.domain}`,
      sequence: 0,
      location: ROOM,
      attendees: ['jane@client.example', 'amal@finance.example'],
    });
    expect(theirs.events[0]!.description).toContain(ROOM);
    expect(theirs.events[0]!.description).not.toContain('payroll');
    expect(hers.events[0]).toMatchObject({ uid: theirs.events[0]!.uid, location: ROOM });

    // A cancel reaches the advisor's calendar too.
    const before = rows.length;
    await state.admin
      .post(`/api/staff/meetings/${id}/cancel`)
      .set(XHR)
      .send({ reason: 'Client asked' })
      .expect(200);
    const cancelled = (await outboxRows(state.db.sequelize))
      .slice(before)
      .find((r) => r.recipient === 'amal@finance.example')!;
    const copy = await calendarOfRow(cancelled);
    expect(copy.method).toBe('CANCEL');
    expect(copy.events[0]).toMatchObject({ uid: theirs.events[0]!.uid, sequence: 1 });
  });

  it('cancels for the old advisor, invites the new one and updates the visitor, one UID', async () => {
    await addAdvisor(state.admin, advisorBody('Amal', { roomLink: ROOM }));
    const bilal = await addAdvisor(state.admin, advisorBody('Bilal'));
    const id = await book(at('05:00'));
    const before = (await outboxRows(state.db.sequelize)).length;
    const moved = await reassign(id, bilal).expect(200);
    expect(moved.body).toEqual({ advisorId: bilal, sequence: 1 });
    const sent = (await outboxRows(state.db.sequelize)).slice(before);
    const byRecipient = Object.fromEntries(sent.map((row) => [row.recipient, row]));
    expect(Object.keys(byRecipient).sort()).toEqual([
      'amal@finance.example',
      'bilal@finance.example',
      'jane@client.example',
    ]);
    const uid = `${id}@${state.db.config.mail.domain}`;
    const old = await calendarOfRow(byRecipient['amal@finance.example']!);
    const fresh = await calendarOfRow(byRecipient['bilal@finance.example']!);
    const visitor = await calendarOfRow(byRecipient['jane@client.example']!);
    expect(old.method).toBe('CANCEL');
    expect(old.events[0]).toMatchObject({ uid, sequence: 1, status: 'CANCELLED' });
    expect(fresh.method).toBe('REQUEST');
    expect(fresh.events[0]).toMatchObject({
      uid,
      sequence: 1,
      status: 'CONFIRMED',
      location: null,
    });
    expect(visitor.method).toBe('REQUEST');
    expect(visitor.events[0]).toMatchObject({
      uid,
      sequence: 1,
      start: at('05:00'),
      attendees: ['jane@client.example', 'bilal@finance.example'],
    });
    expect(byRecipient['jane@client.example']!.subject).toBe('Your meeting is now with Bilal');
    const inbox = await state.admin.get('/api/staff/inbox').set(XHR).expect(200);
    expect(inbox.body.items[0].meeting.assignment).toMatchObject({
      advisorName: 'Bilal',
      reason: 'reassigned by ada',
    });
  });

  it("queues meeting.booked and meeting.reassigned for a subscribed endpoint, each naming the meeting's advisor", async () => {
    await state.db.sequelize.query('DELETE FROM webhook_deliveries');
    await createEndpoint(
      state.db.sequelize,
      {
        url: 'https://crm.example/hook',
        events: ['meeting.booked', 'meeting.reassigned'],
        active: true,
      },
      { key: secretBoxKey('reassign-test-secret'), now: new Date() },
    );
    const amal = await addAdvisor(state.admin, advisorBody('Amal'));
    const bilal = await addAdvisor(state.admin, advisorBody('Bilal'));
    const id = await book(at('05:00'));
    await reassign(id, bilal).expect(200);
    const [deliveries] = await state.db.sequelize.query(
      'SELECT event, payload FROM webhook_deliveries ORDER BY created_at, event',
    );
    const bodies = (deliveries as { event: string; payload: string }[]).map((row) => ({
      event: row.event,
      body: JSON.parse(row.payload) as WebhookBody,
    }));
    expect(bodies.map((delivery) => delivery.event).sort()).toEqual([
      'meeting.booked',
      'meeting.reassigned',
    ]);
    const advisorIn = (event: string) =>
      bodies.find((delivery) => delivery.event === event)!.body.meeting?.advisor;
    expect(advisorIn('meeting.booked')).toEqual({ id: amal, name: 'Amal' });
    expect(advisorIn('meeting.reassigned')).toEqual({ id: bilal, name: 'Bilal' });
    await state.db.sequelize.query('DELETE FROM webhook_endpoints');
  });

  it('refuses with why: the same advisor, one not covering the services, one not free, one inactive', async () => {
    const amal = await addAdvisor(state.admin, advisorBody('Amal', { services: ['Payroll'] }));
    const bilal = await addAdvisor(state.admin, advisorBody('Bilal', { services: ['Tax'] }));
    const carol = await addAdvisor(
      state.admin,
      advisorBody('Carol', { services: ['Payroll'], hours: DAY('14:00', '18:00') }),
    );
    const dina = await addAdvisor(
      state.admin,
      advisorBody('Dina', { services: ['Payroll'], active: false }),
    );
    const eve = await addAdvisor(state.admin, advisorBody('Eve', { services: ['Payroll'] }));
    const id = await book(at('05:00'), 'Payroll');
    // The second Payroll meeting at that time goes to Eve: now busy then herself.
    await book(at('05:00'), 'Payroll');
    const refusedWith = async (advisorId: string) =>
      (await reassign(id, advisorId).expect(409)).body;
    expect(await refusedWith(amal)).toMatchObject({
      code: 'advisors.same-advisor',
      params: { name: 'Amal' },
    });
    expect(await refusedWith(bilal)).toMatchObject({
      code: 'advisors.not-covering',
      error: 'Bilal does not cover the services of this meeting',
    });
    expect(await refusedWith(carol)).toMatchObject({ code: 'advisors.not-free' });
    expect(await refusedWith(dina)).toMatchObject({ code: 'advisors.inactive' });
    expect(await refusedWith(eve)).toMatchObject({
      code: 'advisors.not-free',
      error: 'Eve is not free at that time',
    });
    await reassign(id, '00000000-0000-4000-8000-000000000000').expect(404);
    await reassign('00000000-0000-4000-8000-000000000000', amal).expect(404);
  });

  it('lists the upcoming meetings of an advisor being deactivated, to reassign first', async () => {
    const amal = await addAdvisor(state.admin, advisorBody('Amal'));
    const bilal = await addAdvisor(state.admin, advisorBody('Bilal'));
    const id = await book(at('05:00'));
    const off = { ...advisorBody('Amal'), active: false };
    const refused = await state.admin
      .put(`/api/staff/advisors/${amal}`)
      .set(XHR)
      .send(off)
      .expect(409);
    expect(refused.body.code).toBe('advisors.has-upcoming');
    expect(refused.body.meetings).toEqual([
      { id, start: at('05:00'), clientName: 'Jane Doe', enquiryId: expect.any(String) },
    ]);
    await reassign(id, bilal).expect(200);
    await state.admin.put(`/api/staff/advisors/${amal}`).set(XHR).send(off).expect(200);
  });
});
