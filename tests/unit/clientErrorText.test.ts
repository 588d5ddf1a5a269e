import path from 'node:path';
import { ERROR_TEMPLATES } from '@app/contract/errorCodes';
import { findEnglishReaders, refusalFragments } from './clientErrorText';

const REPO = path.resolve(__dirname, '../..');

/**
 * The admin's places that still say the API's sentences themselves (its own copies of the login
 * rules and of two field messages) or read its upload refusals' text. Each is to move to the
 * admin's catalogue by code; the list may only shrink.
 */
const NOT_YET_BY_CODE = [
  'admin/src/editor/saveError.ts:54 runs a pattern over an error text',
  'admin/src/editor/saveError.ts:77 says "Each image must be at most"',
  'admin/src/inbox/ActivityTimeline.tsx:61 says "Please write a note"',
  'admin/src/inbox/CancelMeetingDialog.tsx:59 says "Please give the visitor a reason"',
  'admin/src/inbox/EnquiryPage.tsx:174 says "Enquiry not found"',
  'admin/src/login/credentials.ts:20 says "Username is required"',
  'admin/src/login/credentials.ts:21 says "Username must be at least 3 characters"',
  'admin/src/login/credentials.ts:22 says "Username must be less than 50 characters"',
  'admin/src/login/credentials.ts:23 says "Username contains invalid characters"',
  'admin/src/login/credentials.ts:29 says "Password is required"',
  'admin/src/login/credentials.ts:30 says "Password must be at least 8 characters"',
];

describe('client modules', () => {
  it('neither say the API refusals in its words nor read its error texts', () => {
    const found = findEnglishReaders(REPO, ERROR_TEMPLATES).map(
      ({ file, line, why }) => `${file}:${line} ${why}`,
    );
    expect(found).toEqual(NOT_YET_BY_CODE);
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
