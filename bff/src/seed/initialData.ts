import type { Sequelize } from 'sequelize';
import type { Config } from '../config';
import type { Logger } from '../log/logger';
import { createMediaStorage } from '../media/createStorage';
import { createPostsService } from '../posts/service';
import { ensureInitialAdmin } from '../users/initialAdmin';
import { seedDemoPosts } from './seedDemoPosts';

/**
 * Start-up work after the migrations and before listening: the media bucket (or directory), the
 * ADMIN_USERNAME account, and the demo posts unless SEED_DEMO=false. Every step is safe when
 * several replicas start at once.
 */
export async function prepareInitialData({
  config,
  sequelize,
  logger,
}: {
  config: Config;
  sequelize: Sequelize;
  logger: Logger;
}): Promise<void> {
  const storage = createMediaStorage(config.media, config.dataDir);
  await storage.prepare();
  logger.info('media storage ready', { kind: storage.kind });
  await ensureInitialAdmin(sequelize, config.auth.initialAdmin, logger);
  if (config.seedDemo) {
    const service = createPostsService({ sequelize, storage, logger });
    const outcome = await seedDemoPosts({ sequelize, service, logger });
    logger.debug('demo seed', { outcome });
  }
}
