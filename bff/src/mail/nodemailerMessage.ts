import type { SendMailOptions } from 'nodemailer';
import type { Mailbox } from './mailbox';
import type { OutboxMessage } from './outbox';

/** The one place an outbox message becomes a nodemailer message. */
export function toNodemailerMessage(message: OutboxMessage, from: Mailbox): SendMailOptions {
  const options: SendMailOptions = {
    from: { name: from.name, address: from.address },
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
  };
  if (message.replyTo !== undefined) options.replyTo = message.replyTo;
  if (message.icalEvent !== undefined) {
    // A text/calendar alternative with the event's method (REQUEST: mail clients show
    // Accept/Decline; CANCEL: they offer to remove it), plus the same event as an invite.ics
    // attachment for clients that ignore alternatives.
    options.icalEvent = {
      method: message.icalEvent.method,
      content: message.icalEvent.content,
      filename: 'invite.ics',
    };
  }
  return options;
}
