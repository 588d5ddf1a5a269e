import { Op, type Sequelize } from 'sequelize';
import type { StaffSession } from '@app/contract/staff';
import { parseSessionData } from '../auth/sessionStore';
import { sessionsTable } from '../auth/sessionsTable';
import { describeDevice } from './describeDevice';

/**
 * A member's live sessions, most recently used first. A row's `updatedAt` moves with every
 * request that used it (the rolling save), so it is the session's last activity.
 */
export async function listSessions(
  sequelize: Sequelize,
  { userId, currentId, now }: { userId: number; currentId: string | undefined; now: Date },
): Promise<StaffSession[]> {
  const rows = await sessionsTable(sequelize).findAll({
    where: { userId, revokedAt: null, expiresAt: { [Op.gt]: now } },
    order: [['updatedAt', 'DESC']],
  });
  const sessions: StaffSession[] = [];
  for (const row of rows) {
    const data = parseSessionData(row.data);
    if (!data) continue;
    sessions.push({
      id: row.id,
      device: describeDevice(row.userAgent),
      address: row.ip ?? null,
      signedInAt: new Date(data.signedInAt).toISOString(),
      lastSeenAt: (row.updatedAt ?? new Date(data.signedInAt)).toISOString(),
      current: row.id === currentId,
    });
  }
  return sessions;
}
