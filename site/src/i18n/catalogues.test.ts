import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueDifferences, placeholdersOf } from '@app/contract/catalogueShape';
import { fillSearchSummary } from '../blog/searchText';
import { ar } from './messages/ar';
import { en, type Catalogue } from './messages/en';
import { createSiteIntl } from './siteIntl';
import { LOCALES, type Locale } from './locales';

const CATALOGUES: Record<Locale, Catalogue> = { en, ar };

/** The source of the site that may read a text: every module but the tests and the catalogues. */
function siteSources(): string {
  const root = path.resolve(__dirname, '..');
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== path.join(root, 'i18n', 'messages')) walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        texts.push(readFileSync(file, 'utf8'));
      }
    }
  };
  walk(root);
  return texts.join('\n');
}

describe('the language catalogues', () => {
  it('have exactly the same keys, with the same values and tags in every language', () => {
    for (const locale of LOCALES) {
      expect([locale, catalogueDifferences(en, CATALOGUES[locale])]).toEqual([locale, []]);
    }
  });

  it('have no empty text', () => {
    for (const locale of LOCALES) {
      const empty = Object.entries(CATALOGUES[locale]).filter(([, text]) => text.trim() === '');
      expect(empty).toEqual([]);
    }
  });

  it('have every key read somewhere in the site', () => {
    const sources = siteSources();
    const unused = Object.keys(en).filter(
      (key) => !sources.includes(`'${key}'`) && !sources.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });

  it('format every message in every language', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const locale of LOCALES) {
      const intl = createSiteIntl({ locale, messages: CATALOGUES[locale] });
      for (const [key, text] of Object.entries(en)) {
        const values = Object.fromEntries(
          placeholdersOf(text).map((name) =>
            name.startsWith('<')
              ? [name.slice(1, -1), (chunks: unknown[]) => chunks.join('')]
              : [name.slice(1, -1), '3'],
          ),
        );
        const formatted = intl.rich(key as keyof Catalogue, values);
        expect([key, typeof formatted]).toEqual([key, 'string']);
      }
    }
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('keep English as the site has always written it', () => {
    const intl = createSiteIntl({ locale: 'en', messages: en });
    expect(intl.t('contact.bookMeeting')).toBe("I'd like to book a meeting");
    expect(intl.t('footer.copyright', { year: '2030' })).toBe('© 2030 All rights reserved.');
    expect(intl.t('article.minutesRead', { minutes: '1000' })).toBe('1000 min read');
    expect(intl.t('contact.toast.sentWithoutMeeting')).toBe(
      "Message sent! We'll get back to you soon.",
    );
  });

  it('write the search count line so that the boot script fills it as the page does', () => {
    for (const locale of LOCALES) {
      const template = CATALOGUES[locale]['blog.search.summary'];
      // Only the two plain values: the boot script has no message formatter.
      expect(template.match(/[{}]/g)).toHaveLength(4);
      expect(placeholdersOf(template)).toEqual(['{count}', '{term}']);
      const { t } = createSiteIntl({ locale, messages: CATALOGUES[locale] });
      for (const term of ['vat', 'say "hi" \\ }{', '$& $1 {count}']) {
        expect(fillSearchSummary(template, 12, term)).toBe(
          t('blog.search.summary', { count: '12', term }),
        );
      }
    }
  });

  it('pick the Arabic plural form of a count', () => {
    const { t } = createSiteIntl({ locale: 'ar', messages: ar });
    expect(t('article.minutesRead', { minutes: '1' })).toBe('دقيقة واحدة للقراءة');
    expect(t('article.minutesRead', { minutes: '2' })).toBe('دقيقتان للقراءة');
    expect(t('article.minutesRead', { minutes: '5' })).toBe('5 دقائق للقراءة');
    expect(t('article.minutesRead', { minutes: '12' })).toBe('12 دقيقة للقراءة');
  });
});
