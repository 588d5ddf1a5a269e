/** An enquiry's lead fields (attribution, page language, outcome) as the inbox reads them. */
import { channelOf, type Touch } from '@app/contract/attribution';
import { isSiteLanguage } from '@app/contract/languages';
import {
  ENQUIRY_OUTCOME_LABELS,
  ENQUIRY_OUTCOMES,
  type EnquiryLead,
  type EnquiryOutcome,
  type LEAD_CSV_COLUMNS,
} from '@app/contract/leads';
import { attributionOf } from '../enquiries/leadColumns';

/** The columns to select with a row (the enquiry's page and the export). */
export const LEAD_ROW_COLUMNS = 'e.attribution, e.language, e.outcome, e.outcome_reason';

export interface LeadRowData {
  attribution: string | null;
  language: string;
  outcome: string;
  outcome_reason: string | null;
}

export function isEnquiryOutcome(value: unknown): value is EnquiryOutcome {
  return (ENQUIRY_OUTCOMES as readonly unknown[]).includes(value);
}

export function toEnquiryLead(row: LeadRowData): EnquiryLead {
  return {
    attribution: attributionOf(row.attribution),
    language: isSiteLanguage(row.language) ? row.language : 'en',
    outcome: isEnquiryOutcome(row.outcome) ? row.outcome : 'open',
    outcomeReason: row.outcome_reason,
  };
}

type LeadCsvColumn = (typeof LEAD_CSV_COLUMNS)[number];
type TouchColumn<Prefix extends string> = Extract<LeadCsvColumn, `${Prefix} ${string}`>;

function touchCells<Prefix extends 'First' | 'Latest'>(
  prefix: Prefix,
  touch: Touch | undefined,
  time: (instant: Date) => string,
): Record<TouchColumn<Prefix>, string> {
  const channel = touch === undefined ? { source: null, medium: null } : channelOf(touch);
  const cells: Record<string, string> = {
    [`${prefix} source`]: channel.source ?? '',
    [`${prefix} medium`]: channel.medium ?? '',
    [`${prefix} campaign`]: touch?.utm_campaign ?? '',
    [`${prefix} term`]: touch?.utm_term ?? '',
    [`${prefix} content`]: touch?.utm_content ?? '',
    [`${prefix} click id`]: touch?.gclid ?? touch?.msclkid ?? touch?.fbclid ?? '',
    [`${prefix} referrer`]: touch?.referrerHost ?? '',
    [`${prefix} landing page`]: touch?.landingPath ?? '',
    [`${prefix} visit`]: touch?.at === undefined ? '' : time(new Date(touch.at)),
  };
  return cells as Record<TouchColumn<Prefix>, string>;
}

/** The lead's cells of the CSV export; `time` writes an instant as the export does. */
export function leadCsvCells(
  lead: EnquiryLead,
  time: (instant: Date) => string,
): Record<LeadCsvColumn, string> {
  return {
    'Page language': lead.language,
    Outcome: ENQUIRY_OUTCOME_LABELS[lead.outcome],
    'Outcome reason': lead.outcomeReason ?? '',
    ...touchCells('First', lead.attribution?.first, time),
    ...touchCells('Latest', lead.attribution?.last, time),
  };
}
