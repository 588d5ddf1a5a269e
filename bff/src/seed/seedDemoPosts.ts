import { UniqueConstraintError, type Sequelize } from 'sequelize';
import { postForm } from '@app/contract/posts';
import type { Logger } from '../log/logger';
import { sniffImageType } from '../media/imageType';
import type { PostInput } from '../posts/postInput';
import type { PostsService } from '../posts/service';
import { postTables } from '../posts/tables';
import { renderDemoBanner } from './demoImage';
import { DEMO_POSTS } from './demoPosts';

const SEED_NAME = 'demo-posts';
const DAY_MS = 24 * 60 * 60 * 1000;

export type SeedOutcome = 'seeded' | 'already claimed' | 'posts exist';

/**
 * The demo posts, once per database: on the first start that finds the posts table empty.
 * Replicas starting together race for one row in seed_runs; only the winner seeds. A database
 * that already has posts is marked as done too, so deleting every post later does not bring
 * the demo back on the next restart.
 */
export async function seedDemoPosts({
  sequelize,
  service,
  logger,
  now = () => new Date(),
}: {
  sequelize: Sequelize;
  service: PostsService;
  logger: Logger;
  now?: () => Date;
}): Promise<SeedOutcome> {
  const existing = await postTables(sequelize).posts.count();
  try {
    await sequelize
      .getQueryInterface()
      .bulkInsert('seed_runs', [{ name: SEED_NAME, created_at: now() }]);
  } catch (error) {
    if (error instanceof UniqueConstraintError) return 'already claimed';
    throw error;
  }
  if (existing > 0) return 'posts exist';

  const banner = renderDemoBanner();
  const bannerType = sniffImageType(banner);
  if (!bannerType) throw new Error('the generated demo banner is not a PNG');
  for (const demo of DEMO_POSTS) {
    const input: PostInput = {
      values: postForm.parse(demo),
      // Through the same path as an upload: re-encoded, with its WebP variants.
      featuredImage: demo.featured
        ? { bytes: banner, type: bannerType, name: 'demo banner', field: 'image' }
        : undefined,
      removeImage: false,
      contentImages: new Map(),
      ...(demo.language ? { language: demo.language, translationOf: demo.translationOf } : {}),
    };
    // Published (the default), as of the day it is backdated to.
    await service.create(input, {
      actorId: null,
      at: new Date(now().getTime() - demo.daysAgo * DAY_MS),
    });
  }
  logger.info('demo posts seeded', { count: DEMO_POSTS.length });
  return 'seeded';
}
