import { diffTextLines, diffTextWords, withContext } from './textDiff';

describe('text diffs of a revision', () => {
  it('marks lines only in the first text removed and only in the second added', () => {
    expect(diffTextLines('one\ntwo\nthree', 'one\n2\nthree\nfour\n')).toEqual([
      { kind: 'same', text: 'one' },
      { kind: 'removed', text: 'two' },
      { kind: 'added', text: '2' },
      { kind: 'same', text: 'three' },
      { kind: 'added', text: 'four' },
    ]);
  });

  it('reads Windows line ends as lines', () => {
    expect(diffTextLines('a\r\nb', 'a\nb')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: 'b' },
    ]);
  });

  it('diffs short fields word by word', () => {
    expect(diffTextWords('VAT in the UAE', 'VAT in Saudi Arabia')).toEqual([
      { kind: 'same', text: 'VAT in ' },
      { kind: 'removed', text: 'the' },
      { kind: 'added', text: 'Saudi' },
      { kind: 'same', text: ' ' },
      { kind: 'removed', text: 'UAE' },
      { kind: 'added', text: 'Arabia' },
    ]);
  });

  it('counts long unchanged runs instead of showing them', () => {
    const before = Array.from({ length: 20 }, (_, index) => `line ${index + 1}`);
    const after = before.map((line) => (line === 'line 10' ? 'line ten' : line));
    const rows = withContext(diffTextLines(before.join('\n'), after.join('\n')));
    expect(rows).toEqual([
      { kind: 'skipped', count: 7 },
      { kind: 'same', text: 'line 8' },
      { kind: 'same', text: 'line 9' },
      { kind: 'removed', text: 'line 10' },
      { kind: 'added', text: 'line ten' },
      { kind: 'same', text: 'line 11' },
      { kind: 'same', text: 'line 12' },
      { kind: 'skipped', count: 8 },
    ]);
  });
});
