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

  it('finds sentences, comparisons, matches and English reads, but not catalogues, tests, codes or emptiness checks', () => {
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
    write('admin/src/g.ts', 'if (body?.error === SETUP_DONE_MESSAGE) {}\n');
    write('admin/src/h.ts', 'const shown = errorBodyOf(failure)?.fields?.password?.[0];\n');
    write('admin/src/i.ts', "import { SLOT_TAKEN_MESSAGE } from '@app/contract/refusals';\n");
    write('site/src/j.ts', 'const refusal = body?.fieldCodes?.startTime?.[0];\n');
    const found = findEnglishReaders(repo, TEMPLATES).map(({ file, why }) => `${file} ${why}`);
    expect(found.sort()).toEqual([
      'admin/src/b.ts compares an error text',
      'admin/src/b.ts reads the English of an error body',
      'admin/src/c.ts reads the English of an error body',
      'admin/src/c.ts runs a pattern over an error text',
      'admin/src/g.ts compares an error text with a constant',
      'admin/src/g.ts reads the English of an error body',
      'admin/src/h.ts reads the English of an error body',
      'admin/src/i.ts imports the English refusal constants',
      'shared-ui/src/d.ts reads the English of an error body',
      'shared-ui/src/d.ts searches an error text',
      'site/src/a.ts says "Sorry, that time has just been booked. Choose another."',
    ]);
  });
});
