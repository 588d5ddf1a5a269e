import { contactStaffNotice, type ContactStaffNoticeMail } from './contact-staff-notice';

const input: ContactStaffNoticeMail = {
  name: 'Layla Nasser',
  email: 'layla@example.com',
  services: ['Payroll', 'Budgeting & Forecasting'],
  message: 'We are 40 people across Dubai and Riyadh.\nCan you run payroll in both?',
  bookMeeting: true,
  selectedSlot: { start: '2026-11-24T11:30:00.000Z', end: '2026-11-24T12:00:00.000Z' },
  businessTz: 'Asia/Dubai',
};

describe('contactStaffNotice', () => {
  const mail = contactStaffNotice(input);

  it('says who wrote and whether they want a meeting in the subject', () => {
    expect(mail.subject).toBe('New enquiry from Layla Nasser (meeting requested)');
    expect(contactStaffNotice({ ...input, bookMeeting: false }).subject).toBe(
      'New enquiry from Layla Nasser',
    );
  });

  it.each(['text', 'html'] as const)('carries every field of the form in %s', (part) => {
    for (const expected of [
      'Layla Nasser',
      'layla@example.com',
      'Payroll, Budgeting',
      'Meeting requested',
      'Yes',
      'Tuesday, 24 November 2026, 3:30 PM – 4:00 PM (Asia/Dubai, GST)',
      '11:30–12:00 UTC',
      'We are 40 people across Dubai and Riyadh.',
      'Can you run payroll in both?',
    ]) {
      expect(mail[part]).toContain(expected);
    }
  });

  it('reads well as plain text', () => {
    expect(mail.text).toContain('Services:          Payroll, Budgeting & Forecasting\n');
    expect(mail.text).toContain('Meeting requested: Yes\n');
    expect(mail.text).toContain(
      'Chosen slot:       Tuesday, 24 November 2026, 3:30 PM – 4:00 PM (Asia/Dubai, GST)\n' +
        '                   11:30–12:00 UTC\n',
    );
  });

  it('states plainly when nothing was chosen', () => {
    const bare = contactStaffNotice({
      ...input,
      services: [],
      message: '',
      bookMeeting: true,
      selectedSlot: null,
    });
    expect(bare.text).toContain('Services:          None selected');
    expect(bare.text).toContain('Chosen slot:       None chosen');
    expect(bare.text).toContain('(no message)');
    const noMeeting = contactStaffNotice({ ...input, bookMeeting: false, selectedSlot: undefined });
    expect(noMeeting.text).toContain('Meeting requested: No');
    expect(noMeeting.text).not.toContain('Chosen slot');
  });

  it('shows the slot in UTC alone when no business zone is given', () => {
    expect(contactStaffNotice({ ...input, businessTz: undefined }).text).toContain(
      'Chosen slot:       Tuesday, 24 November 2026, 11:30–12:00 UTC\n',
    );
  });

  it('escapes every visitor value in the HTML', () => {
    const hostile = contactStaffNotice({
      ...input,
      name: '"><script>alert(1)</script>',
      email: 'x@example.com<script>',
      services: ['<i>Payroll</i>'],
      message: '<script>alert(2)</script>',
    });
    expect(hostile.html).not.toMatch(/<script|<i>/);
    expect(hostile.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hostile.html).toContain('&lt;i&gt;Payroll&lt;/i&gt;');
    expect(hostile.text).toContain('<script>alert(2)</script>');
  });
});
