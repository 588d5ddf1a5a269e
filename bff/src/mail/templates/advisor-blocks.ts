/**
 * The visitor's lines about their advisor (bff/src/advisors) in their language: the
 * confirmation's line naming them and the room link.
 */
import type { SiteLanguage } from '@app/contract/languages';
import { visitorText } from '../messages/mailText';
import type { Block } from './compose';

/** The advisor as a visitor's e-mail names them. */
export interface MailAdvisor {
  name: string;
  roomLink: string | null;
}

/** The lines naming the advisor and their room link, in the visitor's language (none without). */
export function advisorBlocks(
  language: SiteLanguage,
  advisor: MailAdvisor | null | undefined,
): Block[] {
  if (advisor == null) return [];
  const t = visitorText(language);
  const blocks: Block[] = [{ kind: 'paragraph', text: t('advisor.yours', { name: advisor.name }) }];
  if (advisor.roomLink !== null) {
    blocks.push({ kind: 'paragraph', text: t('advisor.roomLink', { url: advisor.roomLink }) });
  }
  return blocks;
}
