import { SITE_CONTENT_DEFAULTS } from '@app/contract/siteContentDefaults';
import { revisionDiff } from './revisionDiff';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('revisionDiff', () => {
  it('finds nothing between equal versions', () => {
    expect(revisionDiff(SITE_CONTENT_DEFAULTS, clone(SITE_CONTENT_DEFAULTS))).toEqual([]);
  });

  it('names each changed text with both its languages, and each other value', () => {
    const now = clone(SITE_CONTENT_DEFAULTS.packages);
    now.packages[1]!.name.ar = 'المسرّع';
    now.packages[1]!.monthlyPriceUsd = 1750;
    now.vatIncluded = true;
    const { name } = SITE_CONTENT_DEFAULTS.packages.packages[1]!;
    const id = now.packages[1]!.id;
    expect(revisionDiff(SITE_CONTENT_DEFAULTS.packages, now)).toEqual([
      {
        kind: 'text',
        path: `packages.${id}.name`,
        before: name,
        after: { en: name.en, ar: 'المسرّع' },
      },
      { kind: 'value', path: `packages.${id}.monthlyPriceUsd`, before: '1500', after: '1750' },
      { kind: 'value', path: 'vatIncluded', before: 'false', after: 'true' },
    ]);
  });

  it('pairs items by id: a move is one change of order, an added or removed item its texts', () => {
    const before = SITE_CONTENT_DEFAULTS.services;
    const now = clone(before);
    const [first, second] = now.services;
    now.services[0] = second!;
    now.services[1] = first!;
    const removed = now.services.pop()!;
    now.services.push({
      ...clone(removed),
      id: 'audit',
      title: { en: 'Audit', ar: 'التدقيق' },
      deliverables: [{ en: 'A report', ar: 'تقرير' }],
    });
    const changes = revisionDiff(before, now);
    const paths = changes.map((change) => change.path);
    expect(paths).toContain('services (order)');
    expect(changes.find((change) => change.path === 'services (order)')).toMatchObject({
      before: before.services
        .slice(0, -1)
        .map((service) => service.id)
        .join(', '),
    });
    expect(paths).toContain('services.audit.title');
    expect(changes.find((change) => change.path === 'services.audit.title')).toEqual({
      kind: 'text',
      path: 'services.audit.title',
      before: undefined,
      after: { en: 'Audit', ar: 'التدقيق' },
    });
    expect(paths).toContain(`services.${removed.id}.title`);
    // Nothing of the two services that only moved.
    expect(paths.some((path) => path.startsWith(`services.${first!.id}.`))).toBe(false);
    expect(paths.some((path) => path.startsWith(`services.${second!.id}.`))).toBe(false);
  });

  it('compares lists without ids by position, and lists of ids as one value', () => {
    const now = clone(SITE_CONTENT_DEFAULTS.packages);
    now.packages[0]!.includes = now.packages[0]!.includes.slice(1);
    const home = clone(SITE_CONTENT_DEFAULTS.home);
    home.tiles[5] = { en: 'Tax', ar: 'الضرائب' };
    expect(revisionDiff(SITE_CONTENT_DEFAULTS.home, home).map((change) => change.path)).toEqual([
      'tiles.6',
    ]);
    expect(revisionDiff(SITE_CONTENT_DEFAULTS.packages, now)).toEqual([
      {
        kind: 'value',
        path: `packages.${now.packages[0]!.id}.includes`,
        before: SITE_CONTENT_DEFAULTS.packages.packages[0]!.includes.join(', '),
        after: now.packages[0]!.includes.join(', '),
      },
    ]);
  });

  it('takes time in proportion to the size of the documents', () => {
    const big = (count: number, word: string) => ({
      items: Array.from({ length: count }, (_, at) => ({
        id: `item-${at}`,
        title: { en: `${word} ${at}`, ar: `${word} ${at}` },
      })),
    });
    /** The best of three runs: a machine busy with other work slows some, never speeds one. */
    const time = (count: number) => {
      const [before, after] = [big(count, 'old'), big(count, 'new')];
      after.items.reverse();
      const runs = [0, 1, 2].map(() => {
        const start = performance.now();
        const changes = revisionDiff(before, after);
        expect(changes).toHaveLength(count + 1);
        return performance.now() - start;
      });
      return Math.min(...runs);
    };
    time(2_000); // warm up
    const small = Math.max(time(5_000), 1);
    const large = time(40_000);
    // Eight times the items: a quadratic pairing would take about 64 times as long.
    expect(large / small).toBeLessThan(24);
  });
});
