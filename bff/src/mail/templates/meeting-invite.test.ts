import { meetingInvite, type MeetingInviteMail } from './meeting-invite';

const input: MeetingInviteMail = {
  clientName: 'Jane Doe',
  startUtc: new Date('2026-11-24T11:30:00.000Z'),
  endUtc: new Date('2026-11-24T12:00:00.000Z'),
  businessTz: 'Asia/Dubai',
  manage: {
    url: 'https://www.finance.example/meeting/abc',
    changeableUntil: new Date('2026-11-23T23:30:00.000Z'),
    staffEmail: 'staff@finance.example',
  },
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

  it("shows the visitor's own time first when their zone is known", () => {
    const abroad = meetingInvite({ ...input, visitorTz: 'America/New_York' });
    expect(abroad.subject).toBe(
      'Your meeting is confirmed: Tuesday, 24 November 2026, 6:30 AM (EST)',
    );
    expect(abroad.text).toMatch(
      /Your time: +Tuesday, 24 November 2026, 6:30 AM – 7:00 AM \(America\/New_York, EST\)\nOur time: +Tuesday, 24 November 2026, 3:30 PM – 4:00 PM \(Asia\/Dubai, GST\)/,
    );
  });

  it('asks an unverified address to confirm by the hold, in the visitor’s zone', () => {
    const held = meetingInvite({
      ...input,
      visitorTz: 'Europe/London',
      confirmBy: new Date('2026-11-23T04:30:00.000Z'),
    });
    expect(held.subject).toBe(
      'Please confirm your meeting: Tuesday, 24 November 2026, 11:30 AM (GMT)',
    );
    expect(held.text).toContain(
      'Please confirm it by Monday, 23 November 2026, 4:30 AM (Europe/London, GMT): open the link below and press "Confirm meeting".',
    );
    expect(held.text).not.toContain('Your meeting is confirmed');
    expect(held.text).toContain('https://www.finance.example/meeting/abc');
  });

  it('gives the manage link, until when it works and whom to write to after', () => {
    expect(mail.text).toContain(
      'until Tuesday, 24 November 2026, 3:30 AM (Asia/Dubai, GST):\nhttps://www.finance.example/meeting/abc',
    );
    expect(mail.text).toContain('please write to us at staff@finance.example');
    expect(mail.html).toContain('https://www.finance.example/meeting/abc');
  });

  it('says what to expect and signs off with the tagline', () => {
    expect(mail.text).toContain('30-minute conversation');
    expect(mail.text).toMatch(
      /Kind regards,\nThe Finance Team\nSimplifying Finance\. Empowering Growth\n$/,
    );
    expect(meetingInvite({ ...input, senderName: 'The Acme Finance team' }).text).toContain(
      'Kind regards,\nThe Acme Finance team',
    );
  });

  it('escapes the name in the HTML and keeps it readable in the text', () => {
    const hostile = meetingInvite({ ...input, clientName: '<script>alert(1)</script>' });
    expect(hostile.html).not.toMatch(/<script/);
    expect(hostile.html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(hostile.text).toContain('Dear <script>alert(1)</script>,');
  });
});

describe('meetingInvite in Arabic', () => {
  const mail = meetingInvite({
    ...input,
    clientName: 'ليلى',
    language: 'ar',
    visitorTz: 'Asia/Riyadh',
    manage: { ...input.manage, url: 'https://www.finance.example/ar/meeting/abc' },
  });

  it('lays the HTML out right to left, labels on the right and the quote bar on the right', () => {
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<body dir="rtl"');
    expect(mail.html).toContain('<th scope="row" align="right"');
    expect(mail.html).toContain('padding-right:20px');
    expect(mail.html).not.toContain('align="left"');
  });

  it("gives the times with the pinned Arabic locale, the visitor's zone first", () => {
    expect(mail.subject).toBe('تأكيد اجتماعك: الثلاثاء، 24 نوفمبر 2026، 2:30 م (GMT+3)');
    expect(mail.text).toMatch(
      /بتوقيتك: +الثلاثاء، 24 نوفمبر 2026، 2:30 م – 3:00 م \(Asia\/Riyadh، GMT\+3\)\nبتوقيتنا: +الثلاثاء، 24 نوفمبر 2026، 3:30 م – 4:00 م \(Asia\/Dubai، GST\)/,
    );
    expect(mail.text).toContain('11:30–12:00 UTC');
    expect(mail.text).toContain('حتى الثلاثاء، 24 نوفمبر 2026 في 2:30 ص (Asia/Riyadh، GMT+3)');
  });

  it('signs off in Arabic with the tagline', () => {
    expect(mail.text).toMatch(
      /مع أطيب التحيات،\nالفريق المالي\nنبسّط الشؤون المالية\. نمكّن النمو\n$/,
    );
  });
});
