import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DIALECTS } from '../../tests/helpers/testDatabase';
import { EVENTS, later, T0, useWebhookDelivery } from '../../tests/helpers/webhooks';
import { RETRY_DELAYS_MS } from './deliveryWorker';
import { listDeliveries } from './deliveryLog';
import { updateEndpoint } from './endpoints';
import type { Resolver } from './targets';

describe.each(DIALECTS)('webhook targets refused or failing on %s', (dialect) => {
  const { state, endpoint, worker, fileMessage } = useWebhookDelivery(dialect);
  const db = () => state.db;

  it('refuses a private target at delivery without the setting, and logs why', async () => {
    const { endpoint: saved } = await endpoint(`https://127.0.0.1:${state.receiver.port}/hooks`);
    const { endpoint: plain } = await endpoint();
    await fileMessage();
    expect((await worker({ allowPrivateTargets: false }).runOnce()).retrying).toBe(2);
    expect(state.receiver.received).toEqual([]);
    const [refused] = await listDeliveries(db().sequelize, saved.id);
    expect(refused!.attempts).toEqual([
      expect.objectContaining({
        statusCode: null,
        error: expect.stringMatching(/127\.0\.0\.1.*inside a private network/),
      }),
    ]);
    const [notHttps] = await listDeliveries(db().sequelize, plain.id);
    expect(notHttps!.attempts[0]!.error).toBe('http: is not https');
  });

  it('refuses a public name that resolves inside, and connects to the address it checked', async () => {
    const { endpoint: saved } = await endpoint(`https://hooks.example/in`);
    await fileMessage();
    const inside: Resolver = () => Promise.resolve([{ address: '10.1.2.3', family: 4 }]);
    expect((await worker({ allowPrivateTargets: false, resolve: inside }).runOnce()).retrying).toBe(
      1,
    );
    const [delivery] = await listDeliveries(db().sequelize, saved.id);
    expect(delivery!.attempts[0]!.error).toMatch(
      /resolves to 10\.1\.2\.3, inside a private network/,
    );

    // With the setting: the one resolved address is used, the URL's host stays in Host.
    const url = `http://hooks.example:${state.receiver.port}/pinned`;
    await updateEndpoint(db().sequelize, saved.id, { url, events: EVENTS, active: true }, T0);
    const loopback: Resolver = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    state.clock = later(RETRY_DELAYS_MS[0]!);
    expect((await worker({ resolve: loopback }).runOnce()).delivered).toBe(1);
    expect(state.receiver.received[0]!.headers.host).toBe(`hooks.example:${state.receiver.port}`);
  });

  it('gives up on a receiver that does not answer in time and does not follow a redirect', async () => {
    // Reads the request and never answers.
    const silent = http.createServer(() => undefined);
    const hops: string[] = [];
    const redirecting = http.createServer((req, res) => {
      hops.push(req.url ?? '');
      res.writeHead(302, { Location: '/elsewhere' }).end();
    });
    await Promise.all(
      [silent, redirecting].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))),
    );
    const portOf = (s: http.Server) => (s.address() as AddressInfo).port;
    try {
      const slow = await endpoint(`http://127.0.0.1:${portOf(silent)}/slow`);
      const moved = await endpoint(`http://127.0.0.1:${portOf(redirecting)}/redirect`);
      await fileMessage();
      const started = Date.now();
      expect((await worker({ timeoutMs: 300 }).runOnce()).retrying).toBe(2);
      expect(Date.now() - started).toBeLessThan(5_000);
      const [timedOut] = await listDeliveries(db().sequelize, slow.endpoint.id);
      expect(timedOut!.attempts[0]).toMatchObject({
        statusCode: null,
        error: 'no answer within 0.3 s',
      });
      const [redirected] = await listDeliveries(db().sequelize, moved.endpoint.id);
      expect(redirected!.attempts[0]).toMatchObject({ statusCode: 302, error: 'answered 302' });
      expect(hops).toEqual(['/redirect']);
    } finally {
      silent.closeAllConnections();
      await Promise.all([silent, redirecting].map((s) => new Promise((r) => s.close(r))));
    }
  });
});
