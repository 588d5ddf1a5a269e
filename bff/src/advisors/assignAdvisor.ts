/**
 * Who takes a new meeting: of the eligible advisors free for it, the one booked least recently
 * (never booked counts as longest ago); ties go to the fewest upcoming meetings, then the name.
 * Runs inside the booking transaction, behind the booking gate, so two visitors racing for the
 * one free advisor never both get them: the second sees the first's meeting and finds nobody.
 */
import type { AvailabilitySchedule } from '@app/contract/availability';
import type { Sequelize, Transaction } from 'sequelize';
import { upcomingByAdvisor } from '../meetings/store';
import { advisorFree, bookedAround, coversServices } from './advisorSlots';
import { activeAdvisors, markBooked, type AdvisorRecord } from './store';

export interface Assignment {
  advisor: AdvisorRecord;
  /** Why, in staff's words: shown in the inbox and the CSV. */
  reason: string;
}

export interface AssignInput {
  start: Date;
  end: Date;
  now: Date;
  firm: AvailabilitySchedule;
  services: readonly string[];
}

/** A span to give to an advisor: a new booking's, or a meeting's new time. */
export interface SpanInput extends AssignInput {
  /** Staff are not held to the notice or the window (advisorFree). */
  staffMove?: boolean;
  /** The meeting being moved: not busy for anyone, its advisor is kept when free. */
  moving?: { id: string; advisorId: string };
}

/** Who takes a span: the meeting's own advisor kept, or the ranked pick with staff's reason. */
export type Taker =
  { advisor: AdvisorRecord; kept: true } | { advisor: AdvisorRecord; kept: false; reason: string };

/** Orders candidates: least recently booked first, then fewest upcoming, then name. */
export function rankCandidates(
  candidates: readonly AdvisorRecord[],
  upcoming: ReadonlyMap<string, number>,
): { ranked: AdvisorRecord[]; tieBreak: 'none' | 'upcoming' | 'name' } {
  const last = (a: AdvisorRecord) => a.lastBookedAt?.getTime() ?? -Infinity;
  const count = (a: AdvisorRecord) => upcoming.get(a.id) ?? 0;
  const ranked = [...candidates].sort(
    (a, b) => last(a) - last(b) || count(a) - count(b) || a.name.localeCompare(b.name),
  );
  const [first, second] = ranked;
  let tieBreak: 'none' | 'upcoming' | 'name' = 'none';
  if (first !== undefined && second !== undefined && last(first) === last(second)) {
    tieBreak = count(first) === count(second) ? 'name' : 'upcoming';
  }
  return { ranked, tieBreak };
}

/** The reason staff read, e.g. "least recently booked of 2 eligible advisors". */
export function assignmentReason(free: number, tieBreak: 'none' | 'upcoming' | 'name'): string {
  if (free === 1) return 'the only eligible advisor free at that time';
  const base = `least recently booked of ${free} eligible advisors`;
  if (tieBreak === 'upcoming') return `${base} (tie: fewest upcoming meetings)`;
  if (tieBreak === 'name') return `${base} (tie: by name)`;
  return base;
}

/**
 * The one place that decides who takes [start, end) inside `transaction`: a moved meeting's
 * advisor when they are free then, else the eligible free advisor ranked first, who is marked as
 * just booked. Null when no advisor is active (the firm's schedule applies); 'none-free' when
 * advisors exist but no eligible one is free (the slot is gone: answer 409).
 */
export async function takerFor(
  sequelize: Sequelize,
  { start, end, now, firm, services, staffMove = false, moving }: SpanInput,
  transaction: Transaction,
): Promise<Taker | 'none-free' | null> {
  const advisors = await activeAdvisors(sequelize, { transaction });
  if (advisors.length === 0) return null;
  const span = { start, end };
  const booked = (await bookedAround(sequelize, span, transaction)).filter(
    (b) => b.id !== moving?.id,
  );
  const isFree = (a: AdvisorRecord) => advisorFree(a, span, { now, firm, booked, staffMove });
  const held = advisors.find((a) => a.id === moving?.advisorId);
  if (held !== undefined && isFree(held)) return { advisor: held, kept: true };
  const free = advisors.filter((a) => coversServices(a, services) && isFree(a));
  if (free.length === 0) return 'none-free';
  const upcoming = await upcomingByAdvisor(sequelize, now, { transaction });
  const { ranked, tieBreak } = rankCandidates(free, upcoming);
  const advisor = ranked[0]!;
  await markBooked(sequelize, advisor.id, { now, transaction });
  return { advisor, kept: false, reason: assignmentReason(free.length, tieBreak) };
}

/**
 * Picks and marks the advisor of a new meeting inside `transaction` (see takerFor). Null when no
 * advisor is active; 'none-free' when no eligible one is free.
 */
export async function assignAdvisor(
  sequelize: Sequelize,
  input: AssignInput,
  transaction: Transaction,
): Promise<Assignment | 'none-free' | null> {
  const taker = await takerFor(sequelize, input, transaction);
  if (taker === null || taker === 'none-free') return taker;
  return { advisor: taker.advisor, reason: taker.kept ? '' : taker.reason };
}
