import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findEnglishReaders } from './clientErrorText';

const TEMPLATES = {
  'booking.slot-taken': 'Sorry, that time has just been booked. Choose another.',
};

describe('findEnglishReaders', () => {
  let repo: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  };

  beforeEach(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'client-text-'));
    for (const root of ['site/src', 'admin/src', 'shared-ui/src'])
      mkdirSync(path.join(repo, root), { recursive: true });
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it('finds sentences, comparisons and matches, but not catalogues, tests or emptiness checks', () => {
    write('site/src/a.ts', "const s = 'Sorry, that time has just been booked. Choose another.';\n");
    write('admin/src/b.ts', "if (body.error === 'Not found') {}\n");
    write('admin/src/c.ts', 'const m = /^(\\w+): (.*)$/.exec(body.error);\n');
    write('shared-ui/src/d.ts', "if (body?.message?.includes('slug')) {}\n");
    write(
      'site/src/i18n/messages/en.ts',
      "'x': 'Sorry, that time has just been booked. Choose another.',\n",
    );
    write(
      'site/src/e.test.ts',
      "expect(x).toBe('Sorry, that time has just been booked. Choose another.');\n",
    );
    write('site/src/f.ts', "if (enquiry.message === '') {}\n");
    expect(findEnglishReaders(repo, TEMPLATES).map(({ file, why }) => `${file} ${why}`)).toEqual([
      'site/src/a.ts says "Sorry, that time has just been booked. Choose another."',
      'admin/src/b.ts compares an error text',
      'admin/src/c.ts runs a pattern over an error text',
      'shared-ui/src/d.ts searches an error text',
    ]);
  });
});
