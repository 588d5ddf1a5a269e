import path from 'node:path';
import { ERROR_TEMPLATES } from '@app/contract/errorCodes';
import { findEnglishReaders, refusalFragments } from './clientErrorText';

const REPO = path.resolve(__dirname, '../..');

describe('client modules', () => {
  it('neither say the API refusals in its words nor show or read its error texts', () => {
    const found = findEnglishReaders(REPO, ERROR_TEMPLATES).map(
      ({ file, line, why }) => `${file}:${line} ${why}`,
    );
    expect(found).toEqual([]);
  });

  it('would notice a sentence of the API and a match against an error text', () => {
    const fragments = refusalFragments(ERROR_TEMPLATES);
    expect(fragments).toContain(
      'Sorry, that time has just been booked by someone else. Please choose another slot.',
    );
    expect(fragments).toContain('is our day off. Please choose another date.');
    expect(fragments).not.toContain('Not Found');
  });
});
