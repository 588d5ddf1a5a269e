import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { startSmtpSink, type SmtpSink } from './smtp';

describe('test stack: SMTP sink with nodemailer', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.stop();
  });
  beforeEach(() => sink.clear());

  it('receives and parses what nodemailer sends to its URL', async () => {
    const transport = nodemailer.createTransport(sink.url);
    try {
      await transport.sendMail({
        from: 'Website <no-reply@example.com>',
        to: 'client@example.com',
        subject: 'Meeting scheduled',
        text: 'See you at 3:30 PM',
        icalEvent: { method: 'REQUEST', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
      });
    } finally {
      transport.close();
    }

    const [mail] = await sink.waitFor(1, 2_000);
    expect(mail?.subject).toBe('Meeting scheduled');
    expect(mail?.text?.trim()).toBe('See you at 3:30 PM');
    expect(mail?.from?.value).toEqual([{ name: 'Website', address: 'no-reply@example.com' }]);
    expect(mail?.attachments.some((part) => part.contentType.startsWith('text/calendar'))).toBe(
      true,
    );
  });

  it('waitFor rejects with a clear message when too few messages arrive', async () => {
    await expect(sink.waitFor(1, 100)).rejects.toThrow(
      'expected 1 message(s) within 100 ms, got 0',
    );
  });
});

describe('test stack: SMTP sink writing what it receives to a folder', () => {
  it('saves each message as <n>.eml, as received', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'smtp-sink-test-'));
    const sink = await startSmtpSink({ saveDir: dir });
    const transport = nodemailer.createTransport(sink.url);
    try {
      for (const subject of ['first', 'second']) {
        await transport.sendMail({
          from: 'no-reply@example.com',
          to: 'client@example.com',
          subject,
          text: 'hello',
        });
      }
      await sink.waitFor(2, 2_000);

      expect((await readdir(dir)).sort()).toEqual(['1.eml', '2.eml']);
      expect(await readFile(path.join(dir, '2.eml'), 'utf8')).toMatch(/^Subject: second\r$/m);
    } finally {
      transport.close();
      await sink.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
