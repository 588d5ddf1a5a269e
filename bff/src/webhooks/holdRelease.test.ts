import { QueryTypes } from 'sequelize';
import type { WebhookBody } from '@app/contract/webhooks';
import { MONDAY, useAvailabilityApp } from '../../tests/helpers/availability';
import { DIALECTS } from '../../tests/helpers/testDatabase';
import { releaseExpiredHolds } from '../meetings/holdRelease';
import { createEndpoint } from './endpoints';
import { secretBoxKey } from './secretBox';

describe.each(DIALECTS)('the release of an unconfirmed booking on %s', (dialect) => {
  const { state, schedule } = useAvailabilityApp(dialect);

  it('queues meeting.cancelled with the meeting cancelled, in the release job', async () => {
    const { sequelize, config } = state.db;
    await createEndpoint(
      sequelize,
      { url: 'https://93.184.216.34/hooks', events: ['meeting.cancelled'], active: true },
      { key: secretBoxKey('the session secret of this test, long enough'), now: MONDAY },
    );
    const booked = await schedule('2026-11-24T06:00:00.000Z').expect(201);
    const bookingId = booked.body.booking.id as string;
    const context = {
      mail: config.mail,
      businessTz: config.booking.timeZone,
      siteUrl: config.meetings.siteUrl,
      changeCutoffMs: config.meetings.changeCutoffMs,
    };
    const afterHold = new Date(MONDAY.getTime() + config.bookingCaps.confirmHoldMs + 1);
    expect(await releaseExpiredHolds(sequelize, context, afterHold)).toEqual([bookingId]);

    const rows = await sequelize.query<{ event: string; payload: string }>(
      'SELECT event, payload FROM webhook_deliveries',
      { type: QueryTypes.SELECT },
    );
    expect(rows.map((row) => row.event)).toEqual(['meeting.cancelled']);
    const body = JSON.parse(rows[0]!.payload) as WebhookBody;
    expect(body.time).toBe(afterHold.toISOString());
    expect(body.meeting).toMatchObject({ id: bookingId, status: 'cancelled' });
  });
});
