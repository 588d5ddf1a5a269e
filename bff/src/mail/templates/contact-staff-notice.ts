import { composeMail, oneLine, type MailContent } from './compose';
import type { SiteLanguage } from '@app/contract/languages';
import { formatMeetingTimes } from './format-time';
import { visitorLanguageRows } from './visitor-language-row';

export interface ContactStaffNoticeMail {
  name: string;
  email: string;
  services: readonly string[];
  message: string;
  bookMeeting: boolean;
  /** The slot chosen in the form, as sent (ISO strings) or parsed. */
  selectedSlot?: { start: string | Date; end: string | Date } | null;
  /**
   * Whether the meeting asked for stands booked. The site books it in a call of its own before it
   * sends the message; when that booking was refused (a cap) or failed, the message still comes,
   * and must not read as a meeting in the calendar.
   */
  meetingBooked: boolean;
  /** Shows the slot in the business zone as well as UTC; without it, UTC only. */
  businessTz?: string;
  /** The language of the page it was sent from; said when it is not English. */
  language?: SiteLanguage;
}

function describeSlot(
  slot: NonNullable<ContactStaffNoticeMail['selectedSlot']>,
  tz: string | undefined,
): string {
  const start = new Date(slot.start);
  const end = new Date(slot.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    return `${String(slot.start)} to ${String(slot.end)} (as sent)`;
  }
  if (tz === undefined) return formatMeetingTimes(start, end, 'UTC').utcWithDate;
  const when = formatMeetingTimes(start, end, tz);
  return `${when.business}\n${when.utc}`;
}

/** Tells staff about a message sent through the contact form, with every field it carried. */
export function contactStaffNotice(input: ContactStaffNoticeMail): MailContent {
  const services = input.services.filter((s) => s.trim() !== '');
  const message = input.message.trim();
  const notBooked = input.bookMeeting && !input.meetingBooked;
  const rows: Array<readonly [string, string]> = [
    ['Name', input.name],
    ['Email', input.email],
    ['Services', services.length > 0 ? services.join(', ') : 'None selected'],
    ...visitorLanguageRows(input.language),
    ['Meeting requested', input.bookMeeting ? 'Yes' : 'No'],
  ];
  if (input.bookMeeting) {
    rows.push([
      'Meeting',
      input.meetingBooked
        ? 'Booked (the calendar invitation is in a separate e-mail)'
        : 'NOT booked: nothing is in the calendar',
    ]);
  }
  if (input.bookMeeting || input.selectedSlot != null) {
    rows.push([
      notBooked && input.selectedSlot != null ? 'Requested slot' : 'Chosen slot',
      input.selectedSlot == null
        ? 'None chosen'
        : describeSlot(input.selectedSlot, input.businessTz),
    ]);
  }

  const meeting = input.bookMeeting
    ? input.meetingBooked
      ? ' (meeting booked)'
      : ' (meeting NOT booked)'
    : '';
  return composeMail({
    subject: `New enquiry from ${oneLine(input.name, 80)}${meeting}`,
    preview: `${input.name} <${input.email}> wrote through the contact form.`,
    blocks: [
      { kind: 'paragraph', text: 'A new message arrived through the website contact form.' },
      ...(notBooked
        ? [
            {
              kind: 'paragraph' as const,
              text:
                'The visitor asked for a meeting, but NO meeting was booked: ' +
                (input.selectedSlot == null
                  ? 'they chose no time.'
                  : 'the booking of the time they chose was refused or failed.') +
                ' Please reply to agree a time.',
            },
          ]
        : []),
      { kind: 'details', rows },
      { kind: 'heading', text: 'Message' },
      { kind: 'quote', text: message === '' ? '(no message)' : message },
    ],
  });
}
