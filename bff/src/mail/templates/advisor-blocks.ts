/**
 * The visitor's words about their advisor (bff/src/advisors), per language: the confirmation's
 * line naming them, the room link, and the update sent when staff reassign the meeting.
 */
import type { SiteLanguage } from '@app/contract/languages';
import type { Block } from './compose';

/** The advisor as a visitor's e-mail names them. */
export interface MailAdvisor {
  name: string;
  roomLink: string | null;
}

export interface AdvisorTexts {
  yourAdvisor(name: string): string;
  roomLink(url: string): string;
  reassignedSubject(name: string): string;
  reassignedPreview(name: string): string;
  reassigned(name: string): string;
  unchanged: string;
}

const en: AdvisorTexts = {
  yourAdvisor: (name) => `Your advisor for this meeting is ${name}.`,
  roomLink: (url) => `Join the meeting here: ${url}`,
  reassignedSubject: (name) => `Your meeting is now with ${name}`,
  reassignedPreview: (name) => `${name} will now take your meeting.`,
  reassigned: (name) => `Your meeting is now with ${name}, who will take it in our team's place.`,
  unchanged:
    'The time is unchanged; the attached invitation updates your calendar, and your link to change or cancel the meeting still works.',
};

const ar: AdvisorTexts = {
  yourAdvisor: (name) => `مستشارك في هذا الاجتماع هو ${name}.`,
  roomLink: (url) => `انضم إلى الاجتماع من هنا: ${url}`,
  reassignedSubject: (name) => `اجتماعك الآن مع ${name}`,
  reassignedPreview: (name) => `سيتولى ${name} اجتماعك الآن.`,
  reassigned: (name) => `اجتماعك الآن مع ${name}، الذي سيتولاه نيابةً عن فريقنا.`,
  unchanged:
    'الموعد لم يتغير؛ الدعوة المرفقة تحدّث تقويمك، ورابط تغيير الاجتماع أو إلغائه ما زال يعمل.',
};

export const ADVISOR_TEXTS: Readonly<Record<SiteLanguage, AdvisorTexts>> = { en, ar };

/** The lines naming the advisor and their room link, in the visitor's language (none without). */
export function advisorBlocks(
  language: SiteLanguage,
  advisor: MailAdvisor | null | undefined,
): Block[] {
  if (advisor == null) return [];
  const texts = ADVISOR_TEXTS[language];
  const blocks: Block[] = [{ kind: 'paragraph', text: texts.yourAdvisor(advisor.name) }];
  if (advisor.roomLink !== null) {
    blocks.push({ kind: 'paragraph', text: texts.roomLink(advisor.roomLink) });
  }
  return blocks;
}
