/**
 * @jest-environment jsdom
 */
import { FORMAT_CASES } from '../test/formatCases';

describe('dates, times and numbers as the browser side (jsdom) prints them', () => {
  it.each(FORMAT_CASES)('$name', ({ format, en, ar }) => {
    expect(format('en')).toEqual(en);
    expect(format('ar')).toEqual(ar);
  });
});
