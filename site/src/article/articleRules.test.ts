import { formatArticleDate, relatedPosts, wasUpdated } from './articleRules';
import { firstContentImage } from './firstContentImage';
import { readingTime } from './readingTime';

describe('readingTime', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it.each([
    [1, '1 min read'],
    [200, '1 min read'],
    [201, '2 min read'],
    [400, '2 min read'],
    [1001, '6 min read'],
  ])('%i words read in %s', (count, expected) => {
    expect(readingTime(words(count))).toBe(expected);
  });

  it('does not count markup or markdown symbols as words', () => {
    expect(readingTime(`# Title\n\n<img src="/a.png" alt="x" />\n\n- ${words(200)}`)).toBe(
      '2 min read',
    );
    expect(readingTime(`<p>${words(200)}</p> ---`)).toBe('1 min read');
  });

  it('reads a tag as a space, and a `<` with no `>` after it as text', () => {
    expect(readingTime('one<br>two')).toBe('1 min read');
    expect(readingTime(`${words(199)} a<b`)).toBe('1 min read');
    expect(readingTime(`${words(200)}<x ${words(10)}`)).toBe('2 min read');
    expect(readingTime(`${words(200)} <a\nhref="x"\n>${words(1)}`)).toBe('2 min read');
    expect(readingTime(`<<<${words(200)}> ${words(1)}`)).toBe('1 min read');
  });
});

describe('formatArticleDate', () => {
  it("formats as 'MMMM d, yyyy' in UTC", () => {
    expect(formatArticleDate('2026-03-05T12:00:00Z')).toBe('March 5, 2026');
    expect(formatArticleDate('2025-12-31T23:59:59Z')).toBe('December 31, 2025');
    expect(formatArticleDate('2026-01-01T01:00:00+03:00')).toBe('December 31, 2025');
  });

  it('says "Unknown date" when the date does not parse', () => {
    expect(formatArticleDate('yesterday-ish')).toBe('Unknown date');
    expect(formatArticleDate('')).toBe('Unknown date');
    expect(formatArticleDate(null)).toBe('Unknown date');
  });
});

describe('wasUpdated', () => {
  it('is true only when the update time differs from the creation time', () => {
    const createdAt = '2026-03-05T12:00:00.000Z';
    expect(wasUpdated({ createdAt, updatedAt: '2026-03-05T12:00:00Z' })).toBe(false);
    expect(wasUpdated({ createdAt, updatedAt: '2026-03-06T08:00:00Z' })).toBe(true);
    expect(wasUpdated({ createdAt, updatedAt: 'nonsense' })).toBe(false);
  });

  it('counts from the publication: edits of the draft before it was published are no update', () => {
    const draft = { createdAt: '2026-03-01T09:00:00Z', updatedAt: '2026-03-04T09:00:00Z' };
    expect(wasUpdated({ ...draft, publishedAt: '2026-03-05T09:00:00Z' })).toBe(false);
    expect(wasUpdated({ ...draft, publishedAt: '2026-03-03T09:00:00Z' })).toBe(true);
  });
});

describe('relatedPosts', () => {
  const post = (slug: string, tags: string, day: number) => ({
    slug,
    tags,
    createdAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00Z`,
  });
  const current = post('current', 'VAT, uae', 10);

  it('takes posts sharing a tag, case-insensitively, newest first, at most 3', () => {
    const posts = [
      current,
      post('a', 'vat', 1),
      post('b', 'Payroll', 20),
      post('c', ' UAE ', 5),
      post('d', 'Tax, Vat', 9),
      post('e', 'uae,payroll', 7),
    ];
    expect(relatedPosts(current, posts).map((p) => p.slug)).toEqual(['d', 'e', 'c']);
  });

  it('keeps fewer than 3 when fewer share a tag', () => {
    const posts = [current, post('a', 'vat', 1), post('b', 'Payroll', 20)];
    expect(relatedPosts(current, posts).map((p) => p.slug)).toEqual(['a']);
  });

  it('falls back to the 3 newest other posts when none shares a tag', () => {
    const posts = [
      post('old', 'x', 1),
      current,
      post('newest', 'y', 30),
      post('mid', 'z', 15),
      post('newer', 'w', 20),
    ];
    expect(relatedPosts(current, posts).map((p) => p.slug)).toEqual(['newest', 'newer', 'mid']);
  });

  it('matches whole tags, not parts of them', () => {
    const posts = [current, post('a', 'VAT returns', 1), post('b', 'x', 2)];
    expect(relatedPosts(current, posts).map((p) => p.slug)).toEqual(['b', 'a']);
  });

  it('is empty when there is no other post', () => {
    expect(relatedPosts(current, [current])).toEqual([]);
  });
});

describe('firstContentImage', () => {
  it('finds the first markdown or HTML image', () => {
    expect(firstContentImage('Text ![a](/api/media/one.png) <img src="/api/media/two.png">')).toBe(
      '/api/media/one.png',
    );
    expect(
      firstContentImage('Text <img alt="x" src=\'https://cdn.example/two.png\'> ![a](/one.png)'),
    ).toBe('https://cdn.example/two.png');
    expect(firstContentImage('![a](/api/media/t.png "Title")')).toBe('/api/media/t.png');
  });

  it('skips sources the renderer would not show', () => {
    expect(
      firstContentImage(
        '![a](javascript:alert(1)) <img src="data:image/png;base64,AA"> ![b](/ok.png)',
      ),
    ).toBe('/ok.png');
    expect(firstContentImage('<img src="//evil.example/x.png">')).toBeUndefined();
    expect(firstContentImage('no images here')).toBeUndefined();
  });

  it('reads the markdown forms the article renderer shows', () => {
    expect(firstContentImage('![a]( </in/angles.png> )')).toBe('/in/angles.png');
    expect(firstContentImage("![a](/titled.png   'T (x'  )")).toBe('/titled.png');
    expect(firstContentImage('![a](/no-title.png junk) ![b](/second.png)')).toBe('/second.png');
    expect(firstContentImage('![a] (/spaced.png) ![![b](/inner.png)')).toBe('/inner.png');
    expect(firstContentImage('![a](/unclosed.png')).toBeUndefined();
    expect(firstContentImage('![a](/lone-quote.png ")')).toBeUndefined();
  });

  it('reads the src of the tag, in any case and quoting, and not past its end', () => {
    expect(firstContentImage('<IMG data-x=1 SRC = /bare.png>')).toBe('/bare.png');
    expect(firstContentImage('<img srcset="/a.png 1x" src="/b.png">')).toBe('/b.png');
    expect(firstContentImage('<img alt=x> src="/text.png" <img src="/c.png">')).toBe('/c.png');
    expect(firstContentImage('<img src="/never-closed.png')).toBeUndefined();
    expect(firstContentImage('<img src=/cut.png>rest')).toBe('/cut.png');
  });
});

/**
 * Post content is the author's, so each rule must take time in proportion to its size. A megabyte
 * of each shape that made the old regexes backtrack (every start re-read the rest of the text)
 * takes milliseconds; the quadratic versions took minutes. Measured in CPU time of this process,
 * which other work on a busy machine does not inflate the way it does wall-clock time.
 */
describe('the content rules on hostile content', () => {
  const MEGABYTE = 1_000_000;
  const fill = (unit: string) => unit.repeat(Math.ceil(MEGABYTE / unit.length));
  const SHAPES: [string, string][] = [
    ['unclosed tags', fill('<')],
    ['unclosed img tags', fill('<img ')],
    ['img tags with an unclosed src', fill('<img src="x ')],
    ['`![` runs', fill('![')],
    ['nested brackets', `${fill('![')}${fill(']')}`],
    ['alts before an unclosed destination', fill('![a](x ')],
    ['titles that never close', fill('![a](/x.png "')],
    ['one long line', fill('word')],
    [
      'spaces before a closing parenthesis',
      `![a](/x.png "t${fill(' ')}![b](/y.png "u${fill(' ')})`,
    ],
  ];

  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };

  // A linear scan of a megabyte takes tens of ms; the quadratic rules these replaced took seconds
  // on a tenth of it, minutes on the whole. The bound sits between the two, far enough above the
  // linear figure that a busy machine (process CPU time includes the collector's threads) cannot
  // fail it: it guards the shape of the algorithm, not its speed.
  it.each(SHAPES)('%s: a megabyte in under 1 s of CPU', (_shape, content) => {
    const started = cpuMs();
    readingTime(content);
    firstContentImage(content);
    expect(cpuMs() - started).toBeLessThan(1_000);
  });
});
