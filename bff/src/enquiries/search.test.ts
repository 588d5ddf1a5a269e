import { containsPattern, foldForSearch, searchTextOf } from './search';

describe('inbox search', () => {
  it('escapes the wildcards and the escape character, so they match themselves', () => {
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('C:\\Temp')).toBe('%c:\\\\temp%');
    expect(containsPattern('plain')).toBe('%plain%');
  });

  it('folds letter case beyond ASCII and one Unicode form', () => {
    expect(foldForSearch('ZOË')).toBe('zoë');
    expect(foldForSearch('Zoe\u0308')).toBe('zoë');
    expect(foldForSearch('ΣΟΦΊΑ')).toBe('σοφία');
    expect(foldForSearch('ليلى')).toBe('ليلى');
  });

  it('keeps the fields apart by a line break, which no search can hold', () => {
    expect(searchTextOf({ name: 'Jane', email: 'J@X.example', message: 'Hi' })).toBe(
      'jane\nj@x.example\nhi',
    );
  });
});
