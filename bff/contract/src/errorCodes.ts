/**
 * Every refusal the API can send, by its stable code, with the English sentence the BFF fills in
 * for the body's `error` (and a field's message). Clients read the `code` and its `params` and
 * take their words from their own catalogues: a sentence here can be reworded without any page
 * changing language. A placeholder `{name}` takes the value of `params.name`.
 *
 * Browser-safe and zod-free: the site's bundle imports the code type from here, and zod in the
 * browser is refused by its Content-Security-Policy (zod compiles validators with `new Function`).
 */

import { fillTemplate } from './fillTemplate';

export { fillTemplate };

export const ERROR_TEMPLATES = {
  // A request the API could not read or will not take, whatever the endpoint.
  'request.invalid': 'Validation failed',
  'request.malformed-body': 'Malformed request body',
  'request.malformed-json': 'Malformed JSON body',
  'request.body-too-large': 'Request body too large',
  'request.encoding-unsupported': 'Unsupported request body encoding',
  'request.charset-unsupported': 'Unsupported request body charset',
  'request.aborted': 'Request aborted',
  'request.size-mismatch': 'Request body size did not match Content-Length',
  'request.encoding-mismatch': 'Request body does not match its Content-Encoding',
  'request.json-required': 'Content-Type must be application/json',
  'request.multipart-required': 'Content-Type must be multipart/form-data',
  'request.csrf-header-missing': 'Missing {header} header',
  'request.invalid-host': 'The Host header is not a valid host name',
  'request.target-not-a-path': 'The request target is not a path',
  'request.not-found': 'Not found',
  'service.unavailable':
    'The service is temporarily unavailable. Please try again in a few seconds.',

  // The status alone, when nothing more precise applies (the body's `error` is the status text).
  'http.bad-request': 'Bad Request',
  'http.unauthorized': 'Unauthorized',
  'http.forbidden': 'Forbidden',
  'http.not-found': 'Not Found',
  'http.method-not-allowed': 'Method Not Allowed',
  'http.request-timeout': 'Request Timeout',
  'http.conflict': 'Conflict',
  'http.payload-too-large': 'Payload Too Large',
  'http.unsupported-media-type': 'Unsupported Media Type',
  'http.unprocessable': 'Unprocessable Entity',
  'http.too-many-requests': 'Too Many Requests',
  'http.headers-too-large': 'Request Header Fields Too Large',
  'http.internal': 'Internal Server Error',
  'http.error': 'Error',

  // Booking a meeting, moving it, and the contact form.
  'booking.slot-taken':
    'Sorry, that time has just been booked by someone else. Please choose another slot.',
  'booking.rate-limited':
    'Too many booking attempts from your network. Please try again in a few minutes.',
  'contact.rate-limited': 'Too many messages from your network. Please try again in a few minutes.',
  'booking.cap-per-email':
    'You already have the most upcoming meetings we can book for one email address. Please use the link in your invitation to cancel or move one, or write to us at {staffEmail}.',
  'booking.cap-per-address':
    'Too many meetings have been booked from your network today. Please try again tomorrow; your message will still reach us.',
  'booking.cap-per-day':
    'We cannot take any more meeting bookings today. Please try again tomorrow; your message will still reach us and we will get back to you.',
  'booking.slot-not-on-grid':
    'Meetings start every {slotMinutes} minutes from {dayStart}. Please choose one of the listed times.',
  'booking.slot-wrong-length':
    'Meetings are {slotMinutes} minutes long. Please choose one of the listed times.',
  'booking.slot-outside-hours':
    'Meetings take place between {dayStart} and {dayEnd} ({timeZone} time). Please choose one of the listed times.',
  'booking.slot-day-off': '{day} is our day off. Please choose another date.',
  'booking.slot-days-off': '{days} are our days off. Please choose another date.',
  'booking.slot-past': 'That time has already passed. Please choose another slot.',
  'booking.slot-too-soon': 'Meetings need at least {notice}. Please choose a later time.',
  'booking.slot-too-far':
    'Meetings can be booked up to {maxDaysAhead} days ahead. Please choose an earlier date.',
  'booking.slot-closed': 'We are closed that day. Please choose another date.',
  'booking.slot-buffer':
    'That time is too close to another meeting. Please choose one of the listed times.',
  'booking.invite-refused': 'We could not send a calendar invitation to this email address',
  'booking.invalid-date': 'Invalid date "{date}": expected a calendar date as yyyy-MM-dd',
  'booking.unknown-time-zone': 'Unknown time zone "{timeZone}"',
  'field.calendar-date': 'Expected a calendar date as yyyy-MM-dd',
  'meeting.not-found': 'Meeting not found',
  'meeting.rate-limited': 'Too many changes from your network. Please try again in a few minutes.',
  'meeting.cancelled':
    'This meeting has been cancelled. To book another time, visit our website or write to us at {staffEmail}.',
  'meeting.closed':
    'This meeting starts in less than {hours} hours and can no longer be changed online. Please write to us at {staffEmail}.',
  'meeting.closed-one-hour':
    'This meeting starts in less than 1 hour and can no longer be changed online. Please write to us at {staffEmail}.',
  'meeting.ended': 'This meeting has already taken place.',
  'meeting.same-time': 'Your meeting is already at that time. Please choose another slot.',
  'meeting.move-limit':
    'This meeting has already been moved {moves} times online, the most we allow. To change it again, please write to us at {staffEmail}.',
  'field.reason-required': 'Please give the visitor a reason',
  'field.reason-too-long': 'Please keep the reason under 1000 characters',

  // The fields of the booking and contact forms.
  'field.name-required': 'Please enter your name',
  'field.name-too-long': 'Please keep your name under 100 characters',
  'field.name-with-link': 'Please enter just your name, without a web address',
  'field.email-invalid': 'Please enter a valid email address',
  'field.email-too-long': 'Please keep your email address under 255 characters',
  'field.iso-instant': 'Expected a date and time in ISO-8601 format',
  'field.iana-zone': 'Expected an IANA time zone such as Asia/Dubai',
  'field.description-too-long': 'Please keep it under 5000 characters',
  // Written out, not joined from the language list: a call here would keep every template in the
  // browsers' bundles, since a minifier cannot drop an initializer that calls something.
  'field.language': "Expected one of the site's languages: en, ar",
  'field.services-too-long': 'Too many services selected',
  'field.message-too-long': 'Please keep your message under 5000 characters',
  'field.disallowed-character': 'Contains a character that is not allowed',
  // What zod says of a missing field or one of the wrong type, and of any other broken rule.
  'field.invalid-type': 'Invalid input: expected {expected}, received {received}',
  'field.too-long': 'Please keep it under {max} characters',
  'field.invalid': 'Invalid input',

  // Staff: signing in, sessions, the team, passwords.
  'auth.login-failed': 'Invalid username or password',
  'auth.login-throttled':
    'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  'auth.sign-in-required': 'Sign in first',
  'auth.role-forbidden': 'Your role may not do this',
  'account.wrong-current-password': 'Current password is incorrect',
  'account.password-throttled': 'Too many wrong passwords. Please wait a few minutes.',
  'account.session-not-found': 'No such session',
  'field.password-weak':
    'This password is too easy to guess.{warning} Use a longer phrase of unrelated words.',
  'field.username-required': 'Username is required',
  'field.username-too-short': 'Username must be at least 3 characters',
  'field.username-too-long': 'Username must be less than 50 characters',
  'field.username-characters': 'Username contains invalid characters',
  'field.password-required': 'Password is required',
  'field.password-too-short': 'Password must be at least 8 characters',
  'field.password-too-long': 'Password must be at most 1024 characters',
  'field.current-password-required': 'Current password is required',
  'field.token-required': 'Token is required',
  'field.token-malformed': 'Token is malformed',
  'field.role': 'Role must be admin or moderator',
  'team.member-not-found': 'No such member',
  'team.member-exists': 'A member named "{username}" already exists.',
  'team.last-admin': 'This is the last active admin: make another member an admin first.',
  'team.self-deactivation': 'You cannot deactivate your own account.',
  'team.reactivate-first': 'Reactivate this member before giving them a new password.',
  'team.bad-cursor': '"before" must be an entry id',
  'team.password-link-invalid': 'This link is no longer valid. Ask an administrator for a new one.',
  'field.username-taken': 'This username is taken',

  // The first admin's setup link.
  'setup.link-invalid': 'This setup link is no longer valid. Restart the server for a new one.',
  'setup.done': 'An administrator already exists. Sign in instead.',

  // The inbox.
  'inbox.enquiry-not-found': 'Enquiry not found',
  'inbox.admin-only': 'Only an admin can export or delete enquiries',
  'inbox.unknown-page': 'Unknown page',
  'field.enquiry-status': 'Unknown status',
  'field.enquiry-kind': 'Unknown kind',
  'field.meeting-filter': 'Unknown meeting filter',
  'field.note-required': 'Please write a note',

  // Posts, their revisions, previews and images.
  'posts.not-found': 'Post not found',
  'posts.revision-not-found': 'Revision not found',
  'posts.preview-not-found': 'Preview not found',
  'posts.preview-link-not-found': 'Preview link not found',
  'posts.slug-taken': 'A post with the slug "{slug}" already exists',
  'posts.publish-at-past': 'Publish time must be in the future',
  'posts.publish-at-required': 'Choose when the post is published',
  'posts.publish-at-invalid': 'Publish time must be a date and time',
  'posts.status': 'Status must be draft, scheduled or published',
  'posts.title-required': 'Title is required',
  'posts.slug-required': 'Slug is required',
  'posts.description-required': 'Description is required',
  'posts.content-required': 'Content is required',
  'posts.tags-not-text': 'Tags must be text',
  'posts.tags-too-long': 'Please keep tags under {max} characters',
  'posts.translation-not-found': 'There is no post with that slug to translate',
  'posts.translation-self': 'A post cannot be its own translation',
  'posts.translation-same-language': 'A translation must be a post in the other language',
  'posts.language': 'Language must be en (English) or ar (Arabic)',
  'media.not-found': 'Image not found',
  'media.file-too-large': 'Each image must be at most {limit}',
  'media.form-field-too-large': 'Form field "{field}" is too large',
  'media.too-many-files': 'Too many files: at most {maxFiles} per request',
  'media.malformed-form': 'Malformed form: {reason}',
  'media.malformed-multipart': 'Malformed multipart body',
  'media.not-an-image': '{field}: only PNG, JPEG, GIF or WebP images are accepted',
  'media.image-too-large': '{name}: the image is too large',
  'media.image-too-tall': '{name}: the image is too tall for its width',
  'media.image-too-many-pixels':
    '{name}: the image has too many pixels (at most {megapixels} megapixels)',
  'media.image-damaged': '{name}: the file is damaged or not a complete {format} image',

  // Availability: the staff's schedule of hours, closures and booking rules.
  'availability.time': 'Expected a time like 09:00',
  'availability.reversed': 'An interval must end after it starts',
  'availability.overlap': 'Intervals of one day must not overlap',
  'availability.closure-reversed': 'A closure cannot end before it starts',
  'availability.closure-too-long': 'A closure covers at most 366 days',
  'availability.label': 'Give the closure a label (1-100 characters)',
  'availability.buffer-too-long': 'The buffers and the meeting must fit in one day',
  'availability.notice-beyond-window': 'The minimum notice must end within the booking window',
  'availability.whole': 'Expected a whole number in range',
  'availability.weekdays': 'Expected seven weekdays, Monday first',
  'availability.year': 'Expected a year between 2000 and 2100',
  'availability.closure-not-found': 'No such closure',

  // Reports: the leads report's period and its export.
  'reports.date': 'Expected a date as yyyy-MM-dd',
  'reports.reversed': 'The period must start on or before its end',
  'reports.too-long': 'A report covers at most 5 years',
  'reports.future': 'The period cannot end after today',
  'reports.admin-only': 'Only an admin can export reports',
  'reports.interval': 'Expected week or month',

  // Site content: the documents staff edit and publish.
  'site-content.unknown-document': 'No such site content document',
  'site-content.unknown-revision': 'No such revision of this document',
  'site-content.unknown-language': 'No such language',
  'site-content.stale': 'This document changed since you opened it: reload it to see what changed',
  'site-content.empty-text': 'Empty: write this text before publishing',
  'site-content.untranslated': 'Every text needs its English and Arabic version before publishing',
  'site-content.prices-admin-only':
    'Prices and package contents are published by an admin: your change waits as a draft for one',
  // Privacy: retention of enquiries, and a person's access and erasure requests.
  'privacy.retention-range': 'A whole number of months from 1 to 120',
  'privacy.nothing-held': 'Nothing is held for this e-mail address',
  'privacy.confirm-mismatch': 'Type the same e-mail address again to confirm the erasure',
  // Webhooks: the endpoints that receive enquiry and meeting events (/admin/integrations).
  'webhooks.endpoint-not-found': 'No such webhook endpoint',
  'webhooks.delivery-not-found': 'No such webhook delivery',
  'webhooks.url-invalid':
    'Enter the full address of the receiver, like https://crm.example.com/hook',
  'webhooks.url-not-https': 'The receiver must be reached over https://',
  'webhooks.url-private':
    'This address is inside a private, loopback or link-local network: it cannot receive webhooks',
  'webhooks.url-unresolved': 'This address has a host name that does not resolve',
  'webhooks.no-events': 'Choose at least one event',
  // Advisors: who takes a meeting, their calendar feeds and reassigning a meeting.
  'advisors.name': 'Give the advisor a name (1-100 characters)',
  'advisors.email': 'Enter a valid e-mail address',
  'advisors.room-link': 'Enter a meeting room link starting with https:// or http://',
  'advisors.service': 'Each service needs a name (1-200 characters)',
  'advisors.not-found': 'No such advisor',
  'advisors.meeting-not-found': 'No such booked meeting',
  'advisors.has-upcoming':
    'This advisor still has meetings ahead: reassign them before deactivating the advisor',
  'advisors.not-free': '{name} is not free at that time',
  'advisors.not-covering': '{name} does not cover the services of this meeting',
  'advisors.inactive': '{name} is not an active advisor',
  'advisors.same-advisor': 'The meeting is already with {name}',
  'advisors.own-only': 'You can manage only your own advisor profile',
  'site-content.preview-not-found': 'Preview not found',
  'site-content.preview-link-not-found': 'Preview link not found',
  'site-content.image-required': 'Send one image, in the form field "image"',
  'site-content.not-an-uploaded-image': 'Not an uploaded image',
  'site-content.phone': 'Not a phone number',
  'site-content.link': 'Must be an http(s) link',
  'site-content.email': 'Not an e-mail address',
  'site-content.price-number': 'Must be a number',
  'site-content.price-whole': 'Whole dollars only',
  'site-content.price-negative': 'Cannot be negative',
  'site-content.price-too-high': 'Above the highest monthly price a package may state',
  'site-content.icon': 'Not one of the site’s icons',
  'site-content.item-id': 'Lower-case letters, digits and dashes only',
  'site-content.unknown-row': 'Names a service the comparison does not have',
} as const;

export type ErrorCode = keyof typeof ERROR_TEMPLATES;

/** The values of a code's placeholders. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** One refusal: what a client looks up in its catalogue. */
export interface Refusal {
  code: ErrorCode;
  params?: ErrorParams;
}

/** The code of the status alone, for answers nothing more precise describes. */
export const STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'http.bad-request',
  401: 'http.unauthorized',
  403: 'http.forbidden',
  404: 'http.not-found',
  405: 'http.method-not-allowed',
  408: 'http.request-timeout',
  409: 'http.conflict',
  413: 'http.payload-too-large',
  415: 'http.unsupported-media-type',
  422: 'http.unprocessable',
  429: 'http.too-many-requests',
  431: 'http.headers-too-large',
  500: 'http.internal',
  503: 'service.unavailable',
};

export const statusCode = (status: number): ErrorCode => STATUS_CODES[status] ?? 'http.error';

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_TEMPLATES, value);
}

/** The English sentence of a refusal: what the BFF puts in `error` and in `fields`. */
export function errorText(code: ErrorCode, params?: ErrorParams): string {
  return fillTemplate(ERROR_TEMPLATES[code], params);
}

/** Seconds a 503's Retry-After asks a client to wait: about as long as a database restart takes. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
