import { Op, type Sequelize } from 'sequelize';
import { postTables } from './tables';

/** Every stored image a post refers to: the featured images and the images post contents own. */
export async function referencedMediaKeys(sequelize: Sequelize): Promise<Set<string>> {
  const { posts, contentImages } = postTables(sequelize);
  const [featured, owned] = await Promise.all([
    posts.findAll({ attributes: ['imageKey'], where: { imageKey: { [Op.ne]: null } }, raw: true }),
    contentImages.findAll({ attributes: ['mediaKey'], raw: true }),
  ]);
  return new Set([
    ...featured.flatMap(({ imageKey }) => (imageKey === null ? [] : [imageKey])),
    ...owned.map(({ mediaKey }) => mediaKey),
  ]);
}
