/**
 * The retention run: once a day, at RUN_HOUR in the business zone, the enquiries closed longer ago
 * than the admin's months (spam: SPAM_RETENTION_DAYS) are erased, with everything of them. The
 * claim, the erasure, the run's counts and its audit entry are one transaction: exactly once
 * across replicas and restarts.
 */
import moment from 'moment-timezone';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { SPAM_RETENTION_DAYS, type ErasureCounts } from '@app/contract/privacy';
import { auditTable } from '../audit/auditTable';
import { sqlDateTime } from '../db/sqlDateTime';
import { writeTransaction } from '../db/writeTransaction';
import { upcomingMeetingsAmong } from '../meetings/store';
import { eraseEnquiries } from './eraseEnquiries';
import { claimRun, readPrivacySettings, recordRunCounts } from './settingsStore';

/** The hour of the business day the run is due: a quiet one in the Gulf. */
export const RUN_HOUR = 3;

/** The first RUN_HOUR in `zone` after `now`. */
export function nextRunAfter(now: Date, zone: string): Date {
  const today = moment.tz(now, zone).startOf('day').hour(RUN_HOUR);
  return (today.isAfter(now) ? today : today.add(1, 'day')).toDate();
}

export interface DueEnquiry {
  id: string;
  status: 'done' | 'spam';
}

/**
 * The enquiries a run at `at` erases: done for `closedMonths`, spam for SPAM_RETENTION_DAYS,
 * counted from the status change that closed them. One whose meeting is still to come waits.
 */
export async function dueEnquiries(
  sequelize: Sequelize,
  at: Date,
  closedMonths: number,
  transaction?: Transaction,
): Promise<DueEnquiry[]> {
  const closedBefore = moment.utc(at).subtract(closedMonths, 'months').toDate();
  const spamBefore = moment.utc(at).subtract(SPAM_RETENTION_DAYS, 'days').toDate();
  const closed = await sequelize.query<DueEnquiry & { booking_id: string | null }>(
    `SELECT e.id, e.status, e.booking_id FROM enquiries e
      WHERE e.status IN ('done', 'spam')
        AND COALESCE(
              (SELECT MAX(ev.occurred_at) FROM enquiry_events ev
                WHERE ev.enquiry_id = e.id AND ev.kind = 'status'),
              e.updated_at)
            <= CASE WHEN e.status = 'spam' THEN :spamBefore ELSE :closedBefore END`,
    {
      replacements: {
        closedBefore: sqlDateTime(sequelize, closedBefore),
        spamBefore: sqlDateTime(sequelize, spamBefore),
      },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  const meetings = closed.flatMap((row) => (row.booking_id === null ? [] : [row.booking_id]));
  const waiting = new Set(await upcomingMeetingsAmong(sequelize, meetings, at, { transaction }));
  return closed
    .filter((row) => row.booking_id === null || !waiting.has(row.booking_id))
    .map(({ id, status }) => ({ id, status }));
}

export interface RetentionOutcome {
  counts: ErasureCounts;
  nextRunAt: Date;
}

/** Runs the erasure when it is due and no other replica has; null when there was nothing to do. */
export async function runRetention(
  sequelize: Sequelize,
  { now, zone }: { now: Date; zone: string },
): Promise<RetentionOutcome | null> {
  const next = nextRunAfter(now, zone);
  return writeTransaction(sequelize, async (transaction) => {
    if (!(await claimRun(sequelize, { now, next, transaction }))) return null;
    const { closedMonths } = await readPrivacySettings(sequelize, transaction);
    const due = await dueEnquiries(sequelize, now, closedMonths, transaction);
    const tx = { sequelize, transaction, now };
    const counts = await eraseEnquiries(
      tx,
      due.map((row) => row.id),
    );
    await recordRunCounts(sequelize, counts, transaction);
    await auditTable(sequelize).create(
      {
        occurredAt: now,
        event: 'privacy-retention',
        actorId: null,
        actor: null,
        subject: `${closedMonths} months`,
        detail: JSON.stringify(counts),
        ip: null,
      },
      { transaction },
    );
    return { counts, nextRunAt: next };
  });
}
