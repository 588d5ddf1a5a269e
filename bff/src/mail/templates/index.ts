export type { MailContent } from './compose';
export { DEFAULT_SENDER_NAME, TAGLINE } from './compose';
export { escapeHtml } from './escape-html';
export { formatBusinessTime, formatMeetingTimes, formatUtcTime } from './format-time';
export { meetingInvite, type MeetingInviteMail } from './meeting-invite';
export { meetingStaffNotice, type MeetingStaffNoticeMail } from './meeting-staff-notice';
export { contactStaffNotice, type ContactStaffNoticeMail } from './contact-staff-notice';
