import type { MailCatalogue } from './en';

/**
 * The visitor's e-mails in Modern Standard Arabic, key for key the English catalogue (./en.ts),
 * in the register of a finance firm writing to clients in the UAE and Saudi Arabia; it addresses
 * the reader without assuming their gender. Counts of minutes take their form from ICU `plural`
 * ("دقيقة واحدة", "دقيقتان", "5 دقائق", "30 دقيقة"); figures keep Western digits.
 */
export const ar: MailCatalogue = {
  greeting: 'مرحبًا {name}،',
  regards: 'مع أطيب التحيات،',
  defaultSender: 'الفريق المالي',
  tagline: 'نبسّط الشؤون المالية. نمكّن النمو',

  'time.yours': 'بتوقيتك',
  'time.ours': 'بتوقيتنا',
  'time.time': 'الموعد',
  'time.inUtc': 'بالتوقيت العالمي',
  'time.length': 'المدة',
  'time.minutes':
    '{count, plural, one {دقيقة واحدة} two {دقيقتان} few {{count} دقائق} other {{count} دقيقة}}',

  'manage.heading': 'هل تحتاج إلى إلغاء الاجتماع أو تغيير موعده؟',
  'manage.until': 'يمكنك إلغاء اجتماعك أو نقله إلى موعد آخر عبر هذا الرابط حتى {until}:\n{url}',
  'manage.after':
    'بعد ذلك، يُرجى مراسلتنا على {staffEmail}. احتفظ بهذا الرابط لنفسك، فبإمكان أي شخص يملكه تغيير الاجتماع.',

  when: 'الموعد',
  'invite.subject': 'تأكيد اجتماعك: {when}',
  'invite.preview':
    'تم تأكيد اجتماعك معنا، ومدته {minutes, plural, one {دقيقة واحدة} two {دقيقتان} few {{minutes} دقائق} other {{minutes} دقيقة}}.',
  'invite.thanks': 'شكرًا لحجزك اجتماعًا معنا. تم تأكيد اجتماعك، ونتطلع إلى التحدث معك.',
  'invite.calendar':
    'تعرض دعوة التقويم المرفقة بهذه الرسالة موعد الاجتماع بحسب منطقتك الزمنية. اقبل الدعوة لإضافة الاجتماع إلى تقويمك.',
  'invite.expectHeading': 'ماذا تتوقع من الاجتماع',
  'invite.expect.1':
    'محادثة مدتها {minutes, plural, one {دقيقة واحدة} two {دقيقتان} few {{minutes} دقائق} other {{minutes} دقيقة}} مع أحد مختصينا الماليين حول وضع أعمالك اليوم والوجهة التي تطمح إليها.',
  'invite.expect.2':
    'نعرّفك على خدماتنا، من المحاسبة وإدارة الرواتب إلى فريق مالي مخصص لك، والباقة التي تناسب مرحلة نمو شركتك.',
  'invite.expect.3':
    'لا يلزمك أي تحضير، غير أن أحدث قوائمك المالية أو قائمة بأسئلتك تساعدنا على الاستفادة من الوقت على أفضل وجه.',
  'invite.notYou':
    'إذا لم تكن أنت من حجز هذا الاجتماع، فيمكنك تجاهل هذه الرسالة أو إلغاء الاجتماع عبر الرابط أعلاه.',
  'invite.heldSubject': 'يُرجى تأكيد اجتماعك: {when}',
  'invite.confirm':
    'شكرًا لحجزك اجتماعًا معنا. يُرجى تأكيده قبل {until}: افتح الرابط أدناه واضغط "تأكيد الاجتماع". إذا لم يتم تأكيده بحلول ذلك الوقت، فسنتيح الموعد لزوار آخرين.',

  'moved.subject': 'تغيير موعد اجتماعك: {when}',
  'moved.preview': 'أصبح موعد اجتماعك {when}.',
  'moved.byStaff': 'اضطررنا إلى نقل اجتماعك معنا إلى موعد جديد، ونعتذر عن أي إزعاج قد يسببه ذلك.',
  'moved.byVisitor': 'تم نقل اجتماعك معنا إلى الموعد الجديد الذي اخترته.',
  'moved.newTime': 'الموعد الجديد',
  'moved.from': 'الموعد السابق: {before}.',
  'moved.calendar': 'تُحدّث دعوة التقويم المرفقة بهذه الرسالة موعد الاجتماع في تقويمك.',

  'cancelled.subject': 'إلغاء اجتماعك: {when}',
  'cancelled.preview': 'تم إلغاء اجتماعك المحدد في {when}.',
  'cancelled.byVisitor': 'تم إلغاء اجتماعك معنا بناءً على طلبك.',
  'cancelled.byStaff': 'نأسف لإبلاغك بأننا اضطررنا إلى إلغاء اجتماعك معنا.',
  'cancelled.unconfirmed': 'لم يتم تأكيد اجتماعك في الوقت المحدد، لذا أتحنا موعده لزوار آخرين.',
  'cancelled.why': 'سبب الإلغاء',
  'cancelled.meeting': 'الاجتماع الملغى',
  'cancelled.calendar':
    'يزيل إشعار الإلغاء المرفق بهذه الرسالة الاجتماع من تقويمك. لحجز موعد آخر، تفضل بزيارة موقعنا الإلكتروني أو راسلنا على {staffEmail}.',

  'reminder.subject': 'تذكير باجتماعك: {when}',
  'reminder.preview': 'نذكّرك باجتماعك معنا في {when}.',
  'reminder.intro': 'نودّ تذكيرك باجتماعك القادم معنا.',

  'advisor.yours': 'مستشارك في هذا الاجتماع هو {name}.',
  'advisor.roomLink': 'انضم إلى الاجتماع من هنا: {url}',
  'advisor.reassignedSubject': 'اجتماعك الآن مع {name}',
  'advisor.reassignedPreview': 'سيتولى {name} اجتماعك الآن.',
  'advisor.reassigned': 'اجتماعك الآن مع {name}، الذي سيتولاه نيابةً عن فريقنا.',
  'advisor.unchanged':
    'الموعد لم يتغير؛ الدعوة المرفقة تحدّث تقويمك، ورابط تغيير الاجتماع أو إلغائه ما زال يعمل.',

  'event.title': 'اجتماع: {clientName} مع {sender}',
  'event.intro': 'اجتماع مع {sender}.',
  'event.manage': 'لإلغاء الاجتماع أو نقله: {url}',
};
