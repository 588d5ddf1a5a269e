import { countsInWords, statusBadgeText } from './statusWords';

describe('the library in words', () => {
  it.each([
    [{ published: 12, draft: 2, scheduled: 1 }, '12 published, 2 drafts, 1 scheduled'],
    [{ published: 1, draft: 1, scheduled: 3 }, '1 published, 1 draft, 3 scheduled'],
    [{ published: 0, draft: 5, scheduled: 0 }, '5 drafts'],
    [{ published: 3, draft: 0, scheduled: 2 }, '3 published, 2 scheduled'],
    [{ published: 0, draft: 0, scheduled: 0 }, 'No posts'],
    [{ published: 12, draft: 0, scheduled: 0 }, '12 posts · All published'],
    [{ published: 1, draft: 0, scheduled: 0 }, '1 post · All published'],
  ])('counts %j as "%s"', (counts, words) => {
    expect(countsInWords(counts)).toBe(words);
  });

  it('names each status on its badge, a schedule with its time', () => {
    expect(statusBadgeText({ status: 'draft', publishAt: null }, 'Asia/Dubai')).toBe('Draft');
    expect(statusBadgeText({ status: 'published', publishAt: null }, 'Asia/Dubai')).toBe(
      'Published',
    );
    const scheduled = { status: 'scheduled', publishAt: '2026-03-01T05:00:00.000Z' } as const;
    expect(statusBadgeText(scheduled, 'Asia/Dubai')).toBe(
      'Scheduled · Sunday 1 March 2026 at 09:00 Gulf Standard Time',
    );
    expect(statusBadgeText(scheduled, 'America/New_York')).toBe(
      'Scheduled · Sunday 1 March 2026 at 00:00 Eastern Standard Time',
    );
  });
});
