/**
 * Privacy (admin only, /api/staff/privacy): how long closed enquiries are kept, the daily run that
 * erases them and what its next run would erase, and a person's access and erasure requests by
 * e-mail address. Also the schema of the privacy notice, a document of site content that staff
 * write in both languages (its defaults are privacyNoticeDefaults.ts). Browser-safe.
 */
import { z } from 'zod';
import { errorText } from './errorCodes';
import { API_PREFIX } from './paths';
import { multiLine, singleLine } from './text';

/** The months a closed enquiry is kept unless an admin chooses otherwise. */
export const DEFAULT_RETENTION_MONTHS = 24;
/** The most months an admin may choose: beyond ten years nothing needs a visitor's enquiry. */
export const MAX_RETENTION_MONTHS = 120;
/** Days an enquiry marked as spam is kept: long enough to undo a wrong click. */
export const SPAM_RETENTION_DAYS = 30;

export const PRIVACY_ROUTES = {
  settings: '/staff/privacy',
  lookup: '/staff/privacy/lookup',
  export: '/staff/privacy/export',
  erase: '/staff/privacy/erase',
} as const;

export const PRIVACY_PATHS = {
  settings: `${API_PREFIX}${PRIVACY_ROUTES.settings}`,
  lookup: `${API_PREFIX}${PRIVACY_ROUTES.lookup}`,
  export: `${API_PREFIX}${PRIVACY_ROUTES.export}`,
  erase: `${API_PREFIX}${PRIVACY_ROUTES.erase}`,
} as const;

export const privacyQueryKeys = {
  settings: [PRIVACY_PATHS.settings] as const,
};

const RETENTION_RANGE = errorText('privacy.retention-range');

/** Body of PUT /api/staff/privacy. */
export const retentionRequest = z.object({
  closedMonths: z
    .number({ error: RETENTION_RANGE })
    .int({ error: RETENTION_RANGE })
    .min(1, { error: RETENTION_RANGE })
    .max(MAX_RETENTION_MONTHS, { error: RETENTION_RANGE }),
});
export type RetentionRequest = z.infer<typeof retentionRequest>;

const email = z
  .string()
  .trim()
  .pipe(
    z
      .email({ error: errorText('field.email-invalid') })
      .max(254, { error: errorText('field.email-too-long') }),
  );

/** Body of POST …/lookup and …/export: whose data. */
export const subjectRequest = z.object({ email });
export type SubjectRequest = z.infer<typeof subjectRequest>;

/** Body of POST …/erase: the address twice, the second typed to confirm. */
export const erasureRequest = z
  .object({ email, confirmEmail: z.string().trim().max(254) })
  .refine((body) => body.confirmEmail.toLowerCase() === body.email.toLowerCase(), {
    path: ['confirmEmail'],
    error: errorText('privacy.confirm-mismatch'),
  });
export type ErasureRequest = z.infer<typeof erasureRequest>;

/** What one erasure removed, by kind (enquiries, meetings, notes, mails, …): each eraser's own. */
export type ErasureCounts = Record<string, number>;

/** A past run of the retention job. */
export interface RetentionRun {
  at: string;
  counts: ErasureCounts;
}

/** 200 of GET /api/staff/privacy (and of a PUT): the settings and what the next run would do. */
export interface PrivacyOverview {
  closedMonths: number;
  spamDays: number;
  /** When the next daily run is due (it runs at that time or at the first moment a BFF is up). */
  nextRunAt: string;
  lastRun: RetentionRun | null;
  /** What the next run would erase, were it now: enquiries closed before the cut-offs. */
  due: { closed: number; spam: number };
}

/** 200 of POST …/lookup: what is held for an address (404 privacy.nothing-held when nothing). */
export interface PrivacyHoldings {
  email: string;
  enquiries: number;
  meetings: number;
  /** Booked meetings still to come: an erasure cancels them first, with the usual e-mail. */
  upcomingMeetings: number;
  notes: number;
  mails: number;
}

/** 200 of POST …/erase. */
export interface ErasureResult {
  cancelledMeetings: number;
  counts: ErasureCounts;
}

/** The version of the export's JSON; a receiver can tell a later shape from this one. */
export const PRIVACY_EXPORT_VERSION = 1;

// The privacy notice, a document of site content (`privacy`). Its texts are checked like every
// other document's (single line or multi-line, both languages before publishing).
function bilingual(max: number, lines: 'single' | 'multi' = 'single') {
  const one = z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters`, abort: true });
  const checked = lines === 'single' ? singleLine(one) : multiLine(one);
  return z.object({ en: checked, ar: checked });
}

export const privacyNoticeContent = z.object({
  title: bilingual(120),
  intro: bilingual(1200, 'multi'),
  sections: z
    .array(z.object({ heading: bilingual(120), body: bilingual(4000, 'multi') }))
    .min(1, { error: 'At least one section' })
    .max(20),
});
export type PrivacyNoticeContent = z.infer<typeof privacyNoticeContent>;
/** The notice in one language, as GET /api/site-content/:language/privacy answers it. */
export interface PublishedPrivacyNotice {
  title: string;
  intro: string;
  sections: { heading: string; body: string }[];
}
