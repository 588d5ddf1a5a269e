import { Op, type Transaction } from 'sequelize';
import {
  TRANSLATION_NOT_FOUND_MESSAGE,
  TRANSLATION_SAME_LANGUAGE_MESSAGE,
  TRANSLATION_SELF_MESSAGE,
  TRANSLATION_OF_FIELD,
} from '@app/contract/posts';
import { ValidationError } from '../http/errors';
import type { PostRecord, PostTables } from './tables';

/**
 * The translation links between posts: A's `translationSlug` names B exactly when B's names A.
 * Every function runs inside the transaction of the save or delete that changes a link, so the
 * two sides change together. Each answers whether a published post changed (the caller then
 * raises the content revision: the public JSON of that post says something new).
 */

const refuse = (message: string) => new ValidationError({ [TRANSLATION_OF_FIELD]: [message] });

/** Clears the link of every post that names `slug` (its translation, normally one). */
async function unlinkFrom(
  { posts }: PostTables,
  slug: string,
  transaction: Transaction,
): Promise<boolean> {
  const partners = await posts.findAll({
    attributes: ['id', 'status'],
    where: { translationSlug: slug },
    transaction,
  });
  if (partners.length === 0) return false;
  await posts.update(
    { translationSlug: null },
    { where: { id: { [Op.in]: partners.map((row) => row.id) } }, transaction },
  );
  return partners.some((row) => row.status === 'published');
}

/**
 * After `post` was saved (and possibly renamed from `previousSlug`, or moved to another language):
 * links it to `wanted` (a slug; null to unlink; undefined keeps its link). 400 on the
 * `translationOf` field when the translation does not exist, is the post itself, or is in the
 * post's language, whether asked now or kept from before a change of language.
 */
export async function settleTranslation(
  tables: PostTables,
  {
    post,
    previousSlug,
    wanted,
    transaction,
  }: {
    post: PostRecord;
    previousSlug: string | null;
    wanted: string | null | undefined;
    transaction: Transaction;
  },
): Promise<boolean> {
  const { posts } = tables;
  let touchedPublic = false;
  // A rename: the partner follows the new slug.
  if (previousSlug !== null && previousSlug !== post.slug) {
    const [renamed] = await posts.update(
      { translationSlug: post.slug },
      { where: { translationSlug: previousSlug, id: { [Op.ne]: post.id } }, transaction },
    );
    if (renamed > 0) touchedPublic = true;
  }
  // A row just created without the column set holds undefined.
  const current = post.translationSlug ?? null;
  const target = wanted === undefined ? current : wanted;

  let partner: PostRecord | null = null;
  if (target !== null) {
    if (target === post.slug) throw refuse(TRANSLATION_SELF_MESSAGE);
    partner = await posts.findOne({
      where: { slug: target },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!partner) throw refuse(TRANSLATION_NOT_FOUND_MESSAGE);
    if (partner.id === post.id) throw refuse(TRANSLATION_SELF_MESSAGE);
    if (partner.language === post.language) throw refuse(TRANSLATION_SAME_LANGUAGE_MESSAGE);
  }
  if (target === current && (partner === null || partner.translationSlug === post.slug)) {
    return touchedPublic;
  }

  // The previous partner lets go of this post; the new one lets go of its own previous partner.
  if (current !== null && current !== target) {
    const [cleared] = await posts.update(
      { translationSlug: null },
      { where: { slug: current, translationSlug: post.slug }, transaction },
    );
    if (cleared > 0) touchedPublic = true;
  }
  if (partner) {
    if (partner.translationSlug !== null && partner.translationSlug !== post.slug) {
      const [cleared] = await posts.update(
        { translationSlug: null },
        {
          where: { slug: partner.translationSlug, translationSlug: partner.slug },
          transaction,
        },
      );
      if (cleared > 0) touchedPublic = true;
    }
    partner.set({ translationSlug: post.slug });
    await partner.save({ transaction });
    if (partner.status === 'published') touchedPublic = true;
  }
  if (post.translationSlug !== target) {
    post.set({ translationSlug: target });
    await post.save({ transaction });
  }
  return touchedPublic;
}

/** A post is being deleted: whatever names it as its translation no longer does. */
export function unlinkDeleted(
  tables: PostTables,
  slug: string,
  transaction: Transaction,
): Promise<boolean> {
  return unlinkFrom(tables, slug, transaction);
}

/**
 * The public side of a link: of `slugs`, those naming a published post. A published post names
 * its translation publicly only once that one is published too.
 */
export async function publishedAmong(
  { posts }: PostTables,
  slugs: Array<string | null>,
): Promise<Set<string>> {
  const wanted = [...new Set(slugs.filter((slug): slug is string => slug !== null))];
  if (wanted.length === 0) return new Set();
  const rows = await posts.findAll({
    attributes: ['slug'],
    where: { slug: { [Op.in]: wanted }, status: 'published' },
  });
  return new Set(rows.map((row) => row.slug));
}
