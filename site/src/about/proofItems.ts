import { useMemo, type ComponentType } from 'react';
import type { LineIconProps } from '../icons/lineIcon';
import { useI18n } from '../i18n/I18nProvider';
import { english, type Translate } from '../i18n/siteIntl';
import { BriefcaseIcon } from './aboutIcons';

/** A proof-of-work item (placeholder content only). */
export interface ProofItem {
  icon: ComponentType<LineIconProps>;
  title: string;
  description: string;
  industry: string;
  impact: string;
  details: string;
  /** Where the project's image lives; empty until one is provided. */
  imagePath: string;
}

function placeholder(t: Translate, number: number): ProofItem {
  return {
    icon: BriefcaseIcon,
    title: t('proof.placeholder.title', { number: String(number) }),
    description: t('proof.placeholder.description'),
    industry: t('proof.placeholder.industry'),
    impact: t('proof.placeholder.impact'),
    details: t('proof.placeholder.details'),
    imagePath: '',
  };
}

/** Three placeholder proof items, in one language. */
export function proofItemsIn(t: Translate): readonly ProofItem[] {
  return [placeholder(t, 1), placeholder(t, 2), placeholder(t, 3)];
}

/** The proof items in English. */
export const PROOF_ITEMS: readonly ProofItem[] = proofItemsIn(english);

/** The proof items in the page's language. */
export function useProofItems(): readonly ProofItem[] {
  const { t } = useI18n();
  return useMemo(() => proofItemsIn(t), [t]);
}
