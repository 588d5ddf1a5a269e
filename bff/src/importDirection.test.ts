import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** The lines `no-restricted-imports` reports when `text` is linted with the repository's config as `file`. */
function restrictedLines(file: string, text: string): number[] {
  const eslint = path.join(repoRoot, 'node_modules/eslint/bin/eslint.js');
  const run = spawnSync(
    process.execPath,
    [eslint, '--format', 'json', '--stdin', '--stdin-filename', file],
    { cwd: repoRoot, input: text, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const [result] = JSON.parse(run.stdout) as {
    messages: { ruleId: string | null; line: number }[];
  }[];
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.line);
}

const imports = (...paths: string[]) =>
  paths.map((from, index) => `export * as m${index} from '${from}';`).join('\n') + '\n';

// ESLint runs in a process of its own, on a busy machine.
jest.setTimeout(120_000);

describe('the meeting domain imports one way', () => {
  it('lets enquiries import none of the folders above them', () => {
    const text = imports('../db/sqlDateTime', '../meetings/store', '../contact/x', '../inbox/x');
    expect(restrictedLines('bff/src/enquiries/x.ts', text)).toEqual([2, 3, 4]);
  });

  it('lets meetings import the enquiries but neither contact nor the inbox', () => {
    const text = imports('../enquiries/fileEnquiry', '../contact/x', '../inbox/routes');
    expect(restrictedLines('bff/src/meetings/x.ts', text)).toEqual([2, 3]);
  });

  it('lets contact import meetings and enquiries, not the inbox', () => {
    const text = imports('../meetings/slots', '../enquiries/fileEnquiry', '../inbox/x');
    expect(restrictedLines('bff/src/contact/x.ts', text)).toEqual([3]);
  });

  it('lets the inbox import meetings and enquiries, not contact', () => {
    const text = imports('../meetings/eraseMeeting', '../enquiries/search', '../contact/x');
    expect(restrictedLines('bff/src/inbox/x.ts', text)).toEqual([3]);
  });

  it('keeps route modules from importing each other', () => {
    const text = imports('./changeAnswers', './routes', '../meetings/bookingRoutes');
    expect(restrictedLines('bff/src/meetings/staffRoutes.ts', text)).toEqual([2, 3]);
    expect(restrictedLines('bff/src/inbox/routes.ts', imports('../meetings/routes'))).toEqual([1]);
    expect(restrictedLines('bff/src/posts/routes.ts', imports('../users/routes'))).toEqual([1]);
  });

  it('holds for the route modules of the meeting domain too', () => {
    expect(restrictedLines('bff/src/meetings/routes.ts', imports('../inbox/x'))).toEqual([1]);
    expect(restrictedLines('bff/src/inbox/routes.ts', imports('../contact/x'))).toEqual([1]);
  });
});
