/**
 * The mails' words by key, formatted from the catalogues (ICU message syntax, FormatJS: the
 * format and formatter the site's catalogues use). The templates read every word through here.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALE, type SiteLanguage } from '@app/contract/languages';
import { ar } from './ar';
import { en, type MailCatalogue, type MailKey } from './en';
import { staff, type StaffKey } from './staff';

/**
 * A message's values. Numbers go in as their plain digits, never through the locale's number
 * format (`1,000`), so a count reads as the e-mails have always written it; `plural` still picks
 * its form from them.
 */
export type MailValues = Readonly<Record<string, string | number>>;

/** The text of a key, its values filled in; throws on a value the message needs but lacks. */
export type MailText<Key extends string> = (key: Key, values?: MailValues) => string;

function formatterOf<Key extends string>(
  locale: string,
  messages: Readonly<Record<Key, string>>,
): MailText<Key> {
  const compiled = new Map<Key, IntlMessageFormat>();
  return (key, values = {}) => {
    let message = compiled.get(key);
    if (message === undefined) {
      message = new IntlMessageFormat(messages[key], locale);
      compiled.set(key, message);
    }
    const text = message.format(
      Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])),
    );
    if (typeof text !== 'string') throw new Error(`The mail text ${key} is not plain text`);
    return text;
  };
}

const CATALOGUES: Readonly<Record<SiteLanguage, MailCatalogue>> = { en, ar };

const VISITOR: Readonly<Record<SiteLanguage, MailText<MailKey>>> = {
  en: formatterOf(INTL_LOCALE.en, CATALOGUES.en),
  ar: formatterOf(INTL_LOCALE.ar, CATALOGUES.ar),
};

/** The words of the visitor's e-mails in their language. */
export const visitorText = (language: SiteLanguage): MailText<MailKey> => VISITOR[language];

/** The words of staff's and advisors' e-mails (English). */
export const staffText: MailText<StaffKey> = formatterOf(INTL_LOCALE.en, staff);
