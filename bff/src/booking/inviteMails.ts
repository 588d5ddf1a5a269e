/** The two messages a booking sends: the client's confirmation and the staff notice. */
import type { MailConfig } from '../mail/config';
import type { OutgoingMail } from '../mail/outbox';
import { DEFAULT_SENDER_NAME, meetingInvite, meetingStaffNotice } from '../mail/templates';
import type { NewBooking } from './bookings';
import { buildMeetingInvite } from './invite';

export interface InviteMailsInput {
  booking: NewBooking;
  businessTz: string;
  mail: MailConfig;
  now: Date;
}

/**
 * Both messages carry the same calendar event (same UID), so the client and staff calendars
 * hold one meeting that later updates or cancellations can refer to.
 * @throws InviteError when the `ics` package refuses the event.
 */
export function inviteMails({ booking, businessTz, mail, now }: InviteMailsInput): OutgoingMail[] {
  const senderName = mail.from.name || DEFAULT_SENDER_NAME;
  const icalEvent = {
    method: 'REQUEST' as const,
    content: buildMeetingInvite({
      bookingUuid: booking.id,
      domain: mail.domain,
      start: booking.start,
      end: booking.end,
      organizer: { name: senderName, email: mail.from.address },
      attendee: { name: booking.clientName, email: booking.attendeeEmail },
      title: `Meeting: ${booking.clientName} and ${senderName}`,
      description: booking.description,
      now,
    }),
  };
  const times = {
    clientName: booking.clientName,
    startUtc: booking.start,
    endUtc: booking.end,
    businessTz,
    description: booking.description,
  };
  return [
    {
      to: booking.attendeeEmail,
      // The confirmation invites the client to reply to move the meeting: replies reach staff.
      replyTo: mail.staffEmail,
      ...meetingInvite({ ...times, senderName }),
      icalEvent,
    },
    {
      to: mail.staffEmail,
      replyTo: booking.attendeeEmail,
      ...meetingStaffNotice({
        ...times,
        clientEmail: booking.attendeeEmail,
        bookingId: booking.id,
      }),
      icalEvent,
    },
  ];
}
