import { QueryTypes } from 'sequelize';
import type { WebhookBody } from '@app/contract/webhooks';
import { DIALECTS } from '../../tests/helpers/testDatabase';
import { T0, useWebhookDelivery } from '../../tests/helpers/webhooks';
import { writeTransaction } from '../db/writeTransaction';
import { listDeliveries, resendDelivery } from './deliveryLog';
import { eraseWebhookPayloads } from './erase';

describe.each(DIALECTS)('erasing webhook bodies on %s', (dialect) => {
  const { state, endpoint, worker, fileMessage } = useWebhookDelivery(dialect);
  const db = () => state.db;

  it('erases the bodies and answers about erased enquiries, and never sends them again', async () => {
    const { endpoint: saved } = await endpoint();
    const erased = await fileMessage('Erased Visitor');
    await worker().runOnce();
    await fileMessage('Kept Visitor');
    const queued = await fileMessage('Erased Visitor');

    const blanked = await writeTransaction(db().sequelize, (transaction) =>
      eraseWebhookPayloads(transaction, [erased, queued]),
    );
    expect(blanked).toBe(2);
    const rows = await db().sequelize.query<{
      enquiry_id: string;
      payload: string;
      status: string;
    }>('SELECT enquiry_id, payload, status FROM webhook_deliveries', { type: QueryTypes.SELECT });
    expect(rows.filter((row) => row.payload.includes('Erased'))).toEqual([]);
    expect(
      rows
        .filter((row) => row.payload === '')
        .map((row) => row.status)
        .sort(),
    ).toEqual(['delivered', 'failed']);
    const log = await listDeliveries(db().sequelize, saved.id);
    const sent = log.find((d) => d.status === 'delivered')!;
    expect(sent.attempts[0]!.response).toBe('');
    expect(await resendDelivery(db().sequelize, sent.id, T0)).toBeNull();

    state.receiver.received.length = 0;
    await worker().runOnce();
    expect(
      state.receiver.received.map((r) => (JSON.parse(r.body) as WebhookBody).enquiry.name),
    ).toEqual(['Kept Visitor']);
  });
});
