/**
 * Every word of the e-mails and calendar events the visitor receives, one dictionary per
 * language of the site. The templates hold the logic once and read their words from here; the
 * interface makes both languages carry the same texts. Staff's e-mails stay in English.
 *
 * The Arabic is Modern Standard Arabic in the register of a finance firm writing to clients in
 * the UAE and Saudi Arabia; it addresses the reader without assuming their gender.
 */
import type { SiteLanguage } from '@app/contract/languages';

export interface VisitorTexts {
  greeting(name: string): string;
  regards: string;
  /** Signs the e-mail when the configured sender has no name. */
  defaultSender: string;
  tagline: string;

  /** Rows of a meeting's time (see meetingTimeRows). */
  yourTime: string;
  ourTime: string;
  time: string;
  inUtc: string;
  length: string;
  minutes(count: number): string;

  manageHeading: string;
  manageUntil(until: string, url: string): string;
  manageAfter(staffEmail: string): string;

  inviteSubject(when: string): string;
  invitePreview(minutes: number): string;
  inviteThanks: string;
  when: string;
  inviteCalendar: string;
  expectHeading: string;
  expectItems(minutes: number): readonly string[];
  inviteNotYou: string;
  /** A booking to an address nobody has verified: confirm it by `until`, or it is released. */
  inviteHeldSubject(when: string): string;
  inviteConfirm(until: string): string;
  cancelledUnconfirmed: string;

  movedSubject(when: string): string;
  movedPreview(when: string): string;
  movedByStaff: string;
  movedByVisitor: string;
  newTime: string;
  movedFrom(before: string): string;
  movedCalendar: string;

  cancelledSubject(when: string): string;
  cancelledPreview(when: string): string;
  cancelledByVisitor: string;
  cancelledByStaff: string;
  why: string;
  cancelledMeeting: string;
  cancelledCalendar(staffEmail: string): string;

  reminderSubject(when: string): string;
  reminderPreview(when: string): string;
  reminderIntro: string;

  /** The calendar event's SUMMARY and DESCRIPTION in the visitor's copy. */
  eventTitle(clientName: string, sender: string): string;
  eventIntro(sender: string): string;
  eventManage(url: string): string;
}

const en: VisitorTexts = {
  greeting: (name) => `Dear ${name},`,
  regards: 'Kind regards,',
  defaultSender: 'The Finance Team',
  tagline: 'Simplifying Finance. Empowering Growth',

  yourTime: 'Your time',
  ourTime: 'Our time',
  time: 'Time',
  inUtc: 'In UTC',
  length: 'Length',
  minutes: (count) => `${count} minutes`,

  manageHeading: 'Need to cancel or change the time?',
  manageUntil: (until, url) =>
    `Use this link to cancel or move your meeting until ${until}:\n${url}`,
  manageAfter: (staffEmail) =>
    `After that, please write to us at ${staffEmail}. Keep this link to yourself: anyone who has it can change the meeting.`,

  inviteSubject: (when) => `Your meeting is confirmed: ${when}`,
  invitePreview: (minutes) => `Your ${minutes}-minute meeting with us is confirmed.`,
  inviteThanks:
    'Thank you for booking a meeting with us. Your meeting is confirmed and we look forward to speaking with you.',
  when: 'When',
  inviteCalendar:
    'The calendar invitation attached to this email shows the meeting in your own time zone. Accept it to add the meeting to your calendar.',
  expectHeading: 'What to expect',
  expectItems: (minutes) => [
    `A ${minutes}-minute conversation with one of our finance specialists about where your business is today and where you want it to go.`,
    'We will walk you through our services, from accounting and payroll to a dedicated finance team, and which package fits your stage.',
    'No preparation is needed, though recent financial statements or a list of questions help us make the most of the time.',
  ],
  inviteNotYou:
    'If you did not book this meeting, you can ignore this email or cancel it with the link above.',

  inviteHeldSubject: (when) => `Please confirm your meeting: ${when}`,
  inviteConfirm: (until) =>
    `Thank you for booking a meeting with us. Please confirm it by ${until}: open the link below and press "Confirm meeting". If it is not confirmed by then, we release the time for other visitors.`,
  cancelledUnconfirmed:
    'Your meeting was not confirmed in time, so we have released it for other visitors.',

  movedSubject: (when) => `Your meeting has moved: ${when}`,
  movedPreview: (when) => `Your meeting now takes place on ${when}.`,
  movedByStaff:
    'We have had to move your meeting with us to a new time. We are sorry for any inconvenience.',
  movedByVisitor: 'Your meeting with us has been moved to the new time you chose.',
  newTime: 'New time',
  movedFrom: (before) => `It was: ${before}.`,
  movedCalendar:
    'The calendar invitation attached to this email updates the meeting in your calendar.',

  cancelledSubject: (when) => `Your meeting is cancelled: ${when}`,
  cancelledPreview: (when) => `Your meeting on ${when} is cancelled.`,
  cancelledByVisitor: 'Your meeting with us has been cancelled, as you asked.',
  cancelledByStaff: 'We are sorry, we have had to cancel your meeting with us.',
  why: 'Why',
  cancelledMeeting: 'The cancelled meeting',
  cancelledCalendar: (staffEmail) =>
    `The calendar cancellation attached to this email removes it from your calendar. To book another time, visit our website or write to us at ${staffEmail}.`,

  reminderSubject: (when) => `Reminder: your meeting on ${when}`,
  reminderPreview: (when) => `A reminder of your meeting with us on ${when}.`,
  reminderIntro: 'A short reminder of your meeting with us.',

  eventTitle: (clientName, sender) => `Meeting: ${clientName} and ${sender}`,
  eventIntro: (sender) => `A meeting with ${sender}.`,
  eventManage: (url) => `To cancel or move it: ${url}`,
};

/** "30 دقيقة": Arabic counts take the plural from 3 to 10 and the singular from 11. */
function arabicMinutes(count: number): string {
  if (count === 1) return 'دقيقة واحدة';
  if (count === 2) return 'دقيقتان';
  if (count >= 3 && count <= 10) return `${count} دقائق`;
  return `${count} دقيقة`;
}

const ar: VisitorTexts = {
  greeting: (name) => `مرحبًا ${name}،`,
  regards: 'مع أطيب التحيات،',
  defaultSender: 'الفريق المالي',
  tagline: 'نبسّط الشؤون المالية. نمكّن النمو',

  yourTime: 'بتوقيتك',
  ourTime: 'بتوقيتنا',
  time: 'الموعد',
  inUtc: 'بالتوقيت العالمي',
  length: 'المدة',
  minutes: arabicMinutes,

  manageHeading: 'هل تحتاج إلى إلغاء الاجتماع أو تغيير موعده؟',
  manageUntil: (until, url) =>
    `يمكنك إلغاء اجتماعك أو نقله إلى موعد آخر عبر هذا الرابط حتى ${until}:\n${url}`,
  manageAfter: (staffEmail) =>
    `بعد ذلك، يُرجى مراسلتنا على ${staffEmail}. احتفظ بهذا الرابط لنفسك، فبإمكان أي شخص يملكه تغيير الاجتماع.`,

  inviteSubject: (when) => `تأكيد اجتماعك: ${when}`,
  invitePreview: (minutes) => `تم تأكيد اجتماعك معنا، ومدته ${arabicMinutes(minutes)}.`,
  inviteThanks: 'شكرًا لحجزك اجتماعًا معنا. تم تأكيد اجتماعك، ونتطلع إلى التحدث معك.',
  when: 'الموعد',
  inviteCalendar:
    'تعرض دعوة التقويم المرفقة بهذه الرسالة موعد الاجتماع بحسب منطقتك الزمنية. اقبل الدعوة لإضافة الاجتماع إلى تقويمك.',
  expectHeading: 'ماذا تتوقع من الاجتماع',
  expectItems: (minutes) => [
    `محادثة مدتها ${arabicMinutes(minutes)} مع أحد مختصينا الماليين حول وضع أعمالك اليوم والوجهة التي تطمح إليها.`,
    'نعرّفك على خدماتنا، من المحاسبة وإدارة الرواتب إلى فريق مالي مخصص لك، والباقة التي تناسب مرحلة نمو شركتك.',
    'لا يلزمك أي تحضير، غير أن أحدث قوائمك المالية أو قائمة بأسئلتك تساعدنا على الاستفادة من الوقت على أفضل وجه.',
  ],
  inviteNotYou:
    'إذا لم تكن أنت من حجز هذا الاجتماع، فيمكنك تجاهل هذه الرسالة أو إلغاء الاجتماع عبر الرابط أعلاه.',

  inviteHeldSubject: (when) => `يُرجى تأكيد اجتماعك: ${when}`,
  inviteConfirm: (until) =>
    `شكرًا لحجزك اجتماعًا معنا. يُرجى تأكيده قبل ${until}: افتح الرابط أدناه واضغط "تأكيد الاجتماع". إذا لم يتم تأكيده بحلول ذلك الوقت، فسنتيح الموعد لزوار آخرين.`,
  cancelledUnconfirmed: 'لم يتم تأكيد اجتماعك في الوقت المحدد، لذا أتحنا موعده لزوار آخرين.',

  movedSubject: (when) => `تغيير موعد اجتماعك: ${when}`,
  movedPreview: (when) => `أصبح موعد اجتماعك ${when}.`,
  movedByStaff: 'اضطررنا إلى نقل اجتماعك معنا إلى موعد جديد، ونعتذر عن أي إزعاج قد يسببه ذلك.',
  movedByVisitor: 'تم نقل اجتماعك معنا إلى الموعد الجديد الذي اخترته.',
  newTime: 'الموعد الجديد',
  movedFrom: (before) => `الموعد السابق: ${before}.`,
  movedCalendar: 'تُحدّث دعوة التقويم المرفقة بهذه الرسالة موعد الاجتماع في تقويمك.',

  cancelledSubject: (when) => `إلغاء اجتماعك: ${when}`,
  cancelledPreview: (when) => `تم إلغاء اجتماعك المحدد في ${when}.`,
  cancelledByVisitor: 'تم إلغاء اجتماعك معنا بناءً على طلبك.',
  cancelledByStaff: 'نأسف لإبلاغك بأننا اضطررنا إلى إلغاء اجتماعك معنا.',
  why: 'سبب الإلغاء',
  cancelledMeeting: 'الاجتماع الملغى',
  cancelledCalendar: (staffEmail) =>
    `يزيل إشعار الإلغاء المرفق بهذه الرسالة الاجتماع من تقويمك. لحجز موعد آخر، تفضل بزيارة موقعنا الإلكتروني أو راسلنا على ${staffEmail}.`,

  reminderSubject: (when) => `تذكير باجتماعك: ${when}`,
  reminderPreview: (when) => `نذكّرك باجتماعك معنا في ${when}.`,
  reminderIntro: 'نودّ تذكيرك باجتماعك القادم معنا.',

  eventTitle: (clientName, sender) => `اجتماع: ${clientName} مع ${sender}`,
  eventIntro: (sender) => `اجتماع مع ${sender}.`,
  eventManage: (url) => `لإلغاء الاجتماع أو نقله: ${url}`,
};

export const VISITOR_TEXTS: Readonly<Record<SiteLanguage, VisitorTexts>> = { en, ar };
