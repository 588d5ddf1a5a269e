/**
 * What one enquiry adds to the leads report: a row per breakdown value it falls under (one per
 * service it asked about), on its business-zone day. The roll-up (leadCounts.ts) and the report's
 * reads of today's enquiries both count through here, so the two cannot disagree.
 */
import moment from 'moment-timezone';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { splitServices } from '@app/contract/contact';
import { sqlDateTime } from '../db/sqlDateTime';
import { utcDateOf } from '../enquiries/leadCountsStale';
import { ENQUIRY_MEETING_SQL } from '../meetings/store';

/** The breakdowns the roll-up keeps; `total` has one row per day (label ''). */
export const TALLY_DIMENSIONS = [
  'total',
  'source',
  'campaign',
  'landingPath',
  'service',
  'language',
] as const;
export type TallyDimension = (typeof TALLY_DIMENSIONS)[number];

/** Counts as the roll-up keeps them: "on" is booked and not cancelled, held or not yet. */
export interface Tally {
  enquiries: number;
  booked: number;
  meetingsOn: number;
  won: number;
}

export interface TallyKey {
  dimension: TallyDimension;
  /** '' for not known (no attribution, no service chosen). */
  label: string;
  /** The source's medium; '' elsewhere. */
  medium: string;
}

export interface LeadRow {
  received_at: Date | string;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  landing_path: string | null;
  services: string;
  language: string;
  outcome: string;
  meeting_id: string | null;
  meeting_status: string | null;
  meeting_end: Date | string | null;
}

/** The widths of the roll-up's key columns (migration 0055). */
const LABEL_MAX = 200;
const MEDIUM_MAX = 100;

export const keyOf = ({ dimension, label, medium }: TallyKey) =>
  `${dimension}\u0000${label}\u0000${medium}`;

export function addTally(into: Tally, tally: Tally, sign = 1): void {
  into.enquiries += sign * tally.enquiries;
  into.booked += sign * tally.booked;
  into.meetingsOn += sign * tally.meetingsOn;
  into.won += sign * tally.won;
}

export const emptyTally = (): Tally => ({ enquiries: 0, booked: 0, meetingsOn: 0, won: 0 });

/** The business-zone day (yyyy-MM-dd) of a stored time. */
export const zoneDayOf = (at: Date | string, timeZone: string) =>
  moment.tz(utcDateOf(at), timeZone).format('YYYY-MM-DD');

export function tallyOf(row: LeadRow): Tally {
  return {
    enquiries: 1,
    booked: row.meeting_id === null ? 0 : 1,
    meetingsOn: row.meeting_status === 'booked' ? 1 : 0,
    won: row.outcome === 'won' ? 1 : 0,
  };
}

/** The breakdown values an enquiry counts under. */
export function keysOf(row: LeadRow): TallyKey[] {
  const key = (dimension: TallyDimension, label: string | null, medium: string | null = null) => ({
    dimension,
    label: (label ?? '').slice(0, LABEL_MAX),
    medium: (medium ?? '').slice(0, MEDIUM_MAX),
  });
  const services = [...new Set(splitServices(row.services).map((s) => s.slice(0, LABEL_MAX)))];
  return [
    key('total', null),
    key('source', row.source, row.medium),
    key('campaign', row.campaign),
    key('landingPath', row.landing_path),
    ...(services.length === 0 ? [null] : services).map((name) => key('service', name)),
    key('language', row.language),
  ];
}

/**
 * The enquiries received in [from, to) with what the report reads of them, erased ones included
 * (privacy/eraseEnquiries.ts keeps their counted facts in `erased_enquiries`), so a day counted
 * again after an erasure still counts them. `meetingsOnAfter`: only those whose meeting is on and
 * ends after that time (the roll-up's meetings not yet held; an erased enquiry has none, since its
 * upcoming meeting is cancelled before it is erased).
 */
export async function readLeadRows(
  sequelize: Sequelize,
  { from, to, meetingsOnAfter }: { from: Date; to: Date; meetingsOnAfter?: Date },
  transaction?: Transaction,
): Promise<LeadRow[]> {
  const upcoming = meetingsOnAfter !== undefined;
  const replacements = {
    from: sqlDateTime(sequelize, from),
    to: sqlDateTime(sequelize, to),
    ...(upcoming ? { now: sqlDateTime(sequelize, meetingsOnAfter) } : {}),
  };
  const live = await sequelize.query<LeadRow>(
    `SELECT e.received_at, e.source, e.medium, e.campaign, e.landing_path, e.services,
            e.language, e.outcome, ${ENQUIRY_MEETING_SQL.columns}
       FROM enquiries e ${ENQUIRY_MEETING_SQL.join(!upcoming)}
      WHERE e.received_at >= :from AND e.received_at < :to
        ${upcoming ? `AND ${ENQUIRY_MEETING_SQL.filters.upcoming}` : ''}`,
    { replacements, type: QueryTypes.SELECT, transaction },
  );
  if (upcoming) return live;
  const erased = await sequelize.query<ErasedRow>(
    `SELECT received_at, source, medium, campaign, landing_path, services, language, outcome,
            booked, held
       FROM erased_enquiries
      WHERE received_at >= :from AND received_at < :to`,
    { replacements, type: QueryTypes.SELECT, transaction },
  );
  return [...live, ...erased.map(erasedLeadRow)];
}

interface ErasedRow extends Omit<LeadRow, 'meeting_id' | 'meeting_status' | 'meeting_end'> {
  booked: number | string;
  held: number | string;
}

/** An erased enquiry's meeting as tallyOf reads it: booked or not, and on (held) or not. */
function erasedLeadRow({ booked, held, ...row }: ErasedRow): LeadRow {
  const wasBooked = Number(booked) === 1;
  return {
    ...row,
    meeting_id: wasBooked ? 'erased' : null,
    meeting_status: Number(held) === 1 ? 'booked' : wasBooked ? 'erased' : null,
    meeting_end: null,
  };
}
