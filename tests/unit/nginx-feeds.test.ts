import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SITE_LANGUAGES } from '@app/contract/languages';
import { FEED_PATHS, rssPath } from '@app/contract/publicPages';
import { startNginx, type RunningNginx } from '../stack/nginx';

// The production template under the system nginx, with stand-ins for the BFF and the site
// renderer that say who answered: the feed paths (each language's RSS too) belong to the BFF, even when site/dist
// holds a file of the same name.

interface StandIn {
  address: string;
  seen: { url: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

async function standIn(name: string): Promise<StandIn> {
  const seen: StandIn['seen'] = [];
  const server = http.createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'public, no-cache' });
    response.end(`${name} ${request.url ?? ''}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-feeds-'));
  dirs.push(dir);
  return dir;
};

let bff: StandIn;
let site: StandIn;
let nginx: RunningNginx;

beforeAll(async () => {
  [bff, site] = await Promise.all([standIn('bff'), standIn('site')]);
  const siteDir = tempDir();
  writeFileSync(path.join(siteDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  nginx = await startNginx({
    siteDir,
    adminDir: tempDir(),
    sharedUiDir: tempDir(),
    bffUpstreams: [bff.address],
    siteUpstreams: [site.address],
    logDir: tempDir(),
  });
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([bff?.close(), site?.close()]);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the feeds behind nginx', () => {
  const feedPaths = [...new Set([...Object.values(FEED_PATHS), ...SITE_LANGUAGES.map(rssPath)])];

  it('routes the Arabic feed too', () => {
    expect(feedPaths).toContain('/ar/rss.xml');
  });

  it.each(feedPaths)('%s goes to the BFF with the public host and scheme', async (url) => {
    const response = await fetch(`${nginx.url}${url}`, {
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`bff ${url}`);
    // The BFF's own caching, not nginx's file rules.
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    const { headers } = bff.seen.at(-1)!;
    // The host the visitor used, port included; a visitor's own forwarding claims are replaced.
    expect(headers.host).toBe(new URL(nginx.url).host);
    expect(headers['x-forwarded-host']).toBe(new URL(nginx.url).host);
    expect(headers['x-forwarded-proto']).toBe('http');
  });

  it('leaves the neighbouring paths to the site', async () => {
    for (const url of [
      '/sitemap.xml/x',
      '/rss.xml.bak',
      '/blog/rss.xml',
      '/ar/rss.xml/x',
      '/ar/blog/rss.xml',
    ]) {
      expect(await (await fetch(`${nginx.url}${url}`)).text()).toBe(`site ${url}`);
    }
  });
});
