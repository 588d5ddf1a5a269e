import { createElement, Fragment, type ReactNode } from 'react';
import { createIntl, createIntlCache } from '@formatjs/intl';
import { DEFAULT_LOCALE, TEXT_DIRECTION, type Locale } from './locales';
import { en, type Catalogue, type MessageKey } from './messages/en';

/**
 * The values a plain message takes. Strings only: a number would go through the locale's number
 * format (`1,000`, or other digits in another language), which the site does itself where it
 * shows numbers, so the text reads exactly as the English site always has.
 */
export type MessageValues = Readonly<Record<string, string>>;

/** A rich message's values: strings, elements, and tags (`<accent>…</accent>`) as functions. */
export type RichValues = Readonly<
  Record<string, string | ReactNode | ((chunks: ReactNode[]) => ReactNode)>
>;

/** A message of the current language by key, as text. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The texts of one language, as the pages read them. */
export interface SiteLanguage {
  locale: Locale;
  messages: Catalogue;
}

export interface SiteIntl extends SiteLanguage {
  dir: 'ltr' | 'rtl';
  t: Translate;
  /** A message with markup: its tags and element values become React nodes. */
  rich(key: MessageKey, values: RichValues): ReactNode;
}

const cache = createIntlCache();

/**
 * The formatter of one language (FormatJS, ICU message syntax). Deterministic: the same catalogue
 * gives the same text on the server and in the browser, so hydration finds the server's markup.
 */
export function createSiteIntl({ locale, messages }: SiteLanguage): SiteIntl {
  const intl = createIntl<ReactNode>({ locale, defaultLocale: DEFAULT_LOCALE, messages }, cache);
  return {
    locale,
    messages,
    dir: TEXT_DIRECTION[locale],
    t: (key, values) => intl.formatMessage({ id: key }, values),
    rich: (key, values) => {
      const text = intl.formatMessage({ id: key }, values);
      // The parts as children of one fragment, not a list: they need no keys.
      return Array.isArray(text) ? createElement(Fragment, null, ...(text as ReactNode[])) : text;
    },
  };
}

export const ENGLISH: SiteLanguage = { locale: 'en', messages: en };

/** The English site's formatter: the default of the provider and of the texts modules export. */
export const ENGLISH_INTL = createSiteIntl(ENGLISH);

/** An English message: what data modules and pure helpers export for English-only callers. */
export const english: Translate = ENGLISH_INTL.t;
