/**
 * The `advisors` table (migration 0060): this module alone reads and writes it. The profile (zone,
 * weekly hours, leave, services, room link) is one JSON document the contract validated.
 */
import type { Advisor, AdvisorInput } from '@app/contract/advisors';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../db/sqlDateTime';
import { assignmentOf } from '../meetings/store';
import type { MeetingAdvisor } from './meetingAdvisor';

type Profile = Pick<
  AdvisorInput,
  'timeZone' | 'weekly' | 'leave' | 'services' | 'roomLink' | 'account'
>;

/** An advisor as the assignment reads it: with when they were last booked. */
export interface AdvisorRecord extends Omit<Advisor, 'hasFeed'> {
  lastBookedAt: Date | null;
}

interface AdvisorRow {
  id: string;
  name: string;
  email: string;
  profile: string;
  active: number | boolean | string;
  last_booked_at: Date | string | null;
}

const COLUMNS = 'id, name, email, profile, active, last_booked_at';

function recordOf(row: AdvisorRow): AdvisorRecord {
  const profile = JSON.parse(row.profile) as Profile;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    timeZone: profile.timeZone,
    weekly: profile.weekly,
    leave: profile.leave,
    services: profile.services,
    roomLink: profile.roomLink,
    account: profile.account ?? null,
    // MySQL answers 1/0, SQLite 1/0 or a boolean depending on the driver.
    active: row.active === true || Number(row.active) === 1,
    lastBookedAt: row.last_booked_at === null ? null : new Date(row.last_booked_at),
  };
}

const profileOf = (input: AdvisorInput): string =>
  JSON.stringify({
    timeZone: input.timeZone,
    weekly: input.weekly,
    leave: input.leave,
    services: input.services,
    roomLink: input.roomLink,
    account: input.account,
  } satisfies Profile);

/** Every advisor, by name. */
export async function listAdvisors(
  sequelize: Sequelize,
  { transaction }: { transaction?: Transaction } = {},
): Promise<AdvisorRecord[]> {
  const rows = await sequelize.query<AdvisorRow>(
    `SELECT ${COLUMNS} FROM advisors ORDER BY name, id`,
    { type: QueryTypes.SELECT, transaction },
  );
  return rows.map(recordOf);
}

/** The active advisors, by name: who may take a meeting. Empty: the firm takes them, as before. */
export async function activeAdvisors(
  sequelize: Sequelize,
  { transaction }: { transaction?: Transaction } = {},
): Promise<AdvisorRecord[]> {
  return (await listAdvisors(sequelize, { transaction })).filter((a) => a.active);
}

export async function readAdvisor(
  sequelize: Sequelize,
  id: string,
  { transaction }: { transaction?: Transaction } = {},
): Promise<AdvisorRecord | null> {
  const [row] = await sequelize.query<AdvisorRow>(
    `SELECT ${COLUMNS} FROM advisors WHERE id = :id`,
    { replacements: { id }, type: QueryTypes.SELECT, transaction },
  );
  return row === undefined ? null : recordOf(row);
}

export async function insertAdvisor(
  sequelize: Sequelize,
  id: string,
  input: AdvisorInput,
  now: Date,
): Promise<void> {
  await sequelize.query(
    `INSERT INTO advisors (id, name, email, profile, active, created_at, updated_at)
     VALUES (:id, :name, :email, :profile, :active, :now, :now)`,
    {
      replacements: {
        id,
        name: input.name,
        email: input.email,
        profile: profileOf(input),
        active: input.active,
        now: sqlDateTime(sequelize, now),
      },
      type: QueryTypes.INSERT,
    },
  );
}

/** Replaces an advisor's details; false when there is no such advisor. */
export async function updateAdvisor(
  sequelize: Sequelize,
  id: string,
  input: AdvisorInput,
  { now, transaction }: { now: Date; transaction?: Transaction },
): Promise<boolean> {
  const changed = await sequelize.query(
    `UPDATE advisors SET name = :name, email = :email, profile = :profile, active = :active,
            updated_at = :now WHERE id = :id`,
    {
      replacements: {
        id,
        name: input.name,
        email: input.email,
        profile: profileOf(input),
        active: input.active,
        now: sqlDateTime(sequelize, now),
      },
      type: QueryTypes.BULKUPDATE,
      transaction,
    },
  );
  return Number(changed) > 0;
}

/** The assignment's key: the advisor was just given a meeting. */
export async function markBooked(
  sequelize: Sequelize,
  id: string,
  { now, transaction }: { now: Date; transaction: Transaction },
): Promise<void> {
  await sequelize.query('UPDATE advisors SET last_booked_at = :now WHERE id = :id', {
    replacements: { id, now: sqlDateTime(sequelize, now) },
    type: QueryTypes.BULKUPDATE,
    transaction,
  });
}

/** The advisor a meeting is with, as its mails name them; null for the firm's meetings. */
export async function advisorOfMeeting(
  sequelize: Sequelize,
  bookingId: string,
  { transaction }: { transaction?: Transaction } = {},
): Promise<MeetingAdvisor | null> {
  const assignment = await assignmentOf(sequelize, bookingId, { transaction });
  if (assignment === null || assignment.advisorId === '') return null;
  const advisor = await readAdvisor(sequelize, assignment.advisorId, { transaction });
  return advisor === null ? null : mailAdvisorOf(advisor);
}

export const mailAdvisorOf = (advisor: AdvisorRecord): MeetingAdvisor => ({
  name: advisor.name,
  email: advisor.email,
  roomLink: advisor.roomLink,
});
