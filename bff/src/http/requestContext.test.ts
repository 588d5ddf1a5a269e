import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { PageRenderer } from '@app/server-kit/pageRenderer';
import { captureLogs, type CapturedLogs } from '../../tests/helpers/captureLogs';
import { XHR } from '../../tests/helpers/content';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';

const renderPage: PageRenderer = async ({ url }) => ({
  status: 404,
  headers: { 'Content-Type': 'text/html; charset=utf-8' },
  body: `<!doctype html><title>${url}</title>`,
});

// The links' tokens are the links: whoever reads the log must not be able to use one.
describe.each(DIALECTS)('the request log on %s', (dialect) => {
  let db: TestDatabase;
  let bundlesDir: string;
  let logs: CapturedLogs;
  let server: ReturnType<ReturnType<typeof createApp>['callback']>;

  beforeAll(async () => {
    bundlesDir = mkdtempSync(path.join(os.tmpdir(), 'request-log-'));
    mkdirSync(path.join(bundlesDir, 'site', 'dist'), { recursive: true });
    writeFileSync(path.join(bundlesDir, 'site', 'dist', 'index.html'), '<!doctype html>');
    db = await openTestDatabase(dialect, {
      env: { SERVE_BUNDLES: 'true', BUNDLES_DIR: bundlesDir },
    });
    logs = captureLogs();
    server = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: logs.logger,
      renderPage,
    }).callback();
  });
  afterAll(async () => {
    await db.cleanup();
    rmSync(bundlesDir, { recursive: true, force: true });
  });

  it('logs the paths of preview and manage links with the token redacted to its hash prefix', async () => {
    const preview = randomBytes(16).toString('base64url');
    const manage = randomBytes(32).toString('base64url');
    await request(server).get(`/api/previews/${preview}`);
    await request(server).get(`/api/meetings/${manage}`);
    await request(server).post(`/api/meetings/${manage}/cancel`).set(XHR).send({});
    await request(server).get(`/API/MEETINGS/${manage}`);
    await request(server).get(`/preview/${preview}`);
    await request(server).get(`/meeting/${manage}`);
    await request(server).get(`/ar/meeting/${manage}?token=${manage}`);

    const requests = logs.lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(7);
    const logged = JSON.stringify(logs.lines);
    expect(logged).not.toContain(preview);
    expect(logged).not.toContain(manage);
    // The hash's prefix finds the link's row (the database keeps the SHA-256 of the token).
    const prefix = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 8);
    expect(requests.map((line) => line.path)).toEqual([
      `/api/previews/[redacted:${prefix(preview)}]`,
      `/api/meetings/[redacted:${prefix(manage)}]`,
      `/api/meetings/[redacted:${prefix(manage)}]/cancel`,
      `/API/MEETINGS/[redacted:${prefix(manage)}]`,
      `/preview/[redacted:${prefix(preview)}]`,
      `/meeting/[redacted:${prefix(manage)}]`,
      `/ar/meeting/[redacted:${prefix(manage)}]`,
    ]);
  });
});
