import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveSessionSecret, SESSION_SECRET_FILE } from './sessionSecret';

describe('resolveSessionSecret', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'secret-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('uses SESSION_SECRET when set, and writes nothing', async () => {
    expect(resolveSessionSecret('configured-secret-of-enough-length!', dir)).toBe(
      'configured-secret-of-enough-length!',
    );
    await expect(stat(path.join(dir, SESSION_SECRET_FILE))).rejects.toThrow();
  });

  it('otherwise makes one under DATA_DIR, readable by the owner only, and keeps it', async () => {
    const dataDir = path.join(dir, 'not-yet-there');
    const first = resolveSessionSecret(undefined, dataDir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    // A restart signs with the same secret, so sessions survive it.
    expect(resolveSessionSecret(undefined, dataDir)).toBe(first);
  });

  it('refuses a file that holds no usable secret', async () => {
    await writeFile(path.join(dir, SESSION_SECRET_FILE), 'short\n');
    expect(() => resolveSessionSecret(undefined, dir)).toThrow(/no usable secret/);
  });
});
