/**
 * The inbox's advisor columns (bff/src/advisors): who takes a meeting and why, in the list, the
 * detail and the CSV. Absent for the firm's meetings, so an install without advisors reads and
 * exports exactly what it did before.
 */
import type { MeetingAssignment } from '@app/contract/advisors';
import { QueryTypes, type Sequelize } from 'sequelize';

export const ADVISOR_CSV_COLUMNS = ['Advisor', 'Assigned because'] as const;

interface AssignmentColumns {
  meeting_advisor_id?: string | null;
  meeting_advisor?: string | null;
  meeting_assignment?: string | null;
}

/** `{ assignment }` when the meeting is an advisor's, else nothing. */
export function assignmentOfRow(row: AssignmentColumns): { assignment?: MeetingAssignment } {
  const id = row.meeting_advisor_id ?? '';
  if (id === '') return {};
  return {
    assignment: {
      advisorId: id,
      advisorName: row.meeting_advisor ?? '',
      reason: row.meeting_assignment ?? '',
    },
  };
}

export const advisorCsvCells = (assignment: MeetingAssignment | null): string[] =>
  assignment === null ? ['', ''] : [assignment.advisorName, assignment.reason];

/** Whether the firm has (or had) advisors: the export then carries their columns. */
export async function hasAdvisors(sequelize: Sequelize): Promise<boolean> {
  const [row] = await sequelize.query('SELECT id FROM advisors LIMIT 1', {
    type: QueryTypes.SELECT,
  });
  return row !== undefined;
}
