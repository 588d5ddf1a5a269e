import type { AddressObject, ParsedMail } from 'mailparser';

/** Every address a mail was sent to. */
export function recipients(mail: ParsedMail): string[] {
  const to: AddressObject[] = mail.to === undefined ? [] : [mail.to].flat();
  return to.flatMap((group) => group.value.map((address) => address.address ?? ''));
}

/** The ICS text of a message's calendar part. */
export function calendarOf(mail: ParsedMail): string | undefined {
  return mail.attachments
    .find((attachment) => attachment.contentType.startsWith('text/calendar'))
    ?.content.toString('utf8');
}

/** 2026-11-24T05:00:00.000Z -> 20261124T050000Z, the UTC form of DTSTART/DTEND. */
export function icsUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The manage link's path in a mail, with its language prefix (the BFF writes SITE_URL first). */
export function managePathIn(mail: ParsedMail): string {
  const path = /(?:\/ar)?\/meeting\/[A-Za-z0-9_-]{43}/.exec(
    `${mail.text ?? ''} ${mail.html || ''}`,
  )?.[0];
  if (!path) throw new Error('the mail carries no manage link');
  return path;
}
