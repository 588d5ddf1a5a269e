import { meetingInvite, type MeetingInviteMail } from './meeting-invite';

const input: MeetingInviteMail = {
  clientName: 'Jane Doe',
  startUtc: new Date('2026-11-24T11:30:00.000Z'),
  endUtc: new Date('2026-11-24T12:00:00.000Z'),
  businessTz: 'Asia/Dubai',
  description: 'We are raising a seed round\nand need our books in order.',
  services: ['Payroll', 'Employee Equity & Fundraising'],
};

describe('meetingInvite', () => {
  const mail = meetingInvite(input);

  it('confirms the meeting time in the subject', () => {
    expect(mail.subject).toBe(
      'Your meeting is confirmed: Tuesday, 24 November 2026, 3:30 PM (GST)',
    );
  });

  it.each(['text', 'html'] as const)('greets the client and gives both times in %s', (part) => {
    expect(mail[part]).toContain('Jane Doe');
    expect(mail[part]).toContain('Tuesday, 24 November 2026, 3:30 PM – 4:00 PM (Asia/Dubai, GST)');
    expect(mail[part]).toContain('11:30–12:00 UTC');
  });

  it('says what to expect, with the chosen services and the client’s own words', () => {
    expect(mail.text).toContain('Payroll, Employee Equity & Fundraising');
    expect(mail.html).toContain('Payroll, Employee Equity &amp; Fundraising');
    expect(mail.text).toContain(
      '  | We are raising a seed round\n  | and need our books in order.',
    );
    expect(mail.html).toContain('We are raising a seed round<br>and need our books in order.');
    expect(mail.text).toContain('30-minute conversation');
  });

  it('explains how to reschedule and signs off with the tagline', () => {
    expect(mail.text).toMatch(/reply to this email with a few times that suit you/);
    expect(mail.text).toMatch(
      /Kind regards,\nThe Finance Team\nSimplifying Finance\. Empowering Growth\n$/,
    );
    expect(meetingInvite({ ...input, senderName: 'The Acme Finance team' }).text).toContain(
      'Kind regards,\nThe Acme Finance team',
    );
  });

  it('talks about services in general when none were chosen, and skips an empty description', () => {
    const plain = meetingInvite({ ...input, services: undefined, description: '  ' });
    expect(plain.text).toContain('walk you through our services');
    expect(plain.text).not.toContain('WHAT YOU TOLD US');
  });

  it('escapes everything the client wrote in the HTML and keeps it readable in the text', () => {
    const hostile = meetingInvite({
      ...input,
      clientName: '<script>alert(1)</script>',
      description: '<img src=x onerror=alert(2)> & "quotes"',
      services: ['<b>Payroll</b>'],
    });
    expect(hostile.html).not.toMatch(/<script|<img|<b>/);
    expect(hostile.html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quotes&quot;');
    expect(hostile.html).toContain('&lt;b&gt;Payroll&lt;/b&gt;');
    expect(hostile.text).toContain('Dear <script>alert(1)</script>,');
  });
});
