import type { Sequelize, Transaction } from 'sequelize';
import {
  SITE_DOCUMENTS,
  type SiteContent,
  type SiteContentOf,
  type SiteDocument,
  type SiteRevision,
  type SiteRevisionSummary,
  type StaffSiteDocument,
} from '@app/contract/siteContent';
import { SITE_CONTENT_DEFAULTS } from '@app/contract/siteContentDefaults';
import { writeTransaction } from '../db/writeTransaction';
import { bumpContentRevision } from '../posts/contentRevision';
import { canonicalJson, changesPrices } from './rules';
import { siteContentTables, type SiteContentRow, type SiteRevisionRow } from './tables';

/** How many saved and published versions each document keeps. */
export const KEPT_SITE_REVISIONS = 30;

/** Who acts, and when. */
export interface SiteEdit {
  by: string;
  at: Date;
}

/** What a write that names a version it no longer has answers. */
export type Outcome<T> = { status: 'done'; value: T } | { status: 'stale' };

function contentOf<D extends SiteDocument>(document: D, json: string | null): SiteContentOf<D> {
  return json === null ? SITE_CONTENT_DEFAULTS[document] : (JSON.parse(json) as SiteContentOf<D>);
}

function toStaff<D extends SiteDocument>(document: D, row: SiteContentRow): StaffSiteDocument<D> {
  const draft = contentOf(document, row.draft);
  const published = contentOf(document, row.published);
  return {
    document,
    draft,
    published,
    version: row.version,
    unpublished: canonicalJson(draft) !== canonicalJson(published),
    needsAdmin: changesPrices(document, draft, published),
    updatedAt: (row.updatedAt ?? new Date(0)).toISOString(),
    updatedBy: row.updatedBy,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy: row.publishedBy,
  };
}

export async function readStaffDocument<D extends SiteDocument>(
  sequelize: Sequelize,
  document: D,
): Promise<StaffSiteDocument<D>> {
  const row = await siteContentTables(sequelize).documents.findByPk(document);
  if (!row) throw new Error(`site_content has no row ${document}: migration 0040 did not run`);
  return toStaff(document, row);
}

/** What the site shows, every document (one statement). */
export async function readPublished(sequelize: Sequelize): Promise<SiteContent> {
  const rows = await siteContentTables(sequelize).documents.findAll({
    attributes: ['document', 'published'],
  });
  const byName = new Map(rows.map((row) => [row.document, row.published]));
  return Object.fromEntries(
    SITE_DOCUMENTS.map((document) => [document, contentOf(document, byName.get(document) ?? null)]),
  ) as SiteContent;
}

async function keepRevision(
  sequelize: Sequelize,
  fields: Omit<SiteRevisionRow['_creationAttributes'], 'id'>,
  transaction: Transaction,
): Promise<void> {
  const { revisions } = siteContentTables(sequelize);
  await revisions.create(fields, { transaction });
  const pruned = await revisions.findAll({
    attributes: ['id'],
    where: { document: fields.document },
    order: [['id', 'DESC']],
    offset: KEPT_SITE_REVISIONS,
    // MySQL has no OFFSET without LIMIT.
    limit: 1_000,
    transaction,
  });
  if (pruned.length > 0) {
    await revisions.destroy({ where: { id: pruned.map((row) => row.id) }, transaction });
  }
}

/**
 * Runs `change` on the document's row, locked, when it is still at `version`; the row's version
 * then moves on by one. Two editors who opened the same version: the later write is stale.
 */
async function changeAt<D extends SiteDocument, T>(
  sequelize: Sequelize,
  document: D,
  version: number,
  change: (row: SiteContentRow, transaction: Transaction) => Promise<T>,
): Promise<Outcome<T>> {
  return writeTransaction(sequelize, async (transaction) => {
    const row = await siteContentTables(sequelize).documents.findByPk(document, {
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!row) throw new Error(`site_content has no row ${document}: migration 0040 did not run`);
    if (row.version !== version) return { status: 'stale' as const };
    const value = await change(row, transaction);
    return { status: 'done' as const, value };
  });
}

/** Replaces the draft (a save, a restore, a reset), never what the site shows. */
export function saveDraft<D extends SiteDocument>(
  sequelize: Sequelize,
  document: D,
  version: number,
  draft: SiteContentOf<D>,
  edit: SiteEdit,
): Promise<Outcome<StaffSiteDocument<D>>> {
  return changeAt(sequelize, document, version, async (row, transaction) => {
    const json = JSON.stringify(draft);
    await row.update(
      { draft: json, version: row.version + 1, updatedAt: edit.at, updatedBy: edit.by },
      { transaction },
    );
    const fields = { document, content: json, savedAt: edit.at, savedBy: edit.by };
    await keepRevision(sequelize, { ...fields, kind: 'draft' }, transaction);
    return toStaff(document, row);
  });
}

/**
 * Makes the draft what the site shows, when `allowed` says so (it throws its refusal), and moves
 * the content revision on in the same transaction: every renderer's page cache lets go at once.
 */
export function publishDraft<D extends SiteDocument>(
  sequelize: Sequelize,
  document: D,
  version: number,
  edit: SiteEdit,
  allowed: (draft: SiteContentOf<D>, published: SiteContentOf<D>) => void,
): Promise<Outcome<StaffSiteDocument<D>>> {
  return changeAt(sequelize, document, version, async (row, transaction) => {
    const draft = contentOf(document, row.draft);
    allowed(draft, contentOf(document, row.published));
    const json = JSON.stringify(draft);
    await row.update(
      {
        draft: json,
        published: json,
        version: row.version + 1,
        publishedAt: edit.at,
        publishedBy: edit.by,
      },
      { transaction },
    );
    const fields = { document, content: json, savedAt: edit.at, savedBy: edit.by };
    await keepRevision(sequelize, { ...fields, kind: 'publish' }, transaction);
    await bumpContentRevision(sequelize, transaction);
    return toStaff(document, row);
  });
}

function toSummary(row: SiteRevisionRow): SiteRevisionSummary {
  return { id: row.id, kind: row.kind, savedAt: row.savedAt.toISOString(), savedBy: row.savedBy };
}

/** Newest first. */
export async function listRevisions(
  sequelize: Sequelize,
  document: SiteDocument,
): Promise<SiteRevisionSummary[]> {
  const rows = await siteContentTables(sequelize).revisions.findAll({
    attributes: ['id', 'kind', 'savedAt', 'savedBy'],
    where: { document },
    order: [['id', 'DESC']],
  });
  return rows.map(toSummary);
}

export async function readRevision<D extends SiteDocument>(
  sequelize: Sequelize,
  document: D,
  id: number,
): Promise<SiteRevision<D> | undefined> {
  const row = await siteContentTables(sequelize).revisions.findOne({ where: { document, id } });
  return row
    ? { ...toSummary(row), content: JSON.parse(row.content) as SiteContentOf<D> }
    : undefined;
}
