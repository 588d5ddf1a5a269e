/**
 * How an enquiry's attribution is stored: both touches as JSON for reading back, and the first
 * touch's channel as columns the report groups by. The first touch is how the visitor found the
 * firm, the question the report answers; the latest is shown beside it on the enquiry.
 */
import { channelOf, sanitiseAttribution, type Attribution } from '@app/contract/attribution';

export interface LeadColumns {
  attribution: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  landing_path: string | null;
}

/** The columns of an attribution (null, or already cleaned by the contract's schema). */
export function leadColumnsOf(attribution: Attribution | null | undefined): LeadColumns {
  const touch = attribution?.first ?? attribution?.last;
  if (attribution == null || touch === undefined) {
    return { attribution: null, source: null, medium: null, campaign: null, landing_path: null };
  }
  return {
    attribution: JSON.stringify(attribution),
    ...channelOf(touch),
    campaign: touch.utm_campaign?.toLowerCase() ?? null,
    landing_path: touch.landingPath ?? null,
  };
}

/** The stored JSON read back, cleaned again: what reaches a screen passed the rules twice. */
export function attributionOf(stored: string | null): Attribution | null {
  if (stored === null || stored === '') return null;
  try {
    return sanitiseAttribution(JSON.parse(stored));
  } catch {
    return null;
  }
}
