/**
 * The server as `npm start` runs it: no SMTP_URL, so the outbox worker started with the server
 * writes mail as .eml files under DATA_DIR/outbox, and stops with it.
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { captureLogs } from '../../tests/helpers/captureLogs';
import { testConfig } from '../../tests/helpers/testDatabase';
import { startServer, type RunningServer } from '../server';

describe('the server and its outbox worker', () => {
  let dataDir: string;
  let running: RunningServer | undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bff-embedded-'));
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the staff notice of a contact message to DATA_DIR/outbox, and stops on close', async () => {
    const logs = captureLogs();
    running = await startServer(
      testConfig({
        DATA_DIR: dataDir,
        OUTBOX_POLL_MS: '100',
        STAFF_EMAIL: 'staff@finance.example',
        SEED_DEMO: 'false',
      }),
      { logger: logs.logger },
    );
    const response = await fetch(`${running.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({
        name: 'Layla Nasser',
        email: 'layla@example.com',
        services: 'Payroll',
        message: 'Hello',
        bookMeeting: false,
      }),
    });
    expect(response.status).toBe(201);

    const outbox = path.join(dataDir, 'outbox');
    const deadline = Date.now() + 10_000;
    let files: string[] = [];
    while (files.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
    }
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(path.join(outbox, files[0]!)));
    expect(mail.subject).toBe('New enquiry from Layla Nasser');
    expect(mail.to).toMatchObject({ value: [{ address: 'staff@finance.example' }] });

    // Password hashes and visitors' messages: readable by the server's user only.
    const modeOf = async (file: string) => (await stat(file)).mode & 0o777;
    expect(await modeOf(path.join(outbox, files[0]!))).toBe(0o600);
    expect(await modeOf(outbox)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'app.sqlite'))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, 'session-secret'))).toBe(0o600);

    await running.close();
    running = undefined;
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'outbox worker started', transport: outbox }),
    );
    expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'outbox worker stopped' }));
  }, 20_000); // starting a server migrates a fresh database: slow on a loaded machine
});
