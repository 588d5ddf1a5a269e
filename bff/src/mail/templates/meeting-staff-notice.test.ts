import { meetingStaffNotice, type MeetingStaffNoticeMail } from './meeting-staff-notice';

const input: MeetingStaffNoticeMail = {
  clientName: 'Omar Haddad',
  clientEmail: 'omar@startup.example',
  startUtc: new Date('2026-11-24T05:00:00.000Z'),
  endUtc: new Date('2026-11-24T05:30:00.000Z'),
  businessTz: 'Asia/Dubai',
  description: 'Need a fractional CFO for our Riyadh entity.',
  services: ['Accounting & Financial Operations'],
  bookingId: '0b6f3c1e-9a47-4d38-8f1e-2a9c5d7e4b10',
};

describe('meetingStaffNotice', () => {
  const mail = meetingStaffNotice(input);

  it('names the client and the time in the subject', () => {
    expect(mail.subject).toBe(
      'New meeting booked: Omar Haddad, Tuesday, 24 November 2026, 9:00 AM (GST)',
    );
  });

  it.each(['text', 'html'] as const)('carries every booking detail in %s', (part) => {
    for (const expected of [
      'Omar Haddad',
      'omar@startup.example',
      'Tuesday, 24 November 2026, 9:00 AM – 9:30 AM (Asia/Dubai, GST)',
      '05:00–05:30 UTC',
      'Need a fractional CFO for our Riyadh entity.',
      '0b6f3c1e-9a47-4d38-8f1e-2a9c5d7e4b10',
    ]) {
      expect(mail[part]).toContain(expected);
    }
  });

  it('lines the details up in the text version', () => {
    expect(mail.text).toContain('Services: Accounting & Financial Operations');
    expect(mail.text).toContain('Client:   Omar Haddad');
  });

  it('keeps the subject on one line and escapes the HTML', () => {
    const hostile = meetingStaffNotice({
      ...input,
      clientName: 'Eve\r\nBcc: victim@example.com <script>',
      description: '</blockquote><script>steal()</script>',
    });
    expect(hostile.subject).toBe(
      'New meeting booked: Eve Bcc: victim@example.com <script>, Tuesday, 24 November 2026, 9:00 AM (GST)',
    );
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;/blockquote&gt;&lt;script&gt;steal()&lt;/script&gt;');
  });
});
