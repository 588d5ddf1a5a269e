/**
 * An enquiry as a lead: where the visitor came from (see attribution.ts), the language of the
 * page they wrote from, and what became of it. The outcome is apart from the handling status (an
 * enquiry can be done and still open as a lead): staff set it, every change is kept in the
 * enquiry's activity and in the audit log. Admins and moderators set it. Shared by the BFF and
 * the admin. Browser-safe: imports nothing but zod and the text rules.
 */
import { z } from 'zod';
import type { Attribution } from './attribution';
import type { SiteLanguage } from './languages';
import { singleLine } from './text';

/** Every enquiry starts `open`; staff move it to won, lost or not a fit, and back. */
export const ENQUIRY_OUTCOMES = ['open', 'won', 'lost', 'not_a_fit'] as const;
export type EnquiryOutcome = (typeof ENQUIRY_OUTCOMES)[number];

export const ENQUIRY_OUTCOME_LABELS: Record<EnquiryOutcome, string> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  not_a_fit: 'Not a fit',
};

export const OUTCOME_REASON_MAX_LENGTH = 500;

/** What an enquiry says about the lead, besides its row in the inbox. */
export interface EnquiryLead {
  /** Where the visit came from, as the BFF kept it; null when the visitor's tab had nothing. */
  attribution: Attribution | null;
  /** The language of the page the visitor wrote or booked from. */
  language: SiteLanguage;
  outcome: EnquiryOutcome;
  /** Why, as staff wrote it with the latest outcome; null when none was given. */
  outcomeReason: string | null;
}

/** A change of outcome in the enquiry's activity (the other kinds are in inbox.ts). */
export interface OutcomeActivity {
  id: number;
  at: string;
  actor: string;
  kind: 'outcome';
  from: EnquiryOutcome;
  to: EnquiryOutcome;
  reason: string | null;
}

/**
 * Body of POST /api/staff/inbox/:id/outcome. Setting the outcome and reason it has is a no-op;
 * a new reason with the same outcome is a change.
 */
export const enquiryOutcomeRequest = z.object({
  outcome: z.enum(ENQUIRY_OUTCOMES, { error: 'Unknown outcome' }),
  reason: singleLine(
    z
      .string()
      .trim()
      .max(OUTCOME_REASON_MAX_LENGTH, {
        error: `Please keep the reason under ${OUTCOME_REASON_MAX_LENGTH} characters`,
        abort: true,
      }),
  ).optional(),
});
export type EnquiryOutcomeRequest = z.infer<typeof enquiryOutcomeRequest>;

/** The lead's columns of the inbox CSV export, after the enquiry's own (see inbox.ts). */
export const LEAD_CSV_COLUMNS = [
  'Page language',
  'Outcome',
  'Outcome reason',
  'First source',
  'First medium',
  'First campaign',
  'First term',
  'First content',
  'First click id',
  'First referrer',
  'First landing page',
  'First visit',
  'Latest source',
  'Latest medium',
  'Latest campaign',
  'Latest term',
  'Latest content',
  'Latest click id',
  'Latest referrer',
  'Latest landing page',
  'Latest visit',
] as const;
