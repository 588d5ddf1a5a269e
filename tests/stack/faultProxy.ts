import net from 'node:net';
import { freePort } from './services/freePort';

export interface FaultProxy {
  /** Where clients connect instead of the target, e.g. 127.0.0.1:41234. */
  readonly host: string;
  readonly port: number;
  /**
   * The service goes away as a crashed or stopped one does: open connections are cut and new
   * ones refused (ECONNREFUSED), until up().
   */
  down(): Promise<void>;
  up(): Promise<void>;
  isUp(): boolean;
  stop(): Promise<void>;
}

/**
 * A TCP relay in front of a service started in the test process (s3rver, the SMTP sink), so a
 * fault test can take the service away from the BFF and bring it back on the same address
 * while the test itself still reaches the real service behind it (to list the bucket, read mail).
 */
export async function startFaultProxy(targetHost: string, targetPort: number): Promise<FaultProxy> {
  const port = await freePort();
  const open = new Set<net.Socket>();
  let server: net.Server | undefined;

  const relay = (client: net.Socket) => {
    const upstream = net.connect(targetPort, targetHost);
    open.add(client);
    open.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const up = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const listening = net.createServer(relay);
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        listening.off('error', reject);
        server = listening;
        resolve();
      });
    });

  const down = () =>
    new Promise<void>((resolve) => {
      const listening = server;
      server = undefined;
      for (const socket of open) socket.destroy();
      open.clear();
      if (!listening) return resolve();
      listening.close(() => resolve());
    });

  await up();
  return { host: '127.0.0.1', port, down, up, isUp: () => server !== undefined, stop: down };
}
