/**
 * Every text of the public site in English, the site's own words (ICU message syntax: `{name}`
 * is a value, `<accent>…</accent>` a piece of markup the page draws). Each one is a product
 * requirement as written: change a text here and nowhere else. Every other language has exactly
 * these keys (messages/ar.ts). The BFF's refusals are said by their codes through the `api.*`
 * keys (i18n/refusalText.ts), in every language; its English sentences are never shown.
 */
export const en = {
  // The frame: navigation bar, drawer, footer, the parts of the kit's dialogs.
  'nav.home': 'Home',
  'nav.main': 'Main',
  'nav.mobile': 'Mobile',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.about': 'About Us',
  'nav.services': 'Services',
  'nav.packages': 'Packages',
  'nav.blog': 'Blog',
  'nav.contact': 'Contact Us',
  // The language switch names the other language in that language (its link has lang="ar").
  'nav.languageSwitch': 'العربية',
  'nav.languageSwitchLabel': 'العربية: اقرأ هذه الصفحة بالعربية',
  // Offered to a visitor whose last choice was Arabic: the link in Arabic, the box in English.
  'nav.languageSuggestion': 'اقرأ هذه الصفحة بالعربية',
  'nav.languageSuggestionRegion': 'Language',
  'nav.languageSuggestionDismiss': 'Dismiss',
  'footer.tagline': 'Simplifying Finance. Empowering Growth',
  'footer.company': 'Company',
  'footer.clientAccess': 'Client Access',
  'footer.clientPortal': 'Client Portal',
  'footer.followUs': 'Follow Us',
  'footer.copyright': '© {year} All rights reserved.',
  'footer.privacy': 'Privacy notice',
  'dialog.close': 'Close',
  'dialog.previous': 'Previous',
  'dialog.next': 'Next',
  'dialog.show': 'Show {title}',

  // The page head: the site's name, each page's title, names in the structured data.
  'site.name': 'Outsourced Finance Services',
  'seo.title': '{title} | {siteName}',
  'seo.offerCatalog': 'Services and packages',

  // Home: hero, how we work, the page's metadata.
  'home.description':
    'Fractional CFO, accounting, bookkeeping, payroll, compliance and fundraising support for startups and growing businesses in the UAE and Saudi Arabia.',
  'hero.cta': 'Get in touch',
  'howWeWork.title': 'How We Work',
  'howWeWork.subtitle': 'From the first call to a finance function that runs itself',
  'howWeWork.discovery.title': 'Discovery call',
  'howWeWork.discovery.text':
    'We learn how your business runs today, where the numbers live and what the next funding or compliance milestone needs.',
  'howWeWork.onboarding.title': 'Onboarding in days',
  'howWeWork.onboarding.text':
    'We connect your bank, payroll and accounting tools, clean up the books and agree the monthly calendar with your team.',
  'howWeWork.close.title': 'A monthly close you can trust',
  'howWeWork.close.text':
    'Reconciled books, financial statements, VAT and payroll on time every month, with a finance lead who knows your business.',

  // Services: the section, the /services page, the cards and the service dialog.
  'services.title': 'Our Services',
  'services.subtitle': 'Comprehensive financial solutions designed to help your business grow',
  'services.page.intro':
    'Comprehensive financial solutions designed to scale with your business growth.',
  'services.page.description':
    'Accounting, payables and receivables, payroll, budgeting and forecasting, KPI dashboards, employee equity and fundraising support for startups and growing businesses in the UAE and Saudi Arabia.',
  'services.learnMore': 'Learn more<about> about {service}</about>',
  'services.dialog.choose': 'Choose a service',
  'services.dialog.software': 'Software Used',
  'services.dialog.deliverables': 'Deliverables',

  // Packages: the section, the /packages page, the table, the tabs and the price.
  'packages.title': 'Choose Your Package',
  'packages.subtitle': 'Flexible solutions for businesses at every stage',
  'packages.cta': 'Get in Touch',
  'packages.page.title': 'Our Packages',
  'packages.page.intro':
    'Flexible financial solutions tailored to your business stage and growth needs.',
  'packages.page.description':
    '{prices} a month: outsourced finance packages for startups, growing and established businesses in the UAE and Saudi Arabia.',
  'packages.page.price': '{name} from ${amount}',
  'packages.page.priceSeparator': ', ',
  'packages.page.priceLastSeparator': ' and ',
  'packages.offerName': '{name} Package',
  'packages.table.caption': 'Services included in each package, with starting monthly prices',
  'packages.table.services': 'Services',
  'packages.included': 'Included',
  'packages.notIncluded': 'Not included',
  'packages.tabs.label': 'Packages',
  'packages.tabs.included': 'Included Services',
  'packages.vat.excluded': 'Prices exclude VAT',
  'packages.vat.included': 'Prices include VAT',
  'packages.price.from': 'From',
  'packages.price.perMonth': '/month',

  // About: the page, its approach and the proof-of-work viewer.
  'about.title': 'About Us',
  'about.description':
    'We help startups and growing businesses in the UAE and Saudi Arabia scale with confidence by making finance effortless: from a single service to a dedicated finance team.',
  'about.mission.title': 'Our Mission',
  'about.approach.title': 'Our Approach',
  'about.cta.title': 'Ready to hand off your finance?',
  'about.cta.text':
    'Tell us where your business is today and we will suggest the right mix of services.',
  'about.cta.button': 'Contact Us',
  'proof.choose': 'Choose a project',
  'proof.upload': 'Click to upload image',
  'proof.recommendedSize': 'Recommended size: 300×280px',
  'proof.industry': 'Industry',
  'proof.impact': 'Impact',

  // Blog: the list, the search, the cards.
  'blog.title': 'Latest Insights',
  'blog.description':
    'Insights on accounting, payroll, compliance, forecasting and fundraising for startups and growing businesses in the UAE and Saudi Arabia.',
  'blog.loading': 'Loading our latest articles...',
  'blog.failed': 'Failed to load blog posts. Please try again later.',
  'blog.empty.title': 'No posts found',
  'blog.empty.text': 'Try adjusting your search or check back later for new content.',
  'blog.viewAll': 'View All Posts',
  'blog.search.label': 'Search posts',
  'blog.search.placeholder': 'Search posts by title, description or tags',
  'blog.search.clear': 'Clear search',
  /** Filled by the boot script too: `{count}` and `{term}` only, no other ICU syntax. */
  'blog.search.summary': 'Found {count} post(s) matching "{term}"',
  'blog.tags': 'Tags',

  // Article: chrome around a post, sharing, the missing post.
  'article.loading': 'Loading article...',
  'article.breadcrumb': 'Breadcrumb',
  'article.aside': 'About this article',
  'article.published': 'Published',
  'article.updated': 'Updated',
  'article.readingTime': 'Reading Time',
  'article.minutesRead': '{minutes} min read',
  'article.unknownDate': 'Unknown date',
  'article.shareArticle': 'Share Article',
  'article.share': 'Share',
  'article.tags': 'Tags',
  'article.related': 'You Might Also Like',
  'article.backToBlog': 'Back to Blog',
  'share.menu': 'Share this article',
  'share.email': 'E-mail',
  'share.copyLink': 'Copy link',
  'share.moreOptions': 'More options…',
  'share.linkCopied': 'Link copied to clipboard!',
  'article.notFound.title': 'Blog Post Not Found',
  'article.notFound.heading': '404 - Blog Post Not Found',
  'article.notFound.text': 'The blog post you are looking for does not exist or has been removed.',
  'article.notFound.tipsTitle': 'Here are a few things you can try:',
  'article.notFound.tipAddress': 'Check the address for typos.',
  'article.notFound.tipBrowse': 'Browse all our articles on the blog page.',
  'article.notFound.tipSearch': 'Search the blog by title, description or tags.',
  'article.notFound.returnToBlog': 'Return to Blog',
  'common.goHome': 'Go to Homepage',

  // Contact: the page, the section, the form, the booking panel and what the visitor is told.
  'contact.title': 'Get in Touch',
  'contact.description':
    'Get in touch to learn more about our services: send us a message or book a meeting with our finance team.',
  'contact.subtitle': 'Get in touch to learn more about our services',
  'contact.sectionTitle': 'Contact Us',
  'contact.name': 'Name',
  'contact.name.placeholder': 'Your name',
  'contact.details.whatsapp': 'Chat on WhatsApp',
  'contact.email': 'Email',
  'contact.email.placeholder': 'you@company.com',
  'contact.services': 'Services',
  'contact.services.none': 'Select services',
  'contact.services.count': '{count} services selected',
  'contact.message': 'Message',
  'contact.message.placeholder': 'Tell us about your business and how we can help',
  'contact.honeypot': 'Leave this field empty',
  'contact.bookMeeting': "I'd like to book a meeting",
  'contact.submit': 'Send Message',
  'contact.submit.noSlot': 'Send Message Only (No Meeting Selected)',
  'contact.submit.withMeeting': 'Send Message & Schedule Meeting',
  'contact.privacy':
    'We use your details only to answer you: read our <notice>privacy notice</notice>.',
  'privacy.description':
    'What we keep when you write to us or book a meeting, why, for how long, and how to see it or have it erased.',
  'contact.toast.success': 'Success',
  'contact.toast.error': 'Error',
  'contact.toast.sentWithMeeting':
    "Message sent and meeting scheduled! You'll receive a calendar invitation by email shortly.",
  'contact.toast.sentWithoutMeeting': "Message sent! We'll get back to you soon.",
  'contact.toast.sentBookingFailed':
    'Message sent! Please select a time slot if you still need to schedule a meeting.',
  'contact.toast.notSent': 'Failed to send message',
  'contact.toast.fallbackError': 'Something went wrong. Please try again.',
  'contact.toast.slotTakenTitle': 'Time slot no longer available',
  'contact.toast.slotTaken':
    'Sorry, that time has just been booked by someone else. Please choose another slot.',
  'contact.toast.bookingRefusedTitle': 'Message sent, meeting not booked',
  // The BFF's refusals and field messages, by the code the API sends (i18n/refusalText.ts maps
  // each code to one of these). The English is the API's own sentence for the code.
  'api.nameRequired': 'Please enter your name',
  'api.nameTooLong': 'Please keep your name under 100 characters',
  'api.nameWithLink': 'Please enter just your name, without a web address',
  'api.emailInvalid': 'Please enter a valid email address',
  'api.emailTooLong': 'Please keep your email address under 255 characters',
  'api.servicesTooLong': 'Too many services selected',
  'api.messageTooLong': 'Please keep your message under 5000 characters',
  'api.descriptionTooLong': 'Please keep it under 5000 characters',
  'api.disallowedCharacter': 'Contains a character that is not allowed',
  'api.isoInstant': 'Expected a date and time in ISO-8601 format',
  'api.ianaZone': 'Expected an IANA time zone such as Asia/Dubai',
  'api.language': "Expected one of the site's languages: en, ar",
  'api.slotTaken':
    'Sorry, that time has just been booked by someone else. Please choose another slot.',
  'api.scheduleRateLimit':
    'Too many booking attempts from your network. Please try again in a few minutes.',
  'api.contactRateLimit': 'Too many messages from your network. Please try again in a few minutes.',
  'api.capPerEmail':
    'You already have the most upcoming meetings we can book for one email address. Please use the link in your invitation to cancel or move one, or write to us at {staffEmail}.',
  'api.capPerAddress':
    'Too many meetings have been booked from your network today. Please try again tomorrow; your message will still reach us.',
  'api.capPerDay':
    'We cannot take any more meeting bookings today. Please try again tomorrow; your message will still reach us and we will get back to you.',
  'api.inviteRefused': 'We could not send a calendar invitation to this email address',
  'api.slotNotOnGrid':
    'Meetings start every {slotMinutes} minutes from {dayStart}. Please choose one of the listed times.',
  'api.slotWrongLength':
    'Meetings are {slotMinutes} minutes long. Please choose one of the listed times.',
  'api.slotOutsideHours':
    'Meetings take place between {dayStart} and {dayEnd} ({timeZone} time). Please choose one of the listed times.',
  'api.slotDayOff': '{day} is our day off. Please choose another date.',
  'api.slotDaysOff': '{days} are our days off. Please choose another date.',
  'api.slotPast': 'That time has already passed. Please choose another slot.',
  'api.slotTooSoon': 'Meetings need at least {notice}. Please choose a later time.',
  'api.schemaType': 'This field is missing or not in the expected form',
  'api.moveLimit':
    'This meeting has already been moved {moves} times online, the most we allow. To change it again, please write to us at {staffEmail}.',
  'api.slotTooFar':
    'Meetings can be booked up to {maxDaysAhead} days ahead. Please choose an earlier date.',
  'api.slotClosed': 'We are closed that day. Please choose another date.',
  'api.slotBuffer':
    'That time is too close to another meeting. Please choose one of the listed times.',
  'api.meetingNotFound': 'Meeting not found',
  'api.meetingRateLimit': 'Too many changes from your network. Please try again in a few minutes.',
  'api.meetingCancelled':
    'This meeting has been cancelled. To book another time, visit our website or write to us at {staffEmail}.',
  'api.meetingClosed':
    'This meeting starts in less than {hours} hours and can no longer be changed online. Please write to us at {staffEmail}.',
  'api.meetingClosedOneHour':
    'This meeting starts in less than 1 hour and can no longer be changed online. Please write to us at {staffEmail}.',
  'api.meetingEnded': 'This meeting has already taken place.',
  'api.meetingSameTime': 'Your meeting is already at that time. Please choose another slot.',
  'booking.chooseDate': 'Choose a date',
  'booking.previousMonth': 'Previous month',
  'booking.nextMonth': 'Next month',
  'booking.weekday.mo': 'Mo',
  'booking.weekday.tu': 'Tu',
  'booking.weekday.we': 'We',
  'booking.weekday.th': 'Th',
  'booking.weekday.fr': 'Fr',
  'booking.weekday.sa': 'Sa',
  'booking.weekday.su': 'Su',
  'booking.dayOff': 'Sunday is our day off',
  'booking.dayOffOne': '{day} is our day off',
  'booking.closedDay': '{date}, {reason}',
  'booking.daysOff': '{days} are our days off',
  'booking.chooseTime': 'Choose a time',
  'booking.refresh': 'Refresh',
  'booking.loading': 'Loading available slots...',
  'booking.zone': 'Times shown in your time zone: {zone}',
  'booking.noSlots': 'No available slots for this date',
  'booking.tryAnotherDate': 'Try selecting another date.',
  'booking.closedDates': '{dates}: {reason}',
  'booking.reason.closed': 'Closed: {label}',
  'booking.reason.closedEstimated': 'Closed: {label} (estimated)',
  'booking.reason.fullyBooked': 'This date is fully booked',
  'booking.reason.withinNotice': 'This date is too soon: we need a little more notice',
  'booking.reason.beyondWindow': 'This date is too far ahead to book yet',
  'booking.times': 'Available times',

  // The meeting a booking's manage link opens.
  'meeting.title': 'Your Meeting',
  'meeting.description':
    'Your meeting with our finance team: when it is, and how to move or cancel it.',
  'meeting.unavailable.description': 'Your meeting with us.',
  'meeting.unavailable.text':
    'We could not load your meeting just now. Please reload the page in a few seconds.',
  'meeting.notFound.title': 'Meeting Not Found',
  'meeting.notFound.description': 'This meeting link does not work.',
  'meeting.notFound.text':
    'We could not find a meeting for this link. Please check the link in your latest e-mail from us, or get in touch and we will help.',
  'meeting.notFound.contact': 'Contact Us',
  'meeting.loading': 'Loading your meeting...',
  'meeting.greeting': 'Hello {name}, here is your meeting with our team.',
  'meeting.status': 'Status',
  'meeting.booked': 'Booked',
  'meeting.cancelled': 'Cancelled',
  'meeting.yourTime': 'Your time',
  'meeting.when': 'When',
  'meeting.ourTime': 'Our time in {city}',
  'meeting.cancelledText':
    'This meeting has been cancelled. To book another time, use our <form>contact form</form>.',
  'meeting.cancelledText.withContact':
    'This meeting has been cancelled. To book another time, use our <form>contact form</form> or write to us at {address}.',
  'meeting.changeableUntil': 'You can move or cancel this meeting here until {time}.',
  'meeting.closed':
    'This meeting can no longer be changed online. To change or cancel it now, please <contact>get in touch</contact>.',
  'meeting.closed.withContact':
    'This meeting can no longer be changed online. To change or cancel this meeting now, please write to {address}.',
  'meeting.reschedule': 'Reschedule',
  'meeting.cancel': 'Cancel meeting',
  'meeting.cancel.question': 'Cancel this meeting?',
  'meeting.cancel.text':
    'Your meeting on {time} will be cancelled and we will let you know by e-mail. You can book a new one at any time.',
  'meeting.cancel.keep': 'Keep meeting',
  'meeting.cancel.confirm': 'Yes, cancel meeting',
  'meeting.cancel.done': 'Your meeting is cancelled. We have sent you an e-mail to confirm it.',
  'meeting.failed': 'Something went wrong. Please try again.',
  'meeting.move.title': 'Choose a new time',
  'meeting.move.slotTaken':
    'Sorry, that time has just been booked by someone else. Please choose another slot.',
  'meeting.move.noSlot': 'Please choose a new time first.',
  'meeting.move.done':
    'Your meeting is moved to {time}. We have sent you an updated invitation by e-mail with a new link to this page; this link no longer works.',
  'meeting.move.keepsCurrent': 'Your current time stays booked until the new one is confirmed.',
  'meeting.move.confirm': 'Move meeting',
  'meeting.move.keep': 'Keep current time',
  'meeting.movesUsed.withContact':
    'This meeting has been moved as often as we allow online. You can still cancel it here; to change its time, please write to us at {address}.',
  'meeting.confirm': 'Confirm meeting',
  'meeting.confirm.pending':
    'Please confirm this meeting by {time}, or we will release the time for other visitors.',
  'meeting.confirm.done': 'Thank you, your meeting is confirmed.',

  // Dead links and unknown pages.
  'preview.loading': 'Loading preview...',
  'preview.site.banner':
    'Preview: this page shows site content that is not published. Visitors see it once it is published.',
  'preview.notFound.title': 'Preview Not Available',
  'preview.notFound.description': 'This preview link does not work (any more).',
  'preview.notFound.text':
    'This preview link has expired, was revoked or does not exist. Ask the person who shared it for a new one.',
  'notFound.title': 'Page Not Found',
  'notFound.heading': '404 - Page Not Found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
} as const;

export type MessageKey = keyof typeof en;

/** A language's catalogue: a text for every key of the English one, and no other key. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
