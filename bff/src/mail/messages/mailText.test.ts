import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueDifferences, placeholdersOf } from '@app/contract/catalogueShape';
import { SITE_LANGUAGES } from '@app/contract/languages';
import { ar } from './ar';
import { en, type MailCatalogue, type MailKey } from './en';
import { staffText, visitorText } from './mailText';
import { staff, type StaffKey } from './staff';

const CATALOGUES: Record<(typeof SITE_LANGUAGES)[number], MailCatalogue> = { en, ar };

/** The BFF's source that may read a mail's words: every module but the tests and the catalogues. */
function bffSources(): string {
  const root = path.resolve(__dirname, '../..');
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== __dirname) walk(file);
      } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        texts.push(readFileSync(file, 'utf8'));
      }
    }
  };
  walk(root);
  return texts.join('\n');
}

/** Read as `'key'`, or through a typed template of its group (`` `by.${actor.kind}` ``). */
const isRead = (key: string, sources: string) =>
  sources.includes(`'${key}'`) || sources.includes(`\`${key.replace(/[^.]*$/, '')}\${`);

/** A value for every placeholder of a message. */
const valuesFor = (message: string) =>
  Object.fromEntries(placeholdersOf(message).map((name) => [name.slice(1, -1), '3']));

describe("the mails' catalogues", () => {
  it('have exactly the keys of the English one in every language, with the same values', () => {
    for (const language of SITE_LANGUAGES) {
      expect([language, catalogueDifferences(en, CATALOGUES[language])]).toEqual([language, []]);
    }
  });

  it('have no empty text and no markup', () => {
    for (const catalogue of [...Object.values(CATALOGUES), staff]) {
      const empty = Object.entries(catalogue).filter(([, text]) => text.trim() === '');
      expect(empty).toEqual([]);
      const tags = Object.entries(catalogue).filter(([, text]) => /<\w+>/.test(text));
      expect(tags).toEqual([]);
    }
  });

  it('have every key read somewhere in the BFF', () => {
    const sources = bffSources();
    const unused = [...Object.keys(en), ...Object.keys(staff)].filter(
      (key) => !isRead(key, sources),
    );
    expect(unused).toEqual([]);
  });

  it('format every message in every language to plain text', () => {
    for (const language of SITE_LANGUAGES) {
      const t = visitorText(language);
      for (const [key, text] of Object.entries(CATALOGUES[language])) {
        expect([key, typeof t(key as MailKey, valuesFor(text))]).toEqual([key, 'string']);
      }
    }
    for (const [key, text] of Object.entries(staff)) {
      expect([key, typeof staffText(key as StaffKey, valuesFor(text))]).toEqual([key, 'string']);
    }
  });

  it('refuse a message whose value is missing', () => {
    expect(() => visitorText('en')('greeting')).toThrow();
    expect(() => staffText('booked.preview', { clientName: 'Layla' })).toThrow();
  });

  it('pass values as they are, numbers as their plain digits', () => {
    const values = { name: "O'Neil {name} <b> & #1", url: 'https://x.example/?a=1&b={2}' };
    expect(visitorText('en')('greeting', values)).toBe("Dear O'Neil {name} <b> & #1,");
    expect(visitorText('ar')('advisor.roomLink', values)).toBe(
      'انضم إلى الاجتماع من هنا: https://x.example/?a=1&b={2}',
    );
    expect(visitorText('en')('time.minutes', { count: 1 })).toBe('1 minutes');
    expect(visitorText('en')('time.minutes', { count: 1000 })).toBe('1000 minutes');
    expect(visitorText('en')('invite.preview', { minutes: 1500 })).toBe(
      'Your 1500-minute meeting with us is confirmed.',
    );
    expect(staffText('contact.preview', { name: 'Layla', email: 'l@x.example' })).toBe(
      'Layla <l@x.example> wrote through the contact form.',
    );
  });
});

describe('Arabic minute counts', () => {
  it.each([
    [0, '0 دقيقة'],
    [1, 'دقيقة واحدة'],
    [2, 'دقيقتان'],
    [3, '3 دقائق'],
    [5, '5 دقائق'],
    [10, '10 دقائق'],
    [11, '11 دقيقة'],
    [30, '30 دقيقة'],
    [45, '45 دقيقة'],
    [100, '100 دقيقة'],
    [101, '101 دقيقة'],
    [102, '102 دقيقة'],
    // Arabic counts 103 to 110 as it counts 3 to 10 (ICU's "few"), as the site's catalogue does.
    [103, '103 دقائق'],
    [111, '111 دقيقة'],
    [1000, '1000 دقيقة'],
  ])('%i minutes read "%s"', (count, text) => {
    const t = visitorText('ar');
    expect(t('time.minutes', { count })).toBe(text);
    expect(t('invite.preview', { minutes: count })).toBe(`تم تأكيد اجتماعك معنا، ومدته ${text}.`);
    expect(t('invite.expect.1', { minutes: count })).toMatch(
      new RegExp(`^محادثة مدتها ${text} مع`),
    );
  });
});
