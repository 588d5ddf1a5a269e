import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFaultProxy, type FaultProxy } from './faultProxy';

describe('test stack: fault proxy', () => {
  let target: http.Server;
  let proxy: FaultProxy;

  beforeAll(async () => {
    target = http.createServer((_request, response) => response.end('behind'));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    proxy = await startFaultProxy('127.0.0.1', (target.address() as AddressInfo).port);
  });
  afterAll(async () => {
    await proxy.stop();
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));
  });

  const viaProxy = async () => {
    const response = await fetch(`http://${proxy.host}:${proxy.port}/`);
    return response.text();
  };

  it('relays to the target while up, refuses connections while down, relays again once up', async () => {
    expect(await viaProxy()).toBe('behind');

    await proxy.down();
    expect(proxy.isUp()).toBe(false);
    await expect(viaProxy()).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });

    await proxy.up();
    expect(await viaProxy()).toBe('behind');
  });
});
