/**
 * Every e-mail the BFF writes, rendered in every language and in each of its variants, by name:
 * what `bff/tests/fixtures/every-mail.json` holds. That file was written from the templates
 * before their words moved into the message catalogues (bff/src/mail/messages), so comparing
 * with it proves the move left every text as it was, to the character.
 */
import { SITE_LANGUAGES, type SiteLanguage } from '@app/contract/languages';
import { advisorMail, visitorReassignedMail } from '../../src/advisors/advisorMails';
import type { MeetingAdvisor } from '../../src/advisors/meetingAdvisor';
import type { MailConfig } from '../../src/mail/config';
import type { OutgoingMail } from '../../src/mail/outbox';
import type { MailContent } from '../../src/mail/templates/compose';
import { contactStaffNotice, type ContactStaffNoticeMail } from '../../src/mail/templates';
import {
  bookedMails,
  cancelledMails,
  reminderMail,
  rescheduledMails,
  type MeetingMailContext,
} from '../../src/meetings/meetingMails';

/** A mail's words: whole for the first variant, the words alone (no markup) for the others. */
interface MailWords {
  to?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  preview: string;
  /** The calendar event's lines that carry words, folding undone. */
  event?: string[];
}
type Rendered = Record<string, MailWords>;

const EVENT_WORDS = /^(SUMMARY|DESCRIPTION|ORGANIZER|ATTENDEE|LOCATION)[;:]/;

function wordsOf(mail: OutgoingMail | MailContent, whole: boolean): MailWords {
  const { icalEvent, html, ...rest } = mail as OutgoingMail;
  return {
    ...rest,
    ...(whole ? { html } : {}),
    preview: /<div style="display:none[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '',
    ...(icalEvent === undefined
      ? {}
      : {
          event: icalEvent.content
            .replace(/\r\n[ \t]/g, '')
            .split('\r\n')
            .filter((line) => EVENT_WORDS.test(line)),
        }),
  };
}

const NOW = new Date('2026-11-22T10:00:00.000Z');
const ADVISOR: MeetingAdvisor = {
  name: 'Omar Haddad',
  email: 'omar@finance.example',
  roomLink: 'https://meet.example/omar',
};

const mailConfig = (senderName: string): MailConfig => ({
  from: { name: senderName, address: 'hello@finance.example' },
  staffEmail: 'staff@finance.example',
  domain: 'finance.example',
  smtpUrl: undefined,
});

const context = (
  senderName: string,
  advisor: MeetingAdvisor | null,
): MeetingMailContext & { advisor: MeetingAdvisor | null } => ({
  mail: mailConfig(senderName),
  businessTz: 'Asia/Dubai',
  siteUrl: 'https://www.finance.example',
  changeCutoffMs: 24 * 3_600_000,
  now: NOW,
  advisor,
});

const meetingIn = (language: SiteLanguage, visitorTz: string | null, minutes = 30) => ({
  id: '0b6f3c1e-9a47-4d38-8f1e-2a9c5d7e4b10',
  // Tuesday 24 November 2026, 15:30 in Dubai; 01:30 the next day in Auckland.
  start: new Date('2026-11-24T11:30:00.000Z'),
  end: new Date(Date.parse('2026-11-24T11:30:00.000Z') + minutes * 60_000),
  attendeeEmail: 'layla@client.example',
  clientName: language === 'ar' ? 'ليلى ناصر' : 'Layla Nasser',
  description: 'Services: Payroll\nMessage: "VAT & payroll" <in Dubai>',
  visitorTz,
  language,
});

function visitorMails(language: SiteLanguage, into: Rendered) {
  const add = (name: string, mails: OutgoingMail | OutgoingMail[]) => {
    [mails].flat().forEach((mail, index) => {
      const key = `${language}.${name}.${index === 0 ? 'visitor' : 'staff'}`;
      into[key] = wordsOf(mail, name.includes('.plain'));
    });
  };
  const TOKEN = 'tok3n';
  for (const [variant, senderName, advisor, visitorTz, minutes] of [
    ['plain', '', null, null, 30],
    ['named', 'Acme Finance', ADVISOR, 'Pacific/Auckland', 1],
    ['two', '', { ...ADVISOR, roomLink: null }, 'Asia/Dubai', 2],
    ['ten', 'Acme Finance', null, 'Europe/London', 10],
  ] as const) {
    const meeting = meetingIn(language, visitorTz, minutes);
    const ctx = context(senderName, advisor);
    add(`booked.${variant}`, bookedMails(meeting, ctx, TOKEN));
    add(`held.${variant}`, bookedMails(meeting, ctx, TOKEN, new Date('2026-11-22T22:00:00Z')));
    add(`reminder.${variant}`, reminderMail(meeting, ctx, { token: TOKEN, sequence: 2 }));
    const previous = {
      start: new Date('2026-11-23T05:00:00Z'),
      end: new Date('2026-11-23T05:30:00Z'),
    };
    for (const actor of [
      { kind: 'visitor' as const },
      { kind: 'staff' as const, id: 7, name: 'Maya Staff' },
    ]) {
      add(
        `moved.${variant}.${actor.kind}`,
        rescheduledMails(meeting, previous, ctx, { token: TOKEN, sequence: 1, actor }),
      );
    }
    for (const [who, actor, reason] of [
      ['visitor', { kind: 'visitor' }, null],
      ['staff', { kind: 'staff', id: 7, name: 'Maya Staff' }, 'The advisor is ill.\nSorry!'],
      ['staffNoReason', { kind: 'staff', id: 7, name: 'Maya Staff' }, null],
      ['system', { kind: 'system' }, null],
    ] as const) {
      add(
        `cancelled.${variant}.${who}`,
        cancelledMails(meeting, ctx, { sequence: 3, actor, reason }),
      );
    }
    for (const advisorOf of [ADVISOR, { ...ADVISOR, roomLink: null }]) {
      const room = advisorOf.roomLink === null ? 'noRoom' : 'room';
      add(
        `reassigned.${variant}.${room}`,
        visitorReassignedMail(
          meeting,
          { mail: ctx.mail, businessTz: 'Asia/Dubai', now: NOW },
          advisorOf,
          4,
        ),
      );
    }
  }
}

function staffMails(into: Rendered) {
  const meeting = meetingIn('ar', 'Pacific/Auckland');
  for (const [name, method, why] of [
    ['advisor.request', 'REQUEST', 'Reassigned to you by Maya Staff'],
    ['advisor.cancel', 'CANCEL', 'Reassigned to Omar Haddad by Maya Staff'],
  ] as const) {
    into[name] = wordsOf(
      advisorMail(meeting, { mail: mailConfig(''), businessTz: 'Asia/Dubai', now: NOW }, ADVISOR, {
        method,
        sequence: 1,
        why,
      }),
      true,
    );
  }
  const contact: ContactStaffNoticeMail = {
    name: 'Layla Nasser',
    email: 'layla@client.example',
    services: ['Payroll', ' ', 'VAT'],
    message: '  Hello,\nwe need help. ',
    bookMeeting: false,
    meetingBooked: false,
  };
  const slot = { start: '2026-11-24T11:30:00.000Z', end: '2026-11-24T12:00:00.000Z' };
  const variants: Record<string, ContactStaffNoticeMail> = {
    plain: contact,
    arabic: { ...contact, language: 'ar', services: [], message: '' },
    booked: {
      ...contact,
      bookMeeting: true,
      meetingBooked: true,
      selectedSlot: slot,
      businessTz: 'Asia/Dubai',
    },
    bookedUtc: { ...contact, bookMeeting: true, meetingBooked: true, selectedSlot: slot },
    refused: { ...contact, bookMeeting: true, selectedSlot: slot, businessTz: 'Asia/Dubai' },
    noSlot: { ...contact, bookMeeting: true },
    slotOnly: { ...contact, selectedSlot: { start: 'soon', end: 'later' } },
  };
  for (const [variant, input] of Object.entries(variants)) {
    into[`contact.${variant}`] = wordsOf(contactStaffNotice(input), true);
  }
}

export function renderEveryMail(): Rendered {
  const rendered: Rendered = {};
  for (const language of SITE_LANGUAGES) visitorMails(language, rendered);
  staffMails(rendered);
  return rendered;
}
