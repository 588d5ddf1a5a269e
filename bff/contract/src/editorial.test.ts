import { PUBLISH_AT_INVALID_MESSAGE, statusChange } from './editorial';

describe('statusChange', () => {
  it('reads a publish time with its zone as the instant it names', () => {
    expect(
      statusChange.parse({ status: 'scheduled', publishAt: ' 2026-12-01T09:30+04:00 ' }),
    ).toEqual({ status: 'scheduled', publishAt: new Date('2026-12-01T05:30:00.000Z') });
    expect(statusChange.parse({ status: 'scheduled', publishAt: '2028-02-29T00:00:00Z' })).toEqual({
      status: 'scheduled',
      publishAt: new Date('2028-02-29T00:00:00.000Z'),
    });
  });

  it('refuses a day the calendar does not have, rather than rolling it over', () => {
    for (const publishAt of [
      '2026-02-30T10:00:00Z',
      '2027-02-29T10:00:00Z',
      '2026-04-31T10:00+04:00',
      '2026-13-01T10:00Z',
      '2026-00-10T10:00Z',
      '2026-01-01T24:30Z',
    ]) {
      const result = statusChange.safeParse({ status: 'scheduled', publishAt });
      expect([publishAt, result.error?.issues.map((issue) => issue.message)]).toEqual([
        publishAt,
        [PUBLISH_AT_INVALID_MESSAGE],
      ]);
    }
  });
});
