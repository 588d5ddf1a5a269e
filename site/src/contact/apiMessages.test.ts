import { contactRequest, scheduleRequest } from '@app/contract';
import { rescheduleRequest } from '@app/contract/meetings';
import {
  CAP_MESSAGES,
  CONTACT_RATE_LIMIT_MESSAGE,
  fillMessage,
  INVITE_REFUSED_MESSAGE,
  SCHEDULE_RATE_LIMIT_MESSAGE,
  SLOT_REJECTION_MESSAGES,
  SLOT_TAKEN_MESSAGE,
} from '@app/contract/refusals';
import { createSiteIntl } from '../i18n/siteIntl';
import { ar } from '../i18n/messages/ar';
import { en } from '../i18n/messages/en';
import { API_MESSAGE_KEYS, apiMessageKey, apiMessageText } from './apiMessages';

const arabic = createSiteIntl({ locale: 'ar', messages: ar });
const long = (n: number) => 'x'.repeat(n);
const emailOfLength = (length: number) => {
  const head = `${'a'.repeat(64)}@${`${'b'.repeat(59)}.`.repeat(3)}`;
  return `${head}${'c'.repeat(length - head.length - 4)}.com`;
};

/** Every message the contact and booking schemas give for what a visitor or a client can send. */
function schemaMessages(): string[] {
  const bad = [
    [scheduleRequest, {}],
    [
      scheduleRequest,
      {
        startTime: 'x',
        endTime: 5,
        attendeeEmail: 'jane@',
        clientName: 'https://evil.example',
        description: long(5001),
        timeZone: '+04:00',
        language: 'fr',
      },
    ],
    [scheduleRequest, { attendeeEmail: emailOfLength(255), clientName: long(101) }],
    [scheduleRequest, { clientName: ' ', description: 'a\u0000b' }],
    [contactRequest, {}],
    [
      contactRequest,
      {
        name: 'Jane\nDoe',
        email: emailOfLength(255),
        services: long(501),
        message: long(5001),
        bookMeeting: 'yes',
        selectedSlot: { start: 'x', end: 'y' },
        website: 3,
        language: 5,
      },
    ],
    [contactRequest, { services: 'a\u202Eb', message: 'a\u0000' }],
    [rescheduleRequest, { startTime: 'x', timeZone: 'Mars/Base' }],
  ] as const;
  return bad.flatMap(([schema, body]) =>
    (schema as typeof contactRequest).safeParse(body).error!.issues.map((issue) => issue.message),
  );
}

/** Every refusal of the booking and contact endpoints, filled in as the BFF does. */
const REFUSALS = [
  SLOT_TAKEN_MESSAGE,
  SCHEDULE_RATE_LIMIT_MESSAGE,
  CONTACT_RATE_LIMIT_MESSAGE,
  INVITE_REFUSED_MESSAGE,
  fillMessage(CAP_MESSAGES['per-email'], { staffEmail: 'team@finance.example' }),
  CAP_MESSAGES['per-address'],
  CAP_MESSAGES['per-day'],
  ...Object.values(SLOT_REJECTION_MESSAGES).map((template) =>
    fillMessage(template, {
      slotMinutes: 30,
      dayStart: '9:00 AM',
      dayEnd: '6:00 PM',
      timeZone: 'Asia/Dubai',
      day: 'Sunday',
      days: 'Friday and Saturday',
      notice: "2 hours' notice",
      maxDaysAhead: 60,
    }),
  ),
];

describe('the API messages on the contact page', () => {
  it('has a catalogue key for every message the schemas and refusals can produce', () => {
    const messages = [...new Set([...schemaMessages(), ...REFUSALS])];
    expect(messages.length).toBeGreaterThan(20);
    expect(messages.filter((message) => apiMessageKey(message) === undefined)).toEqual([]);
  });

  it('names only keys of the catalogues', () => {
    for (const [, key] of API_MESSAGE_KEYS) {
      expect(en[key]).toBeDefined();
      expect(ar[key]).toBeDefined();
    }
  });

  it('shows the Arabic text on Arabic pages, with the values the BFF filled in', () => {
    const capped = fillMessage(CAP_MESSAGES['per-email'], { staffEmail: 'team@finance.example' });
    expect(apiMessageText(capped, 'ar', arabic.t)).toBe(
      'لديك بالفعل الحد الأقصى من الاجتماعات القادمة التي يمكن حجزها لعنوان بريد إلكتروني واحد. يُرجى استخدام الرابط الوارد في دعوتك لإلغاء أحدها أو نقله، أو مراسلتنا على team@finance.example.',
    );
    expect(apiMessageText(CAP_MESSAGES['per-day'], 'ar', arabic.t)).toMatch(/^لا يمكننا/);
    expect(
      apiMessageText(
        'Meetings are 45 minutes long. Please choose one of the listed times.',
        'ar',
        arabic.t,
      ),
    ).toBe('مدة الاجتماع 45 دقيقة. يُرجى اختيار أحد المواعيد المعروضة.');
  });

  it('keeps the text as received on English pages, and anything unknown in every language', () => {
    expect(apiMessageText(CAP_MESSAGES['per-day'], 'en', arabic.t)).toBe(CAP_MESSAGES['per-day']);
    expect(apiMessageText('Something new happened', 'ar', arabic.t)).toBe('Something new happened');
  });
});
