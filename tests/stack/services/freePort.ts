import net from 'node:net';

/**
 * A TCP port that was free a moment ago on `host`. Another process could take it before the
 * caller binds it; the services that use this bind within milliseconds, which is good enough.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read the probe port'));
      });
    });
  });
}
