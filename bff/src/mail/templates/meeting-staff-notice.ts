import { composeMail, oneLine, type MailContent } from './compose';
import type { SiteLanguage } from '@app/contract/languages';
import { staffText as t } from '../messages/mailText';
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
    [t('row.client'), input.clientName],
    [t('row.email'), input.clientEmail],
    ...visitorLanguageRows(input.language),
    [t('row.time'), when.business],
    [t('row.inUtc'), when.utc],
    [t('row.services'), services.length > 0 ? services.join(', ') : t('noServices')],
  ];
  if (input.bookingId !== undefined) rows.push([t('row.booking'), input.bookingId]);

  return composeMail({
    subject: t('booked.subject', {
      clientName: oneLine(input.clientName, 80),
      when: when.short,
    }),
    preview: t('booked.preview', { clientName: input.clientName, when: when.business }),
    blocks: [
      { kind: 'paragraph', text: t('booked.intro') },
      { kind: 'details', rows },
      { kind: 'heading', text: t('booked.wrote') },
      { kind: 'quote', text: description === '' ? t('booked.wroteNothing') : description },
      {
        kind: 'paragraph',
        text: t('booked.toMove', { clientName: input.clientName, clientEmail: input.clientEmail }),
      },
    ],
  });
}
