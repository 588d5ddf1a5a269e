import {
  INVITE_CONTENT_TYPE,
  InviteError,
  buildMeetingInvite,
  type MeetingInviteInput,
} from './invite';

const input: MeetingInviteInput = {
  bookingUuid: '0b6f3c1e-9a47-4d38-8f1e-2a9c5d7e4b10',
  domain: 'example.com',
  start: new Date('2026-11-24T11:30:00.000Z'),
  end: new Date('2026-11-24T12:00:00.000Z'),
  organizer: { name: 'Finance Team', email: 'meetings@example.com' },
  attendee: { name: 'Jane Doe', email: 'jane@client.example' },
  title: 'Introductory call',
  description: 'Payroll, Budgeting & Forecasting\nWe are a 12-person startup; need help with VAT.',
  now: new Date('2026-11-22T10:00:00.000Z'),
};

/** Content lines with folding undone (RFC 5545 §3.1). */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

describe('buildMeetingInvite', () => {
  const ics = buildMeetingInvite(input);
  const lines = contentLines(ics);

  it('is a request, so mail clients offer to accept it', () => {
    const header = lines.slice(0, lines.indexOf('BEGIN:VEVENT'));
    expect(header).toEqual(
      expect.arrayContaining(['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:REQUEST']),
    );
    expect(lines.filter((l) => l.startsWith('METHOD:'))).toEqual(['METHOD:REQUEST']);
    expect(INVITE_CONTENT_TYPE).toContain('method=REQUEST');
  });

  it('carries the times in UTC and the issue time as DTSTAMP', () => {
    expect(lines).toContain('DTSTART:20261124T113000Z');
    expect(lines).toContain('DTEND:20261124T120000Z');
    expect(lines).toContain('DTSTAMP:20261122T100000Z');
  });

  it('has a stable UID from the booking and a first sequence number', () => {
    expect(lines).toContain('UID:0b6f3c1e-9a47-4d38-8f1e-2a9c5d7e4b10@example.com');
    expect(lines).toContain('SEQUENCE:0');
    expect(buildMeetingInvite(input)).toBe(ics);
  });

  it('names the business as organizer and invites the client with RSVP', () => {
    expect(lines).toContain('ORGANIZER;CN="Finance Team":MAILTO:meetings@example.com');
    const attendee = lines.find((l) => l.startsWith('ATTENDEE'));
    expect(attendee).toMatch(/^ATTENDEE;.*:mailto:jane@client\.example$/);
    expect(attendee).toContain(';RSVP=TRUE');
    expect(attendee).toContain(';ROLE=REQ-PARTICIPANT');
    expect(attendee).toContain(';PARTSTAT=NEEDS-ACTION');
    expect(attendee).toContain(';CN="Jane Doe"');
  });

  it('is confirmed, with the title and the escaped description', () => {
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('SUMMARY:Introductory call');
    expect(lines).toContain(
      'DESCRIPTION:Payroll\\, Budgeting & Forecasting\\nWe are a 12-person startup\\; need help with VAT.',
    );
  });

  it('ends every line with CRLF and folds at 75 octets without splitting characters', () => {
    const long = buildMeetingInvite({
      ...input,
      description: 'Zahlungsverkehr für Gründer – ünïcødé, العربية و 😀 '.repeat(12),
    });
    expect(long.endsWith('\r\n')).toBe(true);
    const physical = long.split('\r\n').slice(0, -1);
    expect(physical.some((l) => l.includes('\n') || l.includes('\r'))).toBe(false);
    for (const line of physical) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(physical.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(5);
    const description = contentLines(long).find((l) => l.startsWith('DESCRIPTION:'));
    expect(description).toBe(
      `DESCRIPTION:${'Zahlungsverkehr für Gründer – ünïcødé\\, العربية و 😀 '.repeat(12).trim()}`,
    );
  });

  it('keeps user text from breaking the structure', () => {
    const tricky = contentLines(
      buildMeetingInvite({
        ...input,
        attendee: { name: 'Jane "JD" Doe\r\nX-EVIL:1', email: 'jane@client.example' },
        description: 'line one\rEND:VEVENT\u0000',
      }),
    );
    expect(tricky.some((l) => l.startsWith('X-EVIL') || l === 'END:VEVENT\u0000')).toBe(false);
    expect(tricky.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
    expect(tricky.find((l) => l.startsWith('ATTENDEE'))).toContain(`CN="Jane 'JD' Doe X-EVIL:1"`);
    expect(tricky).toContain('DESCRIPTION:line one\\nEND:VEVENT');
  });

  it('throws an InviteError when ics refuses the event', () => {
    expect(() =>
      buildMeetingInvite({ ...input, attendee: { name: 'Jane', email: 'not-an-email' } }),
    ).toThrow(InviteError);
    expect(() => buildMeetingInvite({ ...input, start: new Date('nope') })).toThrow(
      /Could not build the calendar invite/,
    );
  });
});
