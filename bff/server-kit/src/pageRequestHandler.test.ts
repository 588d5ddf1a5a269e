/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageRenderer, RenderedPage } from './pageRenderer';
import { SECURITY_HEADERS } from './securityHeaders';
import { createRequestHandler } from './pageRequestHandler';

const render: PageRenderer = async ({ url }): Promise<RenderedPage> => {
  if (url === '/broken') throw new Error('render crashed');
  if (url === '/old') return { status: 301, headers: { Location: '/new' }, body: '' };
  return {
    status: url === '/missing' ? 404 : 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
    body: `<!doctype html><title>${url}</title>`,
  };
};

let server: http.Server;
let origin: string;
const errors: unknown[] = [];

beforeAll(async () => {
  server = http.createServer(createRequestHandler(render, (error) => errors.push(error)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("the renderer server's answers", () => {
  it.each([
    ['a page', 'GET', '/about', 200],
    ['the not-found page', 'GET', '/missing', 404],
    ['a redirect', 'GET', '/old', 301],
    ['a failed render', 'GET', '/broken', 500],
    ['a HEAD', 'HEAD', '/about', 200],
    ['a method it does not serve', 'POST', '/about', 405],
  ])('%s carries every security header of the contract', async (_what, method, url, status) => {
    const response = await fetch(`${origin}${url}`, { method, redirect: 'manual' });
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect([name, response.headers.get(name)]).toEqual([name, value]);
    }
    // Behind nginx, which sends HSTS on HTTPS responses; the renderer never sees TLS.
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it.each([
    ['/admin/inbox?status=new', 'same-origin'],
    ['/admin', 'same-origin'],
    ['/about?ref=/admin/', null],
    ['/administration', null],
  ])('sends the opener policy at %s by its path: %s', async (url, policy) => {
    const response = await fetch(`${origin}${url}`, { redirect: 'manual' });
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe(policy);
  });

  it("keeps the page's own headers beside them", async () => {
    const response = await fetch(`${origin}/about`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('<!doctype html><title>/about</title>');
  });

  it('reports a failed render', async () => {
    errors.length = 0;
    expect((await fetch(`${origin}/broken`)).status).toBe(500);
    expect(errors).toEqual([expect.objectContaining({ message: 'render crashed' })]);
  });
});
