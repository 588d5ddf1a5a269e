import { Op, type Sequelize } from 'sequelize';
import {
  AUDIT_PAGE_SIZE,
  AUDIT_RETENTION_DAYS,
  type AuditEntry,
  type AuditEvent,
  type AuditLogResponse,
} from '@app/contract/staff';
import type { AppContext } from '../http/types';
import { auditTable, type AuditRow } from './auditTable';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often, at most, one process deletes entries past retention. */
const SWEEP_EVERY_MS = 10 * 60_000;

export interface AuditRecord {
  event: AuditEvent;
  actor?: { id: number; username: string } | null;
  subject?: string | null;
  detail?: string | null;
  ip?: string | null;
}

export interface AuditLog {
  record(entry: AuditRecord): Promise<void>;
  /** Newest first, `AUDIT_PAGE_SIZE` at a time, before the entry id `before` when given. */
  list(before?: number): Promise<AuditLogResponse>;
}

/**
 * The audit log in the database. Entries past retention are deleted as new ones are written (by
 * whichever process writes, at most every ten minutes each): no schedule to keep running, and a
 * log nobody writes to does not grow. Never holds a typed secret: a failed sign-in names an
 * account only when one exists (see the auth routes).
 */
export function createAuditLog(sequelize: Sequelize, now: () => Date = () => new Date()): AuditLog {
  const table = auditTable(sequelize);
  let lastSweep = 0;

  const sweep = async (at: Date): Promise<void> => {
    if (at.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at.getTime();
    const cutoff = new Date(at.getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
    await table.destroy({ where: { occurredAt: { [Op.lt]: cutoff } } });
  };

  return {
    async record({ event, actor, subject, detail, ip }) {
      const at = now();
      await table.create({
        occurredAt: at,
        event,
        actorId: actor?.id ?? null,
        actor: actor?.username ?? null,
        subject: subject?.slice(0, 200) ?? null,
        detail: detail?.slice(0, 500) ?? null,
        ip: ip?.slice(0, 64) ?? null,
      });
      await sweep(at);
    },

    async list(before) {
      const cutoff = new Date(now().getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
      const rows = await table.findAll({
        where: {
          occurredAt: { [Op.gte]: cutoff },
          ...(before === undefined ? {} : { id: { [Op.lt]: before } }),
        },
        order: [['id', 'DESC']],
        limit: AUDIT_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, AUDIT_PAGE_SIZE);
      return {
        entries: page.map(toEntry),
        nextBefore: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.id : null,
      };
    },
  };
}

/** The acting member and address of a request, for `record`. */
export function actorOf(ctx: AppContext): Pick<AuditRecord, 'actor' | 'ip'> {
  const staff = ctx.state.staff;
  return { actor: staff ? { id: staff.id, username: staff.username } : null, ip: ctx.ip };
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.occurredAt.toISOString(),
    event: row.event as AuditEvent,
    actor: row.actor,
    subject: row.subject,
    detail: row.detail,
    address: row.ip,
  };
}
