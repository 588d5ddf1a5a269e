import type { ComponentType } from 'react';
import type { LineIconProps } from '../icons/lineIcon';
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

function placeholder(number: number): ProofItem {
  return {
    icon: BriefcaseIcon,
    title: `Project Placeholder ${number}`,
    description: 'A client engagement to be published here.',
    industry: 'Industry TBD',
    impact: 'Impact TBD',
    details: 'The scope of the work and its results will be described once the client approves.',
    imagePath: '',
  };
}

/** Three placeholder proof items. */
export const PROOF_ITEMS: readonly ProofItem[] = [placeholder(1), placeholder(2), placeholder(3)];
