import { formatNumber } from '../i18n/formats';
import type { Locale } from '../i18n/locales';
import { english, type Translate } from '../i18n/siteIntl';
import { LESS_THAN, isSpaceCode } from './textScan';

/** Reading speed behind "{n} min read". */
export const WORDS_PER_MINUTE = 200;

/**
 * Words / 200, rounded up, as "{n} min read". Markup does not count as words: a tag
 * (from a `<` to the next `>`) reads as a space, a `<` with no `>` after it is text, and a word is
 * a run of non-space characters holding a letter or a digit.
 *
 * One pass over the content. The regex this replaces, `/<[^>]*>/g`, read from every `<` to the end
 * of the text when no `>` followed, so a post of 100,000 `<` took seconds, and so did every other
 * request of the process while it ran.
 */
export function readingTime(
  content: string,
  t: Translate = english,
  locale: Locale = 'en',
): string {
  return t('article.minutesRead', { minutes: formatNumber(locale, readingMinutes(content)) });
}

/** The minutes of "{n} min read". */
export function readingMinutes(content: string): number {
  // The article shows it twice (header and side panel) in one render: count once.
  if (content !== lastReadingTime.content) {
    lastReadingTime = { content, minutes: readingMinutesOf(content) };
  }
  return lastReadingTime.minutes;
}

let lastReadingTime = { content: '', minutes: readingMinutesOf('') };

function readingMinutesOf(content: string): number {
  let words = 0;
  let inWord = false;
  let wordCounts = false;
  // Where the next `>` is; -1 once there is none (then no later `<` opens a tag either).
  let tagEnd = content.indexOf('>');
  for (let at = 0; at < content.length; at += 1) {
    const code = content.charCodeAt(at);
    if (code === LESS_THAN && tagEnd !== -1) {
      if (tagEnd < at) tagEnd = content.indexOf('>', at);
      if (tagEnd !== -1) {
        at = tagEnd;
        inWord = false;
        continue;
      }
    }
    if (isSpaceCode(code)) {
      inWord = false;
      continue;
    }
    if (!inWord) {
      inWord = true;
      wordCounts = false;
    }
    if (!wordCounts && isLetterOrDigit(content, at, code)) {
      wordCounts = true;
      words += 1;
    }
  }
  return Math.ceil(words / WORDS_PER_MINUTE);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isLetterOrDigit(content: string, at: number, code: number): boolean {
  if (code < 0x80) {
    return (
      (code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a)
    );
  }
  // A whole code point, so that letters outside the first plane count too.
  const char = String.fromCodePoint(content.codePointAt(at)!);
  return LETTER_OR_DIGIT.test(char);
}
