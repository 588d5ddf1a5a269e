/**
 * Every word of the e-mails and calendar events the visitor receives, in English (ICU message
 * syntax, as the site's catalogues: `{name}` is a value, `plural` picks a count's form). Every
 * other language of the site has exactly these keys and values (messages/ar.ts); the templates
 * (../templates) hold the logic once and read their words through mailText.ts. Staff's e-mails
 * have their own English catalogue (messages/staff.ts).
 */
export const en = {
  greeting: 'Dear {name},',
  regards: 'Kind regards,',
  /** Signs the e-mail when the configured sender has no name. */
  defaultSender: 'The Finance Team',
  tagline: 'Simplifying Finance. Empowering Growth',

  // The rows of a meeting's time (templates/meeting-when.ts).
  'time.yours': 'Your time',
  'time.ours': 'Our time',
  'time.time': 'Time',
  'time.inUtc': 'In UTC',
  'time.length': 'Length',
  'time.minutes': '{count} minutes',

  'manage.heading': 'Need to cancel or change the time?',
  'manage.until': 'Use this link to cancel or move your meeting until {until}:\n{url}',
  'manage.after':
    'After that, please write to us at {staffEmail}. Keep this link to yourself: anyone who has it can change the meeting.',

  when: 'When',
  'invite.subject': 'Your meeting is confirmed: {when}',
  'invite.preview': 'Your {minutes}-minute meeting with us is confirmed.',
  'invite.thanks':
    'Thank you for booking a meeting with us. Your meeting is confirmed and we look forward to speaking with you.',
  'invite.calendar':
    'The calendar invitation attached to this email shows the meeting in your own time zone. Accept it to add the meeting to your calendar.',
  'invite.expectHeading': 'What to expect',
  'invite.expect.1':
    'A {minutes}-minute conversation with one of our finance specialists about where your business is today and where you want it to go.',
  'invite.expect.2':
    'We will walk you through our services, from accounting and payroll to a dedicated finance team, and which package fits your stage.',
  'invite.expect.3':
    'No preparation is needed, though recent financial statements or a list of questions help us make the most of the time.',
  'invite.notYou':
    'If you did not book this meeting, you can ignore this email or cancel it with the link above.',
  // A booking to an address nobody has verified: confirm it by `until`, or it is released.
  'invite.heldSubject': 'Please confirm your meeting: {when}',
  'invite.confirm':
    'Thank you for booking a meeting with us. Please confirm it by {until}: open the link below and press "Confirm meeting". If it is not confirmed by then, we release the time for other visitors.',

  'moved.subject': 'Your meeting has moved: {when}',
  'moved.preview': 'Your meeting now takes place on {when}.',
  'moved.byStaff':
    'We have had to move your meeting with us to a new time. We are sorry for any inconvenience.',
  'moved.byVisitor': 'Your meeting with us has been moved to the new time you chose.',
  'moved.newTime': 'New time',
  'moved.from': 'It was: {before}.',
  'moved.calendar':
    'The calendar invitation attached to this email updates the meeting in your calendar.',

  'cancelled.subject': 'Your meeting is cancelled: {when}',
  'cancelled.preview': 'Your meeting on {when} is cancelled.',
  'cancelled.byVisitor': 'Your meeting with us has been cancelled, as you asked.',
  'cancelled.byStaff': 'We are sorry, we have had to cancel your meeting with us.',
  'cancelled.unconfirmed':
    'Your meeting was not confirmed in time, so we have released it for other visitors.',
  'cancelled.why': 'Why',
  'cancelled.meeting': 'The cancelled meeting',
  'cancelled.calendar':
    'The calendar cancellation attached to this email removes it from your calendar. To book another time, visit our website or write to us at {staffEmail}.',

  'reminder.subject': 'Reminder: your meeting on {when}',
  'reminder.preview': 'A reminder of your meeting with us on {when}.',
  'reminder.intro': 'A short reminder of your meeting with us.',

  // The advisor taking the meeting (bff/src/advisors), and the update when staff reassign it.
  'advisor.yours': 'Your advisor for this meeting is {name}.',
  'advisor.roomLink': 'Join the meeting here: {url}',
  'advisor.reassignedSubject': 'Your meeting is now with {name}',
  'advisor.reassignedPreview': '{name} will now take your meeting.',
  'advisor.reassigned': "Your meeting is now with {name}, who will take it in our team's place.",
  'advisor.unchanged':
    'The time is unchanged; the attached invitation updates your calendar, and your link to change or cancel the meeting still works.',

  // The calendar event's SUMMARY and DESCRIPTION in the visitor's copy.
  'event.title': 'Meeting: {clientName} and {sender}',
  'event.intro': 'A meeting with {sender}.',
  'event.manage': 'To cancel or move it: {url}',
};

export type MailKey = keyof typeof en;

/** A language's mail catalogue: a text for every key of the English one, and no other key. */
export type MailCatalogue = Readonly<Record<MailKey, string>>;
