/**
 * Every date, time and number the site prints goes through here: Intl with the locale pinned per
 * language (`INTL_LOCALE`: Gregorian calendar, Latin digits), never the runtime's own, so the
 * server and every browser print the same text and hydration finds the server's markup. Each
 * formatter is built once per locale and options, not per call.
 */
import { INTL_LOCALE } from '@app/contract/languages';
import type { Locale } from './locales';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function memo<F>(formats: Map<string, F>, key: string, create: () => F): F {
  let format = formats.get(key);
  if (format === undefined) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

/** The cached date and time formatter of a language for these options. */
export function dateTimeFormat(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return memo(
    dateTimeFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], options),
  );
}

/** The cached number formatter of a language for these options. */
export function numberFormat(
  locale: Locale,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return memo(
    numberFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(INTL_LOCALE[locale], options),
  );
}

/**
 * ICU versions disagree on the space before "PM" and inside dates (a narrow or a no-break space
 * in some, a plain one in others): the site prints a plain space, whichever engine formats.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** An instant (or a UTC calendar date's midnight) as text in a language. */
export function formatDateTime(
  locale: Locale,
  instant: Date | number,
  options: Intl.DateTimeFormatOptions,
): string {
  return plainSpaces(dateTimeFormat(locale, options).format(instant));
}

/** A number as text in a language: `12,500` in both, with Latin digits. */
export function formatNumber(
  locale: Locale,
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  return plainSpaces(numberFormat(locale, options).format(value));
}

/** The wall-clock time of an instant in a zone: `3:30 PM`, `3:30 م`, `12:00 AM`. */
export function formatClockTime(locale: Locale, instant: Date | number, timeZone: string): string {
  return formatDateTime(locale, instant, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  });
}

/** The zone's long name at an instant: `Gulf Standard Time`, `توقيت الخليج`; undefined if none. */
export function formatZoneName(
  locale: Locale,
  instant: Date | number,
  timeZone: string,
): string | undefined {
  const name = dateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === undefined ? undefined : plainSpaces(name);
}
