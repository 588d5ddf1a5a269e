import type { ParsedMail } from 'mailparser';
import type { OutboxRow } from '../../src/mail/outbox';

/** The calendar part of an outbox row or a received mail, read by a real iCalendar parser. */
export interface ParsedEvent {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: string;
  end: string;
  description: string;
  summary: string;
}

// ical.js ships as an ES module, which this CommonJS package reaches through import().
const ical = import('ical.js').then((module) => module.default);

export async function parseIcs(text: string): Promise<ParsedEvent> {
  const ICAL = await ical;
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (event === null) throw new Error('no VEVENT');
  const value = (name: string) => event.getFirstPropertyValue(name);
  const time = (name: string) => (value(name) as { toJSDate(): Date }).toJSDate();
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(value('uid')),
    sequence: Number(value('sequence')),
    status: String(value('status')),
    start: time('dtstart').toISOString(),
    end: time('dtend').toISOString(),
    description: String(value('description') ?? ''),
    summary: String(value('summary') ?? ''),
  };
}

/** The event queued with an outbox row. */
export function eventOfRow(row: OutboxRow): Promise<ParsedEvent> {
  if (row.ical_event === null) throw new Error(`outbox ${row.id} carries no event`);
  return parseIcs((JSON.parse(row.ical_event) as { content: string }).content);
}

/** The event a received mail carries, from its text/calendar part. */
export function eventOfMail(mail: ParsedMail): Promise<ParsedEvent> {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
  if (part === undefined) throw new Error(`"${mail.subject ?? ''}" carries no calendar part`);
  return parseIcs(part.content.toString('utf8'));
}

/** The manage token in a mail's text (`…/meeting/<token>`), or undefined. */
export function manageTokenIn(text: string): string | undefined {
  return /\/meeting\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1];
}

export function recipientOf(mail: ParsedMail): string | undefined {
  const to = mail.to;
  if (to === undefined) return undefined;
  return (Array.isArray(to) ? to[0] : to)?.value[0]?.address;
}
