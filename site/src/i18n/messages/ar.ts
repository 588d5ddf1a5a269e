import type { Catalogue } from './en';

/**
 * The public site in Modern Standard Arabic, key for key the English catalogue (./en.ts). Names
 * of brands, products and software stay as they are (Lift-Off, Xero, GOSI); figures keep Western
 * digits, as Gulf business sites write them. Texts with a count are phrased so that no Arabic
 * plural form is needed, except where ICU `plural` picks one.
 */
export const ar: Catalogue = {
  // الإطار: شريط التنقل والقائمة الجانبية والتذييل وعناصر النوافذ الحوارية.
  'nav.home': 'الرئيسية',
  'nav.main': 'القائمة الرئيسية',
  'nav.mobile': 'قائمة الجوال',
  'nav.menu': 'القائمة',
  'nav.openMenu': 'فتح القائمة',
  'nav.closeMenu': 'إغلاق القائمة',
  'nav.about': 'من نحن',
  'nav.services': 'الخدمات',
  'nav.packages': 'الباقات',
  'nav.blog': 'المدونة',
  'nav.contact': 'اتصل بنا',
  // يسمّي مبدّل اللغة اللغةَ الأخرى بلغتها (رابطه يحمل lang="en").
  'nav.languageSwitch': 'English',
  'nav.languageSwitchLabel': 'English: read this page in English',
  // يُعرض على من اختار الإنجليزية آخر مرة: الرابط بالإنجليزية، والإطار بالعربية.
  'nav.languageSuggestion': 'Read this page in English',
  'nav.languageSuggestionRegion': 'اللغة',
  'nav.languageSuggestionDismiss': 'إغلاق',
  'footer.tagline': 'نبسّط الشؤون المالية. نمكّن النمو',
  'footer.company': 'الشركة',
  'footer.clientAccess': 'دخول العملاء',
  'footer.clientPortal': 'بوابة العملاء',
  'footer.followUs': 'تابعنا',
  'footer.copyright': '© {year} جميع الحقوق محفوظة.',
  'footer.privacy': 'إشعار الخصوصية',
  'dialog.close': 'إغلاق',
  'dialog.previous': 'السابق',
  'dialog.next': 'التالي',
  'dialog.show': 'عرض {title}',

  // رأس الصفحة: اسم الموقع وعنوان كل صفحة والأسماء في البيانات المنظَّمة.
  'site.name': 'خدمات الإدارة المالية الخارجية',
  'seo.title': '{title} | {siteName}',
  'seo.offerCatalog': 'الخدمات والباقات',

  // الصفحة الرئيسية.
  'home.description':
    'خدمات المدير المالي بدوام جزئي والمحاسبة ومسك الدفاتر وإدارة الرواتب والامتثال ودعم جمع التمويل للشركات الناشئة والشركات النامية في الإمارات العربية المتحدة والمملكة العربية السعودية.',
  'hero.cta': 'تواصل معنا',
  'howWeWork.title': 'كيف نعمل',
  'howWeWork.subtitle': 'من المكالمة الأولى إلى إدارة مالية تسير بانتظام',
  'howWeWork.discovery.title': 'مكالمة تعارف',
  'howWeWork.discovery.text':
    'نتعرّف على طريقة عمل شركتك اليوم، وأين توجد بياناتها المالية، وما تتطلبه مرحلة التمويل أو الامتثال القادمة.',
  'howWeWork.onboarding.title': 'بدء العمل خلال أيام',
  'howWeWork.onboarding.text':
    'نربط حساباتك المصرفية وأدوات الرواتب والمحاسبة، وننظّم الدفاتر، ونتفق مع فريقك على الجدول الزمني الشهري.',
  'howWeWork.close.title': 'إقفال شهري يمكنك الاعتماد عليه',
  'howWeWork.close.text':
    'دفاتر مطابَقة وقوائم مالية وإقرارات ضريبة القيمة المضافة ورواتب في موعدها كل شهر، مع مسؤول مالي يعرف شركتك جيدًا.',

  // الخدمات.
  'services.title': 'خدماتنا',
  'services.subtitle': 'حلول مالية متكاملة مصممة لمساعدة شركتك على النمو',
  'services.page.intro': 'حلول مالية متكاملة مصممة لتواكب نمو شركتك.',
  'services.page.description':
    'المحاسبة، وإدارة الحسابات الدائنة والمدينة، وإدارة الرواتب، وإعداد الموازنات والتوقعات المالية، ولوحات مؤشرات الأداء الرئيسية، وخطط أسهم الموظفين، ودعم جمع التمويل للشركات الناشئة والشركات النامية في الإمارات العربية المتحدة والمملكة العربية السعودية.',
  'services.learnMore': 'اعرف المزيد<about> عن {service}</about>',
  'services.dialog.choose': 'اختر خدمة',
  'services.dialog.software': 'البرامج المستخدمة',
  'services.dialog.deliverables': 'المخرجات',

  // الباقات.
  'packages.title': 'اختر باقتك',
  'packages.subtitle': 'حلول مرنة للشركات في كل مراحلها',
  'packages.cta': 'تواصل معنا',
  'packages.page.title': 'باقاتنا',
  'packages.page.intro': 'حلول مالية مرنة مصممة وفق مرحلة شركتك واحتياجات نموها.',
  'packages.page.description':
    '{prices} شهريًا: باقات مالية خارجية للشركات الناشئة والنامية والراسخة في الإمارات العربية المتحدة والمملكة العربية السعودية.',
  'packages.page.price': 'باقة {name} ابتداءً من {amount} دولار',
  'packages.page.priceSeparator': '، و',
  'packages.page.priceLastSeparator': '، و',
  'packages.offerName': 'باقة {name}',
  'packages.table.caption': 'الخدمات المشمولة في كل باقة، مع الأسعار الشهرية المبدئية',
  'packages.table.services': 'الخدمات',
  'packages.included': 'مشمولة',
  'packages.notIncluded': 'غير مشمولة',
  'packages.tabs.label': 'الباقات',
  'packages.tabs.included': 'الخدمات المشمولة',
  'packages.vat.excluded': 'الأسعار لا تشمل ضريبة القيمة المضافة',
  'packages.vat.included': 'الأسعار تشمل ضريبة القيمة المضافة',
  'packages.price.from': 'ابتداءً من',
  'packages.price.perMonth': '/شهريًا',

  // من نحن.
  'about.title': 'من نحن',
  'about.description':
    'نساعد الشركات الناشئة والشركات النامية في الإمارات العربية المتحدة والمملكة العربية السعودية على التوسع بثقة من خلال تبسيط شؤونها المالية: من خدمة واحدة إلى فريق مالي مخصص.',
  'about.mission.title': 'رسالتنا',
  'about.approach.title': 'نهجنا',
  'about.cta.title': 'هل أنت مستعد لإسناد شؤونك المالية إلينا؟',
  'about.cta.text': 'أخبرنا بوضع شركتك اليوم، وسنقترح عليك المزيج المناسب من الخدمات.',
  'about.cta.button': 'اتصل بنا',
  'proof.choose': 'اختر مشروعًا',
  'proof.upload': 'انقر لرفع صورة',
  'proof.recommendedSize': 'المقاس الموصى به: 300×280 بكسل',
  'proof.industry': 'القطاع',
  'proof.impact': 'الأثر',

  // المدونة.
  'blog.title': 'أحدث الرؤى',
  'blog.description':
    'رؤى حول المحاسبة وإدارة الرواتب والامتثال والتوقعات المالية وجمع التمويل للشركات الناشئة والشركات النامية في الإمارات العربية المتحدة والمملكة العربية السعودية.',
  'blog.loading': 'جارٍ تحميل أحدث مقالاتنا...',
  'blog.failed': 'تعذّر تحميل المقالات. يُرجى المحاولة مرة أخرى لاحقًا.',
  'blog.empty.title': 'لم يُعثر على مقالات',
  'blog.empty.text': 'جرّب تعديل البحث، أو عُد لاحقًا للاطلاع على محتوى جديد.',
  'blog.viewAll': 'عرض جميع المقالات',
  'blog.search.label': 'البحث في المقالات',
  'blog.search.placeholder': 'ابحث في المقالات حسب العنوان أو الوصف أو الوسوم',
  'blog.search.clear': 'مسح البحث',
  'blog.search.summary': 'عدد المقالات المطابقة لـ «{term}»: {count}',
  'blog.tags': 'الوسوم',

  // المقال.
  'article.loading': 'جارٍ تحميل المقال...',
  'article.breadcrumb': 'مسار التنقل',
  'article.aside': 'عن هذا المقال',
  'article.published': 'تاريخ النشر',
  'article.updated': 'آخر تحديث',
  'article.readingTime': 'مدة القراءة',
  'article.minutesRead':
    '{minutes, plural, one {دقيقة واحدة للقراءة} two {دقيقتان للقراءة} few {{minutes} دقائق للقراءة} other {{minutes} دقيقة للقراءة}}',
  'article.unknownDate': 'تاريخ غير معروف',
  'article.shareArticle': 'مشاركة المقال',
  'article.share': 'مشاركة',
  'article.tags': 'الوسوم',
  'article.related': 'قد يهمك أيضًا',
  'article.backToBlog': 'العودة إلى المدونة',
  'share.menu': 'مشاركة هذا المقال',
  'share.email': 'البريد الإلكتروني',
  'share.copyLink': 'نسخ الرابط',
  'share.moreOptions': 'خيارات أخرى…',
  'share.linkCopied': 'تم نسخ الرابط!',
  'article.notFound.title': 'المقال غير موجود',
  'article.notFound.heading': '404 - المقال غير موجود',
  'article.notFound.text': 'المقال الذي تبحث عنه غير موجود أو تمت إزالته.',
  'article.notFound.tipsTitle': 'إليك بعض ما يمكنك تجربته:',
  'article.notFound.tipAddress': 'تحقّق من كتابة العنوان بشكل صحيح.',
  'article.notFound.tipBrowse': 'تصفّح جميع مقالاتنا في صفحة المدونة.',
  'article.notFound.tipSearch': 'ابحث في المدونة حسب العنوان أو الوصف أو الوسوم.',
  'article.notFound.returnToBlog': 'العودة إلى المدونة',
  'common.goHome': 'الانتقال إلى الصفحة الرئيسية',

  // التواصل وحجز الاجتماعات.
  'contact.title': 'تواصل معنا',
  'contact.description':
    'تواصل معنا لمعرفة المزيد عن خدماتنا: أرسل إلينا رسالة أو احجز اجتماعًا مع فريقنا المالي.',
  'contact.subtitle': 'تواصل معنا لمعرفة المزيد عن خدماتنا',
  'contact.sectionTitle': 'اتصل بنا',
  'contact.name': 'الاسم',
  'contact.name.placeholder': 'اسمك',
  'contact.details.whatsapp': 'تواصل عبر واتساب',
  'contact.email': 'البريد الإلكتروني',
  'contact.email.placeholder': 'you@company.com',
  'contact.services': 'الخدمات',
  'contact.services.none': 'اختر الخدمات',
  'contact.services.count': 'الخدمات المختارة: {count}',
  'contact.message': 'الرسالة',
  'contact.message.placeholder': 'أخبرنا عن شركتك وكيف يمكننا مساعدتك',
  'contact.honeypot': 'اترك هذا الحقل فارغًا',
  'contact.bookMeeting': 'أرغب في حجز اجتماع',
  'contact.submit': 'إرسال الرسالة',
  'contact.submit.noSlot': 'إرسال الرسالة فقط (لم يُحدَّد موعد للاجتماع)',
  'contact.submit.withMeeting': 'إرسال الرسالة وحجز الاجتماع',
  'contact.privacy': 'نستخدم بياناتك للرد عليك فقط: اطّلع على <notice>إشعار الخصوصية</notice>.',
  'privacy.description':
    'ما نحتفظ به عندما تراسلنا أو تحجز اجتماعًا، ولماذا، وإلى متى، وكيف تطّلع عليه أو تطلب محوه.',
  'contact.toast.success': 'تم بنجاح',
  'contact.toast.error': 'خطأ',
  'contact.toast.sentWithMeeting':
    'تم إرسال رسالتك وحجز الاجتماع! ستصلك دعوة التقويم عبر البريد الإلكتروني قريبًا.',
  'contact.toast.sentWithoutMeeting': 'تم إرسال رسالتك! سنتواصل معك قريبًا.',
  'contact.toast.sentBookingFailed':
    'تم إرسال رسالتك! يُرجى اختيار موعد إذا كنت لا تزال ترغب في حجز اجتماع.',
  'contact.toast.notSent': 'تعذّر إرسال الرسالة',
  'contact.toast.fallbackError': 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  'contact.toast.slotTakenTitle': 'الموعد لم يعد متاحًا',
  'contact.toast.slotTaken': 'عذرًا، حجز شخص آخر هذا الموعد للتو. يُرجى اختيار موعد آخر.',
  'contact.toast.bookingRefusedTitle': 'أُرسلت الرسالة، ولم يُحجز الاجتماع',
  // رفض الخادم ورسائل الحقول، بلغة الصفحة (i18n/refusalText.ts).
  'api.nameRequired': 'يُرجى إدخال اسمك',
  'api.nameTooLong': 'يُرجى ألا يتجاوز اسمك 100 حرف',
  'api.nameWithLink': 'يُرجى إدخال اسمك فقط، دون أي عنوان موقع إلكتروني',
  'api.emailInvalid': 'يُرجى إدخال عنوان بريد إلكتروني صحيح',
  'api.emailTooLong': 'يُرجى ألا يتجاوز عنوان بريدك الإلكتروني 254 حرفًا',
  'api.servicesTooLong': 'تم اختيار عدد كبير جدًا من الخدمات',
  'api.messageTooLong': 'يُرجى ألا تتجاوز رسالتك 5000 حرف',
  'api.descriptionTooLong': 'يُرجى ألا يتجاوز النص 5000 حرف',
  'api.disallowedCharacter': 'يحتوي النص على حرف غير مسموح به',
  'api.isoInstant': 'يلزم تاريخ ووقت بصيغة ISO-8601',
  'api.ianaZone': 'يلزم اسم منطقة زمنية بصيغة IANA مثل Asia/Dubai',
  'api.language': 'يلزم اختيار إحدى لغات الموقع: en أو ar',
  'api.slotTaken': 'عذرًا، حجز شخص آخر هذا الموعد للتو. يُرجى اختيار موعد آخر.',
  'api.scheduleRateLimit': 'وصلتنا محاولات حجز كثيرة من شبكتك. يُرجى المحاولة مجددًا بعد بضع دقائق.',
  'api.contactRateLimit': 'وصلتنا رسائل كثيرة من شبكتك. يُرجى المحاولة مجددًا بعد بضع دقائق.',
  'api.capPerEmail':
    'لديك بالفعل الحد الأقصى من الاجتماعات القادمة التي يمكن حجزها لعنوان بريد إلكتروني واحد. يُرجى استخدام الرابط الوارد في دعوتك لإلغاء أحدها أو نقله، أو مراسلتنا على {staffEmail}.',
  'api.capPerAddress':
    'حُجز عدد كبير من الاجتماعات من شبكتك اليوم. يُرجى المحاولة مجددًا غدًا، وستصلنا رسالتك على أي حال.',
  'api.capPerDay':
    'لا يمكننا قبول المزيد من حجوزات الاجتماعات اليوم. يُرجى المحاولة مجددًا غدًا، وستصلنا رسالتك وسنتواصل معك.',
  'api.inviteRefused': 'تعذّر علينا إرسال دعوة التقويم إلى عنوان البريد الإلكتروني هذا',
  'api.slotNotOnGrid':
    'تبدأ الاجتماعات كل {slotMinutes} دقيقة بدءًا من {dayStart}. يُرجى اختيار أحد المواعيد المعروضة.',
  'api.slotWrongLength': 'مدة الاجتماع {slotMinutes} دقيقة. يُرجى اختيار أحد المواعيد المعروضة.',
  'api.slotOutsideHours':
    'تُعقد الاجتماعات بين {dayStart} و{dayEnd} (بتوقيت {timeZone}). يُرجى اختيار أحد المواعيد المعروضة.',
  // The BFF names the day in English: the day is said in Arabic, any other value in general words.
  'api.slotDayOff':
    '{day, select, Sunday {الأحد يوم عطلتنا.} Monday {الاثنين يوم عطلتنا.} Tuesday {الثلاثاء يوم عطلتنا.} Wednesday {الأربعاء يوم عطلتنا.} Thursday {الخميس يوم عطلتنا.} Friday {الجمعة يوم عطلتنا.} Saturday {السبت يوم عطلتنا.} other {لا نعقد اجتماعات في هذا اليوم.}} يُرجى اختيار تاريخ آخر.',
  'api.slotDaysOff':
    '{days, select, other {لا نعقد اجتماعات في هذا اليوم.}} يُرجى اختيار تاريخ آخر.',
  'api.slotPast': 'لقد مضى هذا الموعد. يُرجى اختيار موعد آخر.',
  // The notice comes in English words ("2 hours' notice"): the Arabic says it in general words.
  'api.slotTooSoon':
    '{notice, select, other {هذا الموعد قريب جدًا ولا يتيح لنا الاستعداد له.}} يُرجى اختيار موعد لاحق.',
  'api.schemaType': 'هذا الحقل مفقود أو ليس بالصيغة المطلوبة',
  'api.moveLimit':
    'تم نقل هذا الاجتماع {moves} مرات عبر الإنترنت، وهو الحد الأقصى الذي نسمح به. لتغييره مرة أخرى، يُرجى مراسلتنا على {staffEmail}.',
  'api.slotTooFar': 'يمكن حجز الاجتماعات قبل {maxDaysAhead} يومًا كحد أقصى. يُرجى اختيار تاريخ أقرب.',
  'api.slotClosed': 'نحن مغلقون في ذلك اليوم. يُرجى اختيار تاريخ آخر.',
  'api.slotBuffer': 'هذا الموعد قريب جدًا من اجتماع آخر. يُرجى اختيار أحد المواعيد المعروضة.',
  'api.meetingNotFound': 'لم نعثر على هذا الاجتماع',
  'api.meetingRateLimit': 'وصلتنا تغييرات كثيرة من شبكتك. يُرجى المحاولة مجددًا بعد بضع دقائق.',
  'api.meetingCancelled':
    'أُلغي هذا الاجتماع. لحجز موعد آخر، يُرجى زيارة موقعنا أو مراسلتنا على {staffEmail}.',
  'api.meetingClosed':
    'يبدأ هذا الاجتماع خلال أقل من {hours} ساعات، ولم يعد تغييره ممكنًا عبر الإنترنت. يُرجى مراسلتنا على {staffEmail}.',
  'api.meetingClosedOneHour':
    'يبدأ هذا الاجتماع خلال أقل من ساعة، ولم يعد تغييره ممكنًا عبر الإنترنت. يُرجى مراسلتنا على {staffEmail}.',
  'api.meetingEnded': 'لقد عُقد هذا الاجتماع بالفعل.',
  'api.meetingSameTime': 'اجتماعك في هذا الموعد بالفعل. يُرجى اختيار موعد آخر.',
  'booking.chooseDate': 'اختر التاريخ',
  'booking.previousMonth': 'الشهر السابق',
  'booking.nextMonth': 'الشهر التالي',
  'booking.weekday.mo': 'ن',
  'booking.weekday.tu': 'ث',
  'booking.weekday.we': 'ر',
  'booking.weekday.th': 'خ',
  'booking.weekday.fr': 'ج',
  'booking.weekday.sa': 'س',
  'booking.weekday.su': 'ح',
  'booking.dayOff': 'يوم الأحد عطلتنا الأسبوعية',
  'booking.dayOffOne': 'يوم {day} عطلتنا الأسبوعية',
  'booking.closedDay': '{date}، {reason}',
  'booking.daysOff': 'أيام {days} عطلتنا الأسبوعية',
  'booking.chooseTime': 'اختر الوقت',
  'booking.refresh': 'تحديث',
  'booking.loading': 'جارٍ تحميل المواعيد المتاحة...',
  'booking.zone': 'الأوقات معروضة بحسب منطقتك الزمنية: {zone}',
  'booking.noSlots': 'لا توجد مواعيد متاحة في هذا التاريخ',
  'booking.tryAnotherDate': 'جرّب اختيار تاريخ آخر.',
  'booking.closedDates': '{dates}: {reason}',
  'booking.reason.closed': 'مغلق: {label}',
  'booking.reason.closedEstimated': 'مغلق: {label} (موعد تقديري)',
  'booking.reason.fullyBooked': 'جميع المواعيد في هذا التاريخ محجوزة',
  'booking.reason.withinNotice': 'هذا التاريخ قريب جدًا: نحتاج إلى مهلة أطول قليلًا',
  'booking.reason.beyondWindow': 'هذا التاريخ بعيد جدًا، ولا يمكن الحجز فيه بعد',
  'booking.times': 'الأوقات المتاحة',

  // صفحة إدارة الاجتماع.
  'meeting.title': 'اجتماعك',
  'meeting.description': 'اجتماعك مع فريقنا المالي: موعده، وكيفية تغييره أو إلغائه.',
  'meeting.unavailable.description': 'اجتماعك معنا.',
  'meeting.unavailable.text': 'تعذّر تحميل اجتماعك الآن. يُرجى إعادة تحميل الصفحة بعد بضع ثوانٍ.',
  'meeting.notFound.title': 'الاجتماع غير موجود',
  'meeting.notFound.description': 'رابط الاجتماع هذا لا يعمل.',
  'meeting.notFound.text':
    'لم نعثر على اجتماع مرتبط بهذا الرابط. يُرجى التحقق من الرابط في أحدث رسالة بريد إلكتروني أرسلناها إليك، أو تواصل معنا وسنساعدك.',
  'meeting.notFound.contact': 'اتصل بنا',
  'meeting.loading': 'جارٍ تحميل اجتماعك...',
  'meeting.greeting': 'مرحبًا {name}، إليك تفاصيل اجتماعك مع فريقنا.',
  'meeting.status': 'الحالة',
  'meeting.booked': 'محجوز',
  'meeting.cancelled': 'ملغى',
  'meeting.yourTime': 'بتوقيتك',
  'meeting.when': 'الموعد',
  'meeting.ourTime': 'بتوقيتنا في {city}',
  'meeting.cancelledText':
    'تم إلغاء هذا الاجتماع. لحجز موعد آخر، استخدم <form>نموذج التواصل</form>.',
  'meeting.cancelledText.withContact':
    'تم إلغاء هذا الاجتماع. لحجز موعد آخر، استخدم <form>نموذج التواصل</form> أو راسلنا على {address}.',
  'meeting.changeableUntil': 'يمكنك تغيير موعد هذا الاجتماع أو إلغاؤه من هنا حتى {time}.',
  'meeting.closed':
    'لم يعد بالإمكان تغيير هذا الاجتماع عبر الإنترنت. لتغييره أو إلغائه الآن، يُرجى <contact>التواصل معنا</contact>.',
  'meeting.closed.withContact':
    'لم يعد بالإمكان تغيير هذا الاجتماع عبر الإنترنت. لتغييره أو إلغائه الآن، يُرجى مراسلتنا على {address}.',
  'meeting.reschedule': 'تغيير الموعد',
  'meeting.cancel': 'إلغاء الاجتماع',
  'meeting.cancel.question': 'هل تريد إلغاء هذا الاجتماع؟',
  'meeting.cancel.text':
    'سيُلغى اجتماعك المحدد في {time} وسنُعلمك بذلك عبر البريد الإلكتروني. يمكنك حجز اجتماع جديد في أي وقت.',
  'meeting.cancel.keep': 'الإبقاء على الاجتماع',
  'meeting.cancel.confirm': 'نعم، ألغِ الاجتماع',
  'meeting.cancel.done': 'تم إلغاء اجتماعك. أرسلنا إليك رسالة بريد إلكتروني للتأكيد.',
  'meeting.failed': 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  'meeting.move.title': 'اختر موعدًا جديدًا',
  'meeting.move.slotTaken': 'عذرًا، حجز شخص آخر هذا الموعد للتو. يُرجى اختيار موعد آخر.',
  'meeting.move.noSlot': 'يُرجى اختيار موعد جديد أولًا.',
  'meeting.move.done':
    'تم نقل اجتماعك إلى {time}. أرسلنا إليك دعوة محدَّثة عبر البريد الإلكتروني تتضمن رابطًا جديدًا لهذه الصفحة؛ ولم يعد هذا الرابط يعمل.',
  'meeting.move.keepsCurrent': 'يبقى موعدك الحالي محجوزًا إلى أن يتأكد الموعد الجديد.',
  'meeting.move.confirm': 'نقل الاجتماع',
  'meeting.movesUsed.withContact':
    'تم نقل هذا الاجتماع بأقصى عدد مرات نسمح به عبر الإنترنت. لا يزال بإمكانك إلغاؤه من هنا؛ ولتغيير موعده، يُرجى مراسلتنا على {address}.',
  'meeting.confirm': 'تأكيد الاجتماع',
  'meeting.confirm.pending': 'يُرجى تأكيد هذا الاجتماع قبل {time}، وإلا فسنتيح الموعد لزوار آخرين.',
  'meeting.confirm.done': 'شكرًا لك، تم تأكيد اجتماعك.',
  'meeting.move.keep': 'الإبقاء على الموعد الحالي',

  // الروابط المنتهية والصفحات غير الموجودة.
  'preview.loading': 'جارٍ تحميل المعاينة...',
  'preview.site.banner': 'معاينة: تعرض هذه الصفحة محتوى غير منشور. يراه الزوار بعد نشره.',
  'preview.notFound.title': 'المعاينة غير متاحة',
  'preview.notFound.description': 'رابط المعاينة هذا لم يعد يعمل.',
  'preview.notFound.text':
    'انتهت صلاحية رابط المعاينة هذا أو أُلغي أو أنه غير موجود. اطلب رابطًا جديدًا ممن شاركه معك.',
  'notFound.title': 'الصفحة غير موجودة',
  'notFound.heading': '404 - الصفحة غير موجودة',
  'notFound.text': 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
};
