import net from 'node:net';

export interface TcpRelay {
  stop(): Promise<void>;
}

/**
 * Listens on `port` and pipes every connection to `targetPort`. Lets a test bring a server "up"
 * on a port it handed out while nothing listened there (an SMTP outage that ends), when the
 * server itself can only be started on a port of its own choosing.
 */
export async function startTcpRelay(port: number, targetPort: number): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      // Either side ending ends the other; errors only mean the exchange is over.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
