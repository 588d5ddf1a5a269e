import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderEveryMail } from '../../tests/helpers/everyMail';

/**
 * Every mail, in every language and variant, reads exactly as the templates wrote it before their
 * words moved into the catalogues (bff/tests/fixtures/every-mail.json, written from them then).
 * A change of wording changes the fixture too, on purpose.
 */
describe('every mail', () => {
  const expected = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../tests/fixtures/every-mail.json'), 'utf8'),
  ) as Record<string, unknown>;
  const rendered = renderEveryMail();

  it('has the variants the fixture has', () => {
    expect(Object.keys(rendered)).toEqual(Object.keys(expected));
  });

  it.each(Object.keys(expected))('%s reads as before', (name) => {
    expect(rendered[name]).toEqual(expected[name]);
  });
});
