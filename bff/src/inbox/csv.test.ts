import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { CSV_BOM, csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Layla Nasser')).toBe('Layla Nasser');
    expect(csvCell('ليلى ناصر')).toBe('ليلى ناصر');
    expect(csvCell('')).toBe('');
  });

  it.each([
    ['a comma', 'Payroll, Budgeting', '"Payroll, Budgeting"'],
    ['a quote', 'the "big" one', '"the ""big"" one"'],
    ['a line feed', 'one\ntwo', '"one\ntwo"'],
    ['a carriage return', 'one\rtwo', '"one\rtwo"'],
    ['CRLF', 'one\r\ntwo', '"one\r\ntwo"'],
    ['only a quote', '"', '""""'],
  ])('quotes a field with %s and doubles its quotes', (_what, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    [
      '=',
      '=HYPERLINK("http://evil.example","click")',
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    ],
    ['+', '+1 555 0100', "'+1 555 0100"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['a tab', '\t=1+1', "'\t=1+1"],
    ['a carriage return', '\r=1+1', `"'\r=1+1"`],
  ])('neutralises a cell starting with %s', (_what, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves those characters alone further in', () => {
    expect(csvCell('a=b, c+d')).toBe('"a=b, c+d"');
    expect(csvCell('jane@client.example')).toBe('jane@client.example');
  });
});

describe('csvLine', () => {
  it('ends every record with CRLF', () => {
    expect(csvLine(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });

  it('reads back field for field with a real CSV parser, formulas neutralised', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (records) => {
          // Behind a fixed header, as in the export: the BOM is read once, before it.
          const text = CSV_BOM + csvLine(['Header']) + records.map((r) => csvLine(r)).join('');
          const [header, ...parsed] = parse(text, {
            bom: true,
            relax_column_count: true,
          }) as string[][];
          expect(header).toEqual(['Header']);
          const expected = records.map((record) =>
            record.map((value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)),
          );
          expect(parsed).toEqual(expected);
        },
      ),
    );
  });
});
