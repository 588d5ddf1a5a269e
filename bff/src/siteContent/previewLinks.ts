import {
  DataTypes,
  Op,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import { POST_EDITOR_ROLES } from '@app/contract/auth';
import { PREVIEW_LINK_TTL_MS } from '@app/contract/editorial';
import { SITE_LANGUAGES } from '@app/contract/languages';
import {
  SITE_PREVIEW_TOKEN_PATTERN,
  sitePreviewPagePath,
  type CreatedSitePreviewLink,
  type SiteDocument,
  type SitePreviewLink,
} from '@app/contract/siteContent';
import { linkTokenHash, newLinkToken } from '../auth/tokenLinks';
import { nameOf, usernamesOf, type Usernames } from '../posts/postViews';
import { findActiveUserById } from '../users/service';
import { mediaIdsIn } from '../media/keys';
import { isSiteDocument } from './rules';
import { readStaffDocument } from './store';

/**
 * Private preview links of a site-content document's draft, on the secret links' rules: a token
 * of 256 random bits shown once, only its SHA-256 stored. A link works until it expires or is
 * revoked, and only while its maker may still edit site content: it shows the draft in their name.
 */

interface SitePreviewRow extends Model<
  InferAttributes<SitePreviewRow>,
  InferCreationAttributes<SitePreviewRow>
> {
  id: CreationOptional<number>;
  document: string;
  tokenHash: string;
  createdAt: Date;
  createdBy: number;
  expiresAt: Date;
  revokedAt: CreationOptional<Date | null>;
}

const defined = new WeakMap<Sequelize, ModelStatic<SitePreviewRow>>();

/** The `site_preview_links` table (migration 0041) of this connection. */
function previewTable(sequelize: Sequelize): ModelStatic<SitePreviewRow> {
  let table = defined.get(sequelize);
  if (!table) {
    table = sequelize.define<SitePreviewRow>(
      'SitePreviewLink',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        document: { type: DataTypes.STRING(20), allowNull: false },
        tokenHash: { type: DataTypes.STRING(64), allowNull: false },
        createdAt: { type: DataTypes.DATE(3), allowNull: false },
        createdBy: { type: DataTypes.INTEGER, allowNull: false },
        expiresAt: { type: DataTypes.DATE(3), allowNull: false },
        revokedAt: { type: DataTypes.DATE(3), allowNull: true },
      },
      { tableName: 'site_preview_links', underscored: true, timestamps: false },
    );
    defined.set(sequelize, table);
  }
  return table;
}

const live = (now: Date) => ({ revokedAt: null, expiresAt: { [Op.gt]: now } });

function toLink(row: SitePreviewRow, names: Usernames): SitePreviewLink {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    createdBy: nameOf(names, row.createdBy),
  };
}

export async function createSitePreviewLink(
  sequelize: Sequelize,
  { document, createdBy, now }: { document: SiteDocument; createdBy: number; now: Date },
): Promise<CreatedSitePreviewLink> {
  const { token, tokenHash } = newLinkToken();
  const row = await previewTable(sequelize).create({
    document,
    tokenHash,
    createdAt: now,
    createdBy,
    expiresAt: new Date(now.getTime() + PREVIEW_LINK_TTL_MS),
  });
  const paths = Object.fromEntries(
    SITE_LANGUAGES.map((language) => [language, sitePreviewPagePath(document, language, token)]),
  ) as CreatedSitePreviewLink['paths'];
  return { ...toLink(row, await usernamesOf(sequelize, [createdBy])), paths };
}

/** The links of a document that still work, newest first. */
export async function listSitePreviewLinks(
  sequelize: Sequelize,
  document: SiteDocument,
  now: Date,
): Promise<SitePreviewLink[]> {
  const rows = await previewTable(sequelize).findAll({
    where: { document, ...live(now) },
    order: [['id', 'DESC']],
  });
  const names = await usernamesOf(
    sequelize,
    rows.map((row) => row.createdBy),
  );
  return rows.map((row) => toLink(row, names));
}

/** Revokes link `id` of `document`; false when it has no such link still working. */
export async function revokeSitePreviewLink(
  sequelize: Sequelize,
  { document, id, now }: { document: SiteDocument; id: number; now: Date },
): Promise<boolean> {
  const [revoked] = await previewTable(sequelize).update(
    { revokedAt: now },
    { where: { id, document, ...live(now) } },
  );
  return revoked === 1;
}

/**
 * The document a token opens, or null: malformed, unknown, expired and revoked tokens, and links
 * whose maker was deactivated or no longer holds an editor's role, all look the same.
 */
export async function documentOfPreviewToken(
  sequelize: Sequelize,
  token: string,
  now: Date,
): Promise<string | null> {
  // No query for what cannot be a token; the pattern also bounds what is hashed.
  if (!SITE_PREVIEW_TOKEN_PATTERN.test(token)) return null;
  const link = await previewTable(sequelize).findOne({
    where: { tokenHash: linkTokenHash(token), ...live(now) },
  });
  if (!link) return null;
  const maker = await findActiveUserById(sequelize, link.createdBy);
  return maker && POST_EDITOR_ROLES.includes(maker.role) ? link.document : null;
}

/**
 * The ids of the images the draft a live site preview link opens shows now, or null: its reader
 * may fetch them before any visitor can (the media route's grant, posts/publicMedia.ts).
 */
export async function sitePreviewMedia(
  sequelize: Sequelize,
  token: string,
  now: Date,
): Promise<Set<string> | null> {
  const document = await documentOfPreviewToken(sequelize, token, now);
  if (document === null || !isSiteDocument(document)) return null;
  const { draft } = await readStaffDocument(sequelize, document);
  return mediaIdsIn(JSON.stringify(draft));
}
