import { postForm } from '@app/contract';
import { matchesSearch, searchTextOf } from './searchText';

const post = {
  title: 'Payroll basics',
  description: 'Paying your\nfirst employees',
  tags: 'KSA, Tax',
};

describe("matchesSearch on a post's search text", () => {
  it.each([
    ['payroll', true],
    ['FIRST employees', true],
    ['ksa, t', true],
    ['  tax ', true],
    ['', true],
    ['vat', false],
    // The fields are searched one by one: a term never matches across two of them.
    ['basics paying', false],
    ['basics\fpaying', false],
  ])('%j -> %s', (term, matches) => {
    expect(matchesSearch(searchTextOf(post), term)).toBe(matches);
  });

  it('splits back into the three fields because the contract refuses the separator in each', () => {
    const valid = { title: 'T', slug: 's', description: 'D', content: 'C', tags: 'a' };
    for (const field of ['title', 'description', 'tags'] as const) {
      expect(postForm.safeParse({ ...valid, [field]: 'a\fb' }).success).toBe(false);
    }
  });
});
