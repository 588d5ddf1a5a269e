import { formatCardDate, newestFirst, searchPosts, searchSummary, tagsOf } from './postList';

const post = (title: string, description = '', tags = '', createdAt = '2026-01-01T00:00:00Z') => ({
  title,
  description,
  tags,
  createdAt,
});

describe('tagsOf', () => {
  it('splits the comma-separated string and drops blanks', () => {
    expect(tagsOf(' VAT, UAE ,,Compliance , ')).toEqual(['VAT', 'UAE', 'Compliance']);
    expect(tagsOf('')).toEqual([]);
  });
});

describe('newestFirst', () => {
  it('orders by creation date, newest first, without touching the input', () => {
    const posts = [
      post('old', '', '', '2025-01-01T00:00:00Z'),
      post('new', '', '', '2026-03-05T10:00:00Z'),
      post('mid', '', '', '2025-06-01T00:00:00Z'),
    ];
    expect(newestFirst(posts).map((p) => p.title)).toEqual(['new', 'mid', 'old']);
    expect(posts[0]?.title).toBe('old');
  });

  it('orders by publication date when there is one: a draft published today is the newest', () => {
    const posts = [
      post('published long ago', '', '', '2026-02-01T00:00:00Z'),
      {
        ...post('drafted earlier, published today', '', '', '2026-01-01T00:00:00Z'),
        publishedAt: '2026-03-01T00:00:00Z',
      },
    ];
    expect(newestFirst(posts).map((p) => p.title)).toEqual([
      'drafted earlier, published today',
      'published long ago',
    ]);
  });

  it('puts posts with an unreadable date last', () => {
    const posts = [post('broken', '', '', 'not a date'), post('dated')];
    expect(newestFirst(posts).map((p) => p.title)).toEqual(['dated', 'broken']);
  });
});

describe('searchPosts', () => {
  const posts = [
    post('VAT in the UAE', 'What changes in 2026', 'Tax, UAE'),
    post('Payroll basics', 'Paying your first employees', 'Payroll'),
    post('Fundraising', 'Preparing a data room', 'Equity, Cap table'),
  ];

  it.each([
    ['vat', ['VAT in the UAE']],
    ['FIRST EMPLOYEES', ['Payroll basics']],
    ['cap TABLE', ['Fundraising']],
    ['uae', ['VAT in the UAE']],
    ['  payroll  ', ['Payroll basics']],
    ['a', ['VAT in the UAE', 'Payroll basics', 'Fundraising']],
    ['nothing like it', []],
    ['', ['VAT in the UAE', 'Payroll basics', 'Fundraising']],
  ])('%j finds %j', (term, titles) => {
    expect(searchPosts(posts, term).map((p) => p.title)).toEqual(titles);
  });
});

describe('searchSummary', () => {
  it('says how many posts match the term', () => {
    expect(searchSummary(2, ' vat ')).toBe('Found 2 post(s) matching "vat"');
  });
});

describe('formatCardDate', () => {
  it('prints the UTC day in en-US form whatever the local zone', () => {
    expect(formatCardDate('2026-03-05T23:30:00Z')).toBe('3/5/2026');
    expect(formatCardDate('2026-03-05T00:30:00+02:00')).toBe('3/4/2026');
    expect(formatCardDate('garbage')).toBe('');
  });
});
