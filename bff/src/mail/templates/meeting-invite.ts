import { advisorBlocks, type MailAdvisor } from './advisor-blocks';
import { composeMail, type MailContent } from './compose';
import { formatBusinessTimeIn } from './format-time';
import {
  languageOf,
  manageBlocks,
  meetingTimeRows,
  shortTime,
  textOf,
  type ManageLink,
  type MeetingWhen,
} from './meeting-when';

export interface MeetingInviteMail extends MeetingWhen {
  clientName: string;
  manage: ManageLink;
  /** Signs the e-mail; defaults to the language's default sender name. */
  senderName?: string;
  /** Set when nobody has verified the address: the booking is released unless confirmed by then. */
  confirmBy?: Date;
  /** The advisor taking the meeting, named in the confirmation with their room link. */
  advisor?: MailAdvisor | null;
}

/**
 * The confirmation sent with the calendar invitation to the address typed in the form. Nobody
 * has verified that address, so apart from the name (which the contract keeps free of links) it
 * holds only our own words: what the visitor wrote goes to staff alone, or the form would relay
 * anyone's text under our name.
 */
export function meetingInvite(input: MeetingInviteMail): MailContent {
  const t = textOf(input);
  const minutes = Math.round((input.endUtc.getTime() - input.startUtc.getTime()) / 60_000);
  return composeMail({
    language: languageOf(input),
    subject:
      input.confirmBy === undefined
        ? t('invite.subject', { when: shortTime(input) })
        : t('invite.heldSubject', { when: shortTime(input) }),
    preview: t('invite.preview', { minutes }),
    blocks: [
      { kind: 'paragraph', text: t('greeting', { name: input.clientName }) },
      {
        kind: 'paragraph',
        text:
          input.confirmBy === undefined
            ? t('invite.thanks')
            : t('invite.confirm', {
                until: formatBusinessTimeIn(
                  languageOf(input),
                  input.confirmBy,
                  input.visitorTz ?? input.businessTz,
                ),
              }),
      },
      { kind: 'heading', text: t('when') },
      { kind: 'details', rows: meetingTimeRows(input) },
      ...advisorBlocks(languageOf(input), input.advisor),
      { kind: 'paragraph', text: t('invite.calendar') },
      { kind: 'heading', text: t('invite.expectHeading') },
      {
        kind: 'list',
        items: [t('invite.expect.1', { minutes }), t('invite.expect.2'), t('invite.expect.3')],
      },
      ...manageBlocks(input.manage, input),
      { kind: 'paragraph', text: t('invite.notYou') },
    ],
    signOff: [t('regards'), input.senderName ?? t('defaultSender')],
  });
}
