import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { freePort } from '@app/tests/stack/services/freePort';
import { startSmtpSink, type SmtpSink } from '@app/tests/stack/services/smtp';
import { createEmlFileTransport } from './emlFileTransport';
import type { OutboxMessage } from './outbox';
import { createSmtpTransport } from './smtpTransport';
import { createMailTransport } from './createTransport';

const from = { name: 'The Finance Team', address: 'hello@finance.example' };

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:b1@finance.example',
  'DTSTART:20261124T053000Z',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const invite: OutboxMessage = {
  id: 7,
  messageId: '<0b9c2d8e-1111-4222-8333-944445555666@finance.example>',
  attempts: 1,
  to: 'jane@client.example',
  replyTo: 'staff@finance.example',
  subject: 'Your meeting is confirmed',
  text: 'Dear Jane,\nSee you then.\n',
  html: '<p>Dear Jane,<br>See you then.</p>',
  icalEvent: { method: 'REQUEST', content: ICS },
};

/** The text/calendar alternative nodemailer adds for `icalEvent` (mailparser lists it as an attachment). */
function calendarPart(mail: ParsedMail) {
  return mail.attachments.find((part) => part.contentType === 'text/calendar');
}

function expectInvite(mail: ParsedMail) {
  expect(mail.subject).toBe('Your meeting is confirmed');
  expect(mail.from?.value).toEqual([from]);
  expect(mail.replyTo?.value).toEqual([{ name: '', address: 'staff@finance.example' }]);
  expect(mail.messageId).toBe(invite.messageId);
  expect(mail.text).toContain('See you then.');
  expect(mail.html).toContain('<p>Dear Jane,');
  const part = calendarPart(mail);
  expect(part).toBeDefined();
  expect(part?.headers.get('content-type')).toMatchObject({ params: { method: 'REQUEST' } });
  expect(part?.content.toString('utf8')).toBe(ICS);
}

describe('.eml file transport', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bff-eml-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one complete message per file, named after the Message-ID', async () => {
    const outbox = path.join(dir, 'outbox');
    const transport = createEmlFileTransport(outbox, from);
    await transport.send(invite);
    // Delivering again (after a crash) replaces the file rather than adding a second one.
    await transport.send(invite);
    transport.close();

    expect(await readdir(outbox)).toEqual(['0b9c2d8e-1111-4222-8333-944445555666.eml']);
    const raw = await readFile(path.join(outbox, '0b9c2d8e-1111-4222-8333-944445555666.eml'));
    expect(raw.toString('latin1')).toMatch(/^[^\n]*\r\n/); // CRLF, as .eml readers expect
    expectInvite(await simpleParser(raw));
  });

  it('is the default: DATA_DIR/outbox when SMTP_URL is not set', async () => {
    const transport = createMailTransport(
      { from, staffEmail: 'staff@finance.example', domain: 'finance.example', smtpUrl: undefined },
      dir,
    );
    expect(transport.description).toBe(path.join(dir, 'outbox'));
    await transport.send({ ...invite, icalEvent: undefined });
    expect(await readdir(path.join(dir, 'outbox'))).toHaveLength(1);
  });
});

describe('SMTP transport', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.stop();
  });
  beforeEach(() => sink.clear());

  it('delivers text, HTML and a text/calendar METHOD:REQUEST part', async () => {
    const transport = createSmtpTransport(sink.url, from);
    await transport.send(invite);
    transport.close();
    const [mail] = await sink.waitFor(1);
    expectInvite(mail!);
  });

  it('names the server without its credentials', () => {
    const transport = createMailTransport(
      {
        from,
        staffEmail: 'staff@finance.example',
        domain: 'finance.example',
        smtpUrl: 'smtp://user:secret@mail.internal:2525',
      },
      '/unused',
    );
    expect(transport.description).toBe('smtp://mail.internal:2525');
  });

  it('fails, as a temporary problem, when nothing listens', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${await freePort()}`, from);
    const error: unknown = await transport.send(invite).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'ESOCKET',
      message: expect.stringContaining('ECONNREFUSED'),
    });
    expect((error as { permanent?: boolean }).permanent).not.toBe(true);
  });
});
