import { contactStaffNotice, type ContactStaffNoticeMail } from './contact-staff-notice';

const input: ContactStaffNoticeMail = {
  name: 'Layla Nasser',
  email: 'layla@example.com',
  services: ['Payroll', 'Budgeting & Forecasting'],
  message: 'We are 40 people across Dubai and Riyadh.\nCan you run payroll in both?',
  bookMeeting: true,
  selectedSlot: { start: '2026-11-24T11:30:00.000Z', end: '2026-11-24T12:00:00.000Z' },
  meetingBooked: true,
  businessTz: 'Asia/Dubai',
};

describe('contactStaffNotice', () => {
  const mail = contactStaffNotice(input);

  it('says who wrote and whether their meeting is booked in the subject', () => {
    expect(mail.subject).toBe('New enquiry from Layla Nasser (meeting booked)');
    expect(contactStaffNotice({ ...input, meetingBooked: false }).subject).toBe(
      'New enquiry from Layla Nasser (meeting NOT booked)',
    );
    expect(contactStaffNotice({ ...input, bookMeeting: false, meetingBooked: false }).subject).toBe(
      'New enquiry from Layla Nasser',
    );
  });

  it.each(['text', 'html'] as const)(
    'says in %s that a meeting asked for but refused is not booked, not a meeting to keep',
    (part) => {
      const refused = contactStaffNotice({ ...input, meetingBooked: false });
      expect(refused[part]).toContain('NO meeting was booked');
      expect(refused[part]).toContain('NOT booked: nothing is in the calendar');
      expect(refused[part]).toContain('Requested slot');
      expect(refused[part]).not.toContain('Chosen slot');
      expect(refused[part]).not.toContain('Booked (the calendar invitation');
      expect(mail[part]).toContain('Booked (the calendar invitation is in a separate e-mail)');
      expect(mail[part]).not.toContain('NOT booked');
    },
  );

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
      meetingBooked: false,
    });
    expect(bare.text).toContain('Services:          None selected');
    expect(bare.text).toContain('Chosen slot:       None chosen');
    expect(bare.text).toContain('NO meeting was booked: they chose no time.');
    expect(bare.text).toContain('(no message)');
    const noMeeting = contactStaffNotice({
      ...input,
      bookMeeting: false,
      selectedSlot: undefined,
      meetingBooked: false,
    });
    expect(noMeeting.text).toContain('Meeting requested: No');
    expect(noMeeting.text).not.toContain('Chosen slot');
    expect(noMeeting.text).not.toMatch(/booked/i);
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
