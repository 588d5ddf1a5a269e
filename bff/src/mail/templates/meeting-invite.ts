import { composeMail, DEFAULT_SENDER_NAME, type Block, type MailContent } from './compose';
import { formatMeetingTimes } from './format-time';

export interface MeetingInviteMail {
  clientName: string;
  startUtc: Date;
  endUtc: Date;
  /** The business zone the meeting is kept in, e.g. Asia/Dubai. */
  businessTz: string;
  /** What the client wrote when booking. */
  description: string;
  services?: readonly string[];
  /** Signs the e-mail; defaults to DEFAULT_SENDER_NAME. */
  senderName?: string;
}

/** The confirmation sent to the client together with the calendar invitation. */
export function meetingInvite(input: MeetingInviteMail): MailContent {
  const when = formatMeetingTimes(input.startUtc, input.endUtc, input.businessTz);
  const services = input.services?.filter((s) => s.trim() !== '') ?? [];
  const description = input.description.trim();

  const blocks: Block[] = [
    { kind: 'paragraph', text: `Dear ${input.clientName},` },
    {
      kind: 'paragraph',
      text: 'Thank you for booking a meeting with us. Your meeting is confirmed and we look forward to speaking with you.',
    },
    { kind: 'heading', text: 'When' },
    {
      kind: 'details',
      rows: [
        ['Time', when.business],
        ['In UTC', when.utc],
        ['Length', `${when.minutes} minutes`],
      ],
    },
    {
      kind: 'paragraph',
      text: 'The calendar invitation attached to this email shows the meeting in your own time zone. Accept it to add the meeting to your calendar.',
    },
    { kind: 'heading', text: 'What to expect' },
    {
      kind: 'list',
      items: [
        `A ${when.minutes}-minute conversation with one of our finance specialists about where your business is today and where you want it to go.`,
        services.length > 0
          ? `We will go through the services you are interested in: ${services.join(', ')}.`
          : 'We will walk you through our services, from accounting and payroll to a dedicated finance team, and which package fits your stage.',
        'No preparation is needed, though recent financial statements or a list of questions help us make the most of the time.',
      ],
    },
  ];
  if (description !== '') {
    blocks.push(
      { kind: 'heading', text: 'What you told us' },
      { kind: 'quote', text: description },
    );
  }
  blocks.push(
    { kind: 'heading', text: 'Need a different time?' },
    {
      kind: 'paragraph',
      text: 'Simply reply to this email with a few times that suit you and we will rearrange the meeting. If you can no longer make it, a short reply to let us know is much appreciated.',
    },
  );

  return composeMail({
    subject: `Your meeting is confirmed: ${when.short}`,
    preview: `See you on ${when.business}.`,
    blocks,
    signOff: ['Kind regards,', input.senderName ?? DEFAULT_SENDER_NAME],
  });
}
