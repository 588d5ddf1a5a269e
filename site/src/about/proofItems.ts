import { useMemo, type ComponentType } from 'react';
import type { PublishedSiteContent } from '@app/contract/siteContent';
import type { LineIconProps } from '../icons/lineIcon';
import { useSiteContent } from '../page/siteContent';
import { BriefcaseIcon } from './aboutIcons';

/** A proof-of-work item: a case study staff published. */
export interface ProofItem {
  icon: ComponentType<LineIconProps>;
  title: string;
  description: string;
  industry: string;
  impact: string;
  details: string;
  /** Where the project's image lives; empty until one is provided. */
  imagePath: string;
  /** What the image shows, in the page's language. */
  imageAlt: string;
}

/** The published case studies, in the content's language. */
export function proofItemsOf({ caseStudies }: PublishedSiteContent): readonly ProofItem[] {
  return caseStudies.items.map((item) => ({
    icon: BriefcaseIcon,
    title: item.title,
    description: item.description,
    industry: item.industry,
    impact: item.impact,
    details: item.details,
    imagePath: item.image?.src ?? '',
    imageAlt: item.image?.alt ?? '',
  }));
}

/** The proof items in the page's language. */
export function useProofItems(): readonly ProofItem[] {
  const content = useSiteContent();
  return useMemo(() => proofItemsOf(content), [content]);
}
