import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { postForm } from '@app/contract/posts';
import { captureLogs } from '../../tests/helpers/captureLogs';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createSequelize } from '../db/sequelize';
import { silentLogger } from '../log/logger';
import { createDiskStorage } from '../media/diskStorage';
import { readContentRevision } from './contentRevision';
import type { PublishingConfig } from './config';
import { createPublishScheduler } from './publishScheduler';
import { createPostsService, type PostsService } from './service';

const T0 = new Date('2026-11-23T04:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
/** Long: in these tests only the first round at start and the wake at a due time may publish. */
const config: PublishingConfig = { pollMs: 30_000 };

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(DIALECTS)('scheduled publishing on %s', (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  const now = () => clock;
  let service: PostsService;
  /** Other "replicas": connections of their own to the same database. */
  const replicas: Sequelize[] = [];
  const replica = () => {
    const sequelize = createSequelize(db.config.database, { logger: silentLogger });
    replicas.push(sequelize);
    return sequelize;
  };

  beforeEach(async () => {
    db = await openTestDatabase(dialect);
    clock = T0;
    service = createPostsService({
      sequelize: db.sequelize,
      storage: createDiskStorage(path.join(db.config.dataDir, 'media')),
      logger: silentLogger,
      now,
    });
  });
  afterEach(async () => {
    for (const sequelize of replicas.splice(0)) await sequelize.close();
    await db.cleanup();
  });

  const schedule = (slug: string, publishAt: Date) =>
    service.create(
      {
        values: postForm.parse({ title: slug, slug, description: 'd', content: 'c' }),
        removeImage: false,
        contentImages: new Map(),
        status: { status: 'scheduled', publishAt },
      },
      { actorId: null },
    );
  const publicSlugs = async () => (await service.list()).map((post) => post.slug);

  it('publishes each due post exactly once while two replicas race for them', async () => {
    const logs = captureLogs();
    const [a, b] = [replica(), replica()].map((sequelize, i) =>
      createPublishScheduler({ sequelize, config, logger: logs.logger, now, workerId: `r${i}` }),
    );
    for (let round = 0; round < 5; round += 1) {
      const slugs = Array.from({ length: 6 }, (_, i) => `round-${round}-post-${i}`);
      for (const [i, slug] of slugs.entries()) {
        await schedule(slug, new Date(clock.getTime() + (i + 1) * 60_000));
      }
      // Due in two hours: the next round publishes it, not this one.
      await schedule(`round-${round}-later`, new Date(clock.getTime() + 2 * HOUR_MS));
      const due = round === 0 ? slugs : [...slugs, `round-${round - 1}-later`];
      const revision = await readContentRevision(db.sequelize);
      const before = await publicSlugs();
      clock = new Date(clock.getTime() + HOUR_MS);

      const [byA, byB] = await Promise.all([a!.runOnce(), b!.runOnce()]);
      expect([...byA, ...byB].map((post) => post.slug).sort()).toEqual([...due].sort());
      // One revision per post: the loser of each race changed nothing.
      expect(await readContentRevision(db.sequelize)).toBe(revision + due.length);
      expect((await publicSlugs()).sort()).toEqual([...before, ...due].sort());
    }
    const logged = logs.lines.filter((line) => line.msg === 'scheduled post published');
    expect(logged.map((line) => line.slug).sort()).toEqual((await publicSlugs()).sort());
  });

  it('publishes at the scheduled time (publishedAt), not when a replica got to it', async () => {
    const publishAt = new Date(T0.getTime() + HOUR_MS);
    const scheduled = await schedule('on-time', publishAt);
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: null });
    expect(await publicSlugs()).toEqual([]);
    clock = new Date(T0.getTime() + 3 * HOUR_MS);
    const scheduler = createPublishScheduler({
      sequelize: db.sequelize,
      config,
      logger: silentLogger,
      now,
    });
    expect(await scheduler.runOnce()).toEqual([
      { id: scheduled.id, slug: 'on-time', publishedAt: publishAt },
    ]);
    const [post] = await service.list();
    expect(post).toMatchObject({
      slug: 'on-time',
      publishedAt: publishAt.toISOString(),
      // A status change is not a save of the text.
      updatedAt: T0.toISOString(),
    });
    expect(await scheduler.runOnce()).toEqual([]);
  });

  it('publishes nothing before its time', async () => {
    await schedule('not-yet', new Date(T0.getTime() + HOUR_MS));
    clock = new Date(T0.getTime() + HOUR_MS - 1);
    const scheduler = createPublishScheduler({
      sequelize: db.sequelize,
      config,
      logger: silentLogger,
      now,
    });
    expect(await scheduler.runOnce()).toEqual([]);
    clock = new Date(T0.getTime() + HOUR_MS);
    expect((await scheduler.runOnce()).map((post) => post.slug)).toEqual(['not-yet']);
  });

  it('a post that fell due while no process ran is published as the next one starts', async () => {
    const first = createPublishScheduler({
      sequelize: replica(),
      config,
      logger: silentLogger,
      now,
    });
    first.start();
    await schedule('overdue', new Date(T0.getTime() + HOUR_MS));
    // The process stops; the post's time passes while nothing runs.
    await first.stop();
    clock = new Date(T0.getTime() + 5 * HOUR_MS);
    expect(await publicSlugs()).toEqual([]);

    const logs = captureLogs();
    const restarted = createPublishScheduler({
      sequelize: replica(),
      config,
      logger: logs.logger,
      now,
    });
    restarted.start();
    try {
      await eventually(async () => (await publicSlugs()).includes('overdue'));
    } finally {
      await restarted.stop();
    }
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'scheduled post published', slug: 'overdue' }),
    );
  });

  it('wakes at the due time of a post it knows of, long before its next poll', async () => {
    // A clock that runs, from T0: the wait until the post's time is real.
    const started = Date.now();
    const running = () => new Date(T0.getTime() + (Date.now() - started));
    await schedule('soon', new Date(T0.getTime() + 400));
    const scheduler = createPublishScheduler({
      sequelize: db.sequelize,
      config,
      logger: silentLogger,
      now: running,
    });
    scheduler.start();
    try {
      await eventually(async () => (await publicSlugs()).includes('soon'), 3_000);
    } finally {
      await scheduler.stop();
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });
});
