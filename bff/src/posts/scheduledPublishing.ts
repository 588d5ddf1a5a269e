/**
 * Scheduled posts going public, in SQL. Publishing a post is one conditional UPDATE that re-checks
 * "still scheduled and due" on its row, in the same transaction as the content revision it raises:
 * when replicas race for a post the database lets exactly one of them change it (InnoDB
 * re-evaluates the condition after waiting for the winner's row lock; SQLite runs one write at a
 * time), and the loser changes nothing and raises nothing. Nothing is held between the claim and
 * the publish, so there is no lease to expire and nothing for a crash to lose: a post stays
 * scheduled until a transaction publishes it, whichever process and whenever that is.
 */
import { Op, QueryTypes, type Sequelize } from 'sequelize';
import { sqlDateTime } from '../db/sqlDateTime';
import { writeTransaction } from '../db/writeTransaction';
import { bumpContentRevision } from './contentRevision';
import { postTables } from './tables';

/** Posts one round publishes at most; a longer backlog is taken by the next rounds at once. */
export const PUBLISH_BATCH = 50;

export interface PublishedPost {
  id: number;
  slug: string;
  /** Its scheduled time, which becomes its publishedAt. */
  publishedAt: Date;
}

/** Publishes the scheduled posts due at `now`, oldest due first; returns those this call did. */
export async function publishDuePosts(
  sequelize: Sequelize,
  now: Date,
  limit = PUBLISH_BATCH,
): Promise<PublishedPost[]> {
  const due = await postTables(sequelize).posts.findAll({
    attributes: ['id', 'slug', 'publishAt'],
    where: { status: 'scheduled', publishAt: { [Op.lte]: now } },
    order: [
      ['publishAt', 'ASC'],
      ['id', 'ASC'],
    ],
    limit,
  });
  const published: PublishedPost[] = [];
  for (const post of due) {
    const won = await writeTransaction(sequelize, async (transaction) => {
      // publishedAt is the scheduled time, not the moment a replica got to it: the date readers
      // see is the one the editor chose, also for a post that fell due while no process ran.
      // updated_at stays: a status change is not a save of the text.
      const changed = await sequelize.query(
        `UPDATE posts SET status = 'published', published_at = publish_at, publish_at = NULL
          WHERE id = :id AND status = 'scheduled' AND publish_at <= :now`,
        {
          replacements: { id: post.id, now: sqlDateTime(sequelize, now) },
          type: QueryTypes.BULKUPDATE,
          transaction,
        },
      );
      if (changed !== 1) return false;
      await bumpContentRevision(sequelize, transaction);
      return true;
    });
    if (won) published.push({ id: post.id, slug: post.slug, publishedAt: post.publishAt! });
  }
  return published;
}

/** When the next scheduled post falls due; null when none is scheduled. */
export async function nextPublishAt(sequelize: Sequelize): Promise<Date | null> {
  const next = await postTables(sequelize).posts.findOne({
    attributes: ['publishAt'],
    where: { status: 'scheduled' },
    order: [['publishAt', 'ASC']],
  });
  return next?.publishAt ?? null;
}
