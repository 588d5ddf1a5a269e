import { composeMail, oneLine, type MailContent } from './compose';
import type { SiteLanguage } from '@app/contract/languages';
import { formatMeetingTimes } from './format-time';
import { visitorLanguageRows } from './visitor-language-row';

export interface MeetingStaffNoticeMail {
  clientName: string;
  clientEmail: string;
  startUtc: Date;
  endUtc: Date;
  businessTz: string;
  description: string;
  services?: readonly string[];
  /** The booking's id, so staff can find it. */
  bookingId?: string;
  /** The language the visitor booked in; said when it is not English. */
  language?: SiteLanguage;
}

/** Tells staff that a visitor booked a meeting. */
export function meetingStaffNotice(input: MeetingStaffNoticeMail): MailContent {
  const when = formatMeetingTimes(input.startUtc, input.endUtc, input.businessTz);
  const services = input.services?.filter((s) => s.trim() !== '') ?? [];
  const description = input.description.trim();
  const rows: Array<readonly [string, string]> = [
    ['Client', input.clientName],
    ['Email', input.clientEmail],
    ...visitorLanguageRows(input.language),
    ['Time', when.business],
    ['In UTC', when.utc],
    ['Services', services.length > 0 ? services.join(', ') : 'None selected'],
  ];
  if (input.bookingId !== undefined) rows.push(['Booking', input.bookingId]);

  return composeMail({
    subject: `New meeting booked: ${oneLine(input.clientName, 80)}, ${when.short}`,
    preview: `${input.clientName} booked ${when.business}.`,
    blocks: [
      {
        kind: 'paragraph',
        text: 'A visitor booked a meeting through the website and has been sent a calendar invitation.',
      },
      { kind: 'details', rows },
      { kind: 'heading', text: 'What they wrote' },
      { kind: 'quote', text: description === '' ? '(nothing)' : description },
      {
        kind: 'paragraph',
        text: `To move the meeting, agree a new time with ${input.clientName} by email at ${input.clientEmail}.`,
      },
    ],
  });
}
