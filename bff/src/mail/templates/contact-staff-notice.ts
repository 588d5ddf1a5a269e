import { composeMail, oneLine, type MailContent } from './compose';
import type { SiteLanguage } from '@app/contract/languages';
import { staffText as t } from '../messages/mailText';
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
    return t('contact.slotAsSent', { start: String(slot.start), end: String(slot.end) });
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
    [t('row.name'), input.name],
    [t('row.email'), input.email],
    [t('row.services'), services.length > 0 ? services.join(', ') : t('noServices')],
    ...visitorLanguageRows(input.language),
    [t('row.meetingRequested'), t(input.bookMeeting ? 'yes' : 'no')],
  ];
  if (input.bookMeeting) {
    rows.push([
      t('row.meeting'),
      t(input.meetingBooked ? 'contact.meetingBooked' : 'contact.meetingNotBooked'),
    ]);
  }
  if (input.bookMeeting || input.selectedSlot != null) {
    rows.push([
      t(notBooked && input.selectedSlot != null ? 'row.requestedSlot' : 'row.chosenSlot'),
      input.selectedSlot == null
        ? t('contact.noSlot')
        : describeSlot(input.selectedSlot, input.businessTz),
    ]);
  }

  const subject = input.bookMeeting
    ? input.meetingBooked
      ? 'contact.subjectBooked'
      : 'contact.subjectNotBooked'
    : 'contact.subject';
  return composeMail({
    subject: t(subject, { name: oneLine(input.name, 80) }),
    preview: t('contact.preview', { name: input.name, email: input.email }),
    blocks: [
      { kind: 'paragraph', text: t('contact.intro') },
      ...(notBooked
        ? [
            {
              kind: 'paragraph' as const,
              text: t(
                input.selectedSlot == null ? 'contact.notBookedNoTime' : 'contact.notBookedRefused',
              ),
            },
          ]
        : []),
      { kind: 'details', rows },
      { kind: 'heading', text: t('contact.message') },
      { kind: 'quote', text: message === '' ? t('contact.noMessage') : message },
    ],
  });
}
