/**
 * Every word of the e-mails and calendar events staff and advisors receive. English only: staff
 * read the back office in English, so this catalogue has no other language (a `staff.*` section
 * of messages/en.ts would have to be repeated in every visitor language to keep their keys
 * alike). The same ICU message syntax as the visitor's catalogues, read through mailText.ts.
 */
export const staff = {
  // The rows of the notices' details table.
  'row.name': 'Name',
  'row.client': 'Client',
  'row.email': 'Email',
  'row.services': 'Services',
  'row.language': 'Language',
  'row.time': 'Time',
  'row.inUtc': 'In UTC',
  'row.was': 'Was',
  'row.now': 'Now',
  'row.by': 'By',
  'row.reason': 'Reason',
  'row.why': 'Why',
  'row.booking': 'Booking',
  'row.meetingRequested': 'Meeting requested',
  'row.meeting': 'Meeting',
  'row.requestedSlot': 'Requested slot',
  'row.chosenSlot': 'Chosen slot',
  noServices: 'None selected',
  yes: 'Yes',
  no: 'No',
  // The language the visitor wrote from, named in the notices when it is not English.
  'language.en': 'English',
  'language.ar': 'Arabic',

  // A message through the contact form (templates/contact-staff-notice.ts).
  'contact.subject': 'New enquiry from {name}',
  'contact.subjectBooked': 'New enquiry from {name} (meeting booked)',
  'contact.subjectNotBooked': 'New enquiry from {name} (meeting NOT booked)',
  'contact.preview': '{name} <{email}> wrote through the contact form.',
  'contact.intro': 'A new message arrived through the website contact form.',
  'contact.notBookedNoTime':
    'The visitor asked for a meeting, but NO meeting was booked: they chose no time. Please reply to agree a time.',
  'contact.notBookedRefused':
    'The visitor asked for a meeting, but NO meeting was booked: the booking of the time they chose was refused or failed. Please reply to agree a time.',
  'contact.meetingBooked': 'Booked (the calendar invitation is in a separate e-mail)',
  'contact.meetingNotBooked': 'NOT booked: nothing is in the calendar',
  'contact.noSlot': 'None chosen',
  'contact.slotAsSent': '{start} to {end} (as sent)',
  'contact.message': 'Message',
  'contact.noMessage': '(no message)',

  // A new booking (templates/meeting-staff-notice.ts).
  'booked.subject': 'New meeting booked: {clientName}, {when}',
  'booked.preview': '{clientName} booked {when}.',
  'booked.intro':
    'A visitor booked a meeting through the website and has been sent a calendar invitation.',
  'booked.wrote': 'What they wrote',
  'booked.wroteNothing': '(nothing)',
  'booked.toMove':
    'To move the meeting, agree a new time with {clientName} by email at {clientEmail}.',

  // A move or a cancellation (templates/meeting-staff-update.ts), and who made it.
  'update.movedSubject': 'Meeting moved: {clientName}, {when}',
  'update.cancelledSubject': 'Meeting cancelled: {clientName}, {when}',
  'update.movedPreview': 'Meeting moved by {by}.',
  'update.cancelledPreview': 'Meeting cancelled by {by}.',
  'update.moved': 'A meeting has a new time; the attached invitation updates your calendar.',
  'update.cancelled':
    'A meeting has been cancelled; the attached cancellation removes it from your calendar.',
  'by.visitor': 'the visitor',
  'by.system': 'the system',

  // The advisor's own copies (bff/src/advisors/advisorMails.ts).
  'advisor.mineSubject': 'New meeting for you: {clientName}, {when}',
  'advisor.notMineSubject': 'Meeting no longer yours: {clientName}, {when}',
  'advisor.mine': 'This meeting is yours; the attached invitation puts it in your calendar.',
  'advisor.notMine':
    'This meeting is no longer yours; the attached cancellation removes it from your calendar.',

  // Why the advisor's copy came: a row of its details.
  'advisor.why.cancelled': 'Cancelled',
  'advisor.why.cancelledBecause': 'Cancelled: {reason}',
  'advisor.why.moved': 'Moved to a new time',
  'advisor.why.movedTo': 'Moved to a new time, {reason}',
  'advisor.why.movedAway': 'Moved to a new time, with {advisor}: you were not free then',
  'advisor.why.reassignedToYou': 'Reassigned to you by {by}',
  'advisor.why.reassignedAway': 'Reassigned to {advisor} by {by}',

  // The calendar event's SUMMARY in staff's and advisors' copies.
  'event.title': 'Meeting: {clientName} and {sender}',
};

export type StaffKey = keyof typeof staff;
