import net from 'node:net';
import createHttpError from 'http-errors';
import { Client } from 'minio';
import { Sequelize } from 'sequelize';
import { toErrorResponse } from './errors';
import { isDependencyUnavailable, UNAVAILABLE_MESSAGE } from './unavailable';

/** A loopback port nobody listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('isDependencyUnavailable', () => {
  it('recognises what Sequelize throws for a database that refuses connections', async () => {
    const sequelize = new Sequelize({
      dialect: 'mysql',
      host: '127.0.0.1',
      port: await closedPort(),
      username: 'root',
      logging: false,
      pool: { max: 1, acquire: 5_000 },
    });
    const thrown = await sequelize.query('SELECT 1').catch((error: unknown) => error);
    await sequelize.close();
    expect(isDependencyUnavailable(thrown)).toBe(true);
    expect(toErrorResponse(thrown)).toEqual({
      status: 503,
      body: { error: UNAVAILABLE_MESSAGE, code: 'service.unavailable' },
      headers: { 'Retry-After': '5' },
    });
  });

  it('recognises what the minio client throws for an S3 server that is down', async () => {
    const client = new Client({
      endPoint: '127.0.0.1',
      port: await closedPort(),
      useSSL: false,
      accessKey: 'key',
      secretKey: 'secret-key',
      pathStyle: true,
    });
    const thrown = await client
      .putObject('bucket', 'key.png', Buffer.from('x'), 1)
      .catch((error: unknown) => error);
    expect(isDependencyUnavailable(thrown)).toBe(true);
    expect(toErrorResponse(thrown).status).toBe(503);
  });

  it('finds the cause under a wrapper (Sequelize keeps the driver error as parent)', () => {
    const lost = Object.assign(new Error('Connection lost: The server closed the connection.'), {
      code: 'PROTOCOL_CONNECTION_LOST',
    });
    const wrapped = Object.assign(new Error('wrapped'), {
      name: 'SequelizeDatabaseError',
      parent: lost,
    });
    expect(isDependencyUnavailable(wrapped)).toBe(true);
  });

  it('leaves bugs and client errors alone', () => {
    expect(isDependencyUnavailable(new Error('ER_NO_SUCH_TABLE: posts'))).toBe(false);
    expect(isDependencyUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(
      isDependencyUnavailable(createHttpError(400, 'bad', { cause: { code: 'ECONNRESET' } })),
    ).toBe(false);
    expect(isDependencyUnavailable(undefined)).toBe(false);
    expect(toErrorResponse(new Error('ER_NO_SUCH_TABLE: posts')).status).toBe(500);
  });
});
