/**
 * Every formatter of a date, a time or a number the site prints, with the text it must give in
 * each language. Two test files run them, one in Node (the server renderer) and one in jsdom
 * (the browser's side of the tests): the same text in both is what hydration needs.
 */
import { dateLabel, dayNumber, monthLabel } from '../contact/calendarDates';
import { formatSlotTime } from '../contact/slotTime';
import { formatArticleDate } from '../article/articleRules';
import { readingTime } from '../article/readingTime';
import { formatCardDate } from '../blog/postList';
import { instantLine, meetingTimeLine, meetingTimeText, zoneName } from '../meeting/meetingTime';
import { formatUsd } from '../packages/packages';
import { en } from '../i18n/messages/en';
import { ar } from '../i18n/messages/ar';
import { createSiteIntl } from '../i18n/siteIntl';
import type { Locale } from '../i18n/locales';

const t = {
  en: createSiteIntl({ locale: 'en', messages: en }).t,
  ar: createSiteIntl({ locale: 'ar', messages: ar }).t,
};

/** A post of 1,001 words: six minutes. */
const POST = 'word '.repeat(1001);

export const FORMAT_CASES: readonly {
  name: string;
  format: (locale: Locale) => unknown;
  en: unknown;
  ar: unknown;
}[] = [
  {
    name: 'calendar month',
    format: (locale) => monthLabel('2026-11', locale),
    en: 'November 2026',
    ar: 'نوفمبر 2026',
  },
  {
    name: 'calendar day label',
    format: (locale) => dateLabel('2026-11-25', locale),
    en: 'Wednesday, November 25, 2026',
    ar: 'الأربعاء، 25 نوفمبر 2026',
  },
  {
    name: 'calendar day number',
    format: (locale) => dayNumber('2026-11-05', locale),
    en: '5',
    ar: '5',
  },
  {
    name: 'slot time, afternoon',
    format: (locale) => formatSlotTime('2026-11-24T11:30:00.000Z', 'Asia/Dubai', locale),
    en: '3:30 PM',
    ar: '3:30 م',
  },
  {
    name: 'slot time, midnight',
    format: (locale) => formatSlotTime('2026-11-24T20:00:00.000Z', 'Asia/Dubai', locale),
    en: '12:00 AM',
    ar: '12:00 ص',
  },
  {
    name: 'meeting time',
    format: (locale) =>
      meetingTimeText('2030-01-07T11:30:00.000Z', '2030-01-07T12:00:00.000Z', 'Asia/Dubai', locale),
    en: { date: 'Monday, January 7, 2030', time: '3:30 PM – 4:00 PM', zone: 'Gulf Standard Time' },
    ar: { date: 'الاثنين، 7 يناير 2030', time: '3:30 م – 4:00 م', zone: 'توقيت الخليج' },
  },
  {
    name: 'meeting line',
    format: (locale) =>
      meetingTimeLine(
        meetingTimeText(
          '2030-01-07T11:30:00.000Z',
          '2030-01-07T12:00:00.000Z',
          'Asia/Dubai',
          locale,
        ),
        locale,
      ),
    en: 'Monday, January 7, 2030, 3:30 PM – 4:00 PM (Gulf Standard Time)',
    ar: 'الاثنين، 7 يناير 2030، 3:30 م – 4:00 م (توقيت الخليج)',
  },
  {
    name: 'an instant in another zone',
    format: (locale) => instantLine('2030-01-06T23:30:00.000Z', 'Europe/London', locale),
    en: 'Sunday, January 6, 2030, 11:30 PM (Greenwich Mean Time)',
    ar: 'الأحد، 6 يناير 2030، 11:30 م (توقيت غرينتش)',
  },
  {
    name: 'zone name in summer',
    format: (locale) => zoneName('2030-07-01T12:00:00.000Z', 'Europe/London', locale),
    en: 'British Summer Time',
    ar: 'توقيت بريطانيا الصيفي',
  },
  {
    name: 'blog card date',
    format: (locale) => formatCardDate('2026-03-05T10:00:00.000Z', locale),
    en: '3/5/2026',
    ar: '5\u200f/3\u200f/2026',
  },
  {
    name: 'article date',
    format: (locale) => formatArticleDate('2026-03-05T23:30:00.000Z', t[locale], locale),
    en: 'March 5, 2026',
    ar: '5 مارس 2026',
  },
  {
    name: 'reading time',
    format: (locale) => readingTime(POST, t[locale], locale),
    en: '6 min read',
    ar: '6 دقائق للقراءة',
  },
  {
    name: 'price',
    format: (locale) => formatUsd(12500, locale),
    en: '$12,500',
    ar: '$12,500',
  },
];
