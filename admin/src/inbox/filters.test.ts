import { backToListOf, cursorsOf, filtersFromParams, filtersSearch } from './filters';

describe('the inbox filters in the address', () => {
  it('reads the known filters and drops the rest', () => {
    const filters = filtersFromParams(
      new URLSearchParams('status=spam&kind=meeting&meetings=past&q=%20vat%20&cursor=x&extra=1'),
    );
    expect(filters).toEqual({ status: 'spam', kind: 'meeting', meetings: 'past', q: 'vat' });
    expect(filtersSearch(filters)).toBe('?status=spam&kind=meeting&meetings=past&q=vat');
    expect(
      filtersFromParams(new URLSearchParams('status=open&kind=all&meetings=soon&q=+')),
    ).toEqual({ status: undefined, kind: undefined, meetings: undefined, q: undefined });
    expect(filtersSearch({})).toBe('');
  });

  it('caps the search at the contract’s length', () => {
    expect(filtersFromParams(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(200);
  });

  it('takes the page and the way back from history state only when well formed', () => {
    expect(cursorsOf({ cursors: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(cursorsOf({ cursors: ['a', 2] })).toEqual([]);
    expect(cursorsOf(null)).toEqual([]);
    expect(backToListOf({ back: { search: '?status=new', cursors: ['a'] } })).toEqual({
      search: '?status=new',
      cursors: ['a'],
    });
    expect(backToListOf({ back: { search: '//evil.example', cursors: [] } })).toEqual({
      search: '',
      cursors: [],
    });
    expect(backToListOf(undefined)).toBeNull();
  });
});
