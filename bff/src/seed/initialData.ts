import type { Sequelize } from 'sequelize';
import type { AuthConfig } from '../auth/config';
import type { DbConfig } from '../db/config';
import type { Logger } from '../log/logger';
import type { MediaConfig } from '../media/config';
import { createMediaStorage } from '../media/createStorage';
import { createPostsService } from '../posts/service';
import { ensureInitialAdmin } from '../users/initialAdmin';
import type { SeedConfig } from './config';
import { seedDemoPosts } from './seedDemoPosts';

/** The settings start-up needs, not the whole Config: this folder never imports the loader. */
type InitialDataConfig = Pick<DbConfig, 'dataDir'> &
  SeedConfig & { media: MediaConfig; auth: Pick<AuthConfig, 'initialAdmin'> };

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
  config: InitialDataConfig;
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
