import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
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
