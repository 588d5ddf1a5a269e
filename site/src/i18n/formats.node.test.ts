/**
 * @jest-environment node
 */
import { FORMAT_CASES } from '../test/formatCases';

describe('dates, times and numbers as the server (Node) prints them', () => {
  it.each(FORMAT_CASES)('$name', ({ format, en, ar }) => {
    expect(format('en')).toEqual(en);
    expect(format('ar')).toEqual(ar);
  });
});
