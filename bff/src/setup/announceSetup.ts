import { SETUP_PAGE_PATH } from '@app/contract/setup';
import type { Sequelize } from 'sequelize';
import { hasActiveAdmin, issueSetupLink } from './setupLinks';

/**
 * On a database with no active admin: a new one-time setup link, as the one line a person who
 * just started the product reads (`/admin/setup#<token>`: the fragment never reaches a server, so
 * no access log or referrer holds it). Null once an admin exists. Each start makes a new link.
 */
export async function setupLinkLine(
  sequelize: Sequelize,
  origin: string,
  now: Date,
): Promise<string | null> {
  if (await hasActiveAdmin(sequelize)) return null;
  const token = await issueSetupLink(sequelize, now);
  return (
    `No admin account yet. Create the first one within the hour: ` +
    `${origin}${SETUP_PAGE_PATH}#${token}\n`
  );
}
