import { channelOf, type Attribution, type Touch } from '@app/contract/attribution';
import { ENQUIRY_OUTCOME_LABELS, type OutcomeActivity } from '@app/contract/leads';

/** How a source is spelled for people; any other source is shown as it was tagged. */
const SOURCE_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  google: 'Google',
  bing: 'Bing',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  x: 'X',
  youtube: 'YouTube',
  newsletter: 'Newsletter',
};

/** How a medium is spelled for people; any other medium with its underscores made spaces. */
const MEDIUM_NAMES: Record<string, string> = {
  cpc: 'paid search',
  ppc: 'paid search',
  paid: 'paid',
  email: 'e-mail',
  referral: 'referral',
};

export function sourceName(source: string | null): string {
  if (source === null) return 'Direct or unknown';
  return SOURCE_NAMES[source] ?? source;
}

export function mediumName(medium: string): string {
  return MEDIUM_NAMES[medium] ?? medium.replace(/[_-]+/g, ' ');
}

/** "LinkedIn / paid social / vat-ramadan-2027, landed on /blog/vat-guide" */
export function touchInWords(touch: Touch): string {
  const { source, medium } = channelOf(touch);
  const channel = [sourceName(source), medium && mediumName(medium), touch.utm_campaign]
    .filter((part) => part)
    .join(' / ');
  return touch.landingPath ? `${channel}, landed on ${touch.landingPath}` : channel;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** "3 days earlier", "5 hours earlier", "less than an hour earlier". */
export function earlierInWords(from: string, to: string): string {
  const gap = new Date(to).getTime() - new Date(from).getTime();
  if (gap >= DAY) {
    const days = Math.floor(gap / DAY);
    return `${days} ${days === 1 ? 'day' : 'days'} earlier`;
  }
  if (gap >= HOUR) {
    const hours = Math.floor(gap / HOUR);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} earlier`;
  }
  return 'less than an hour earlier';
}

/**
 * The enquiry's first touch in one line: "LinkedIn / paid social / vat-ramadan-2027, landed on
 * /blog/vat-guide, first visit 3 days earlier" (before the enquiry was received).
 */
export function attributionInWords(attribution: Attribution | null, receivedAt: string): string {
  const touch = attribution?.first ?? attribution?.last;
  if (touch === undefined) return 'Direct or unknown: the visit carried no campaign or referrer';
  const words = touchInWords(touch);
  return touch.at ? `${words}, first visit ${earlierInWords(touch.at, receivedAt)}` : words;
}

/** "jane set the outcome from Open to Won" */
export function outcomeActivityInWords(activity: OutcomeActivity): string {
  return `${activity.actor} set the outcome from ${ENQUIRY_OUTCOME_LABELS[activity.from]} to ${ENQUIRY_OUTCOME_LABELS[activity.to]}`;
}
