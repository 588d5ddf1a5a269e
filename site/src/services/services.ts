import { useMemo, type ComponentType } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/messages/en';
import { english, type Translate } from '../i18n/siteIntl';
import type { LineIconProps } from '../icons/lineIcon';
import {
  DashboardIcon,
  ExchangeIcon,
  LedgerIcon,
  PieIcon,
  TeamIcon,
  TrendIcon,
} from './serviceIcons';

/** What the service modal shows: an intro, the software used and the deliverables. */
export interface ServiceContent {
  intro: string;
  software: string;
  deliverables: readonly string[];
}

/** A service card (static content). */
export interface ServiceCard {
  icon: ComponentType<LineIconProps>;
  title: string;
  /** The short text on the card. */
  description: string;
  content: ServiceContent;
}

/** A service's texts, as keys of the catalogue. */
interface ServiceTexts {
  icon: ComponentType<LineIconProps>;
  title: MessageKey;
  description: MessageKey;
  intro: MessageKey;
  software: MessageKey;
  deliverables: readonly MessageKey[];
}

const SERVICE_TEXTS: readonly ServiceTexts[] = [
  {
    icon: LedgerIcon,
    title: 'services.accounting.title',
    description: 'services.accounting.description',
    intro: 'services.accounting.intro',
    software: 'services.accounting.software',
    deliverables: [
      'services.accounting.deliverable1',
      'services.accounting.deliverable2',
      'services.accounting.deliverable3',
    ],
  },
  {
    icon: ExchangeIcon,
    title: 'services.payables.title',
    description: 'services.payables.description',
    intro: 'services.payables.intro',
    software: 'services.payables.software',
    deliverables: [
      'services.payables.deliverable1',
      'services.payables.deliverable2',
      'services.payables.deliverable3',
    ],
  },
  {
    icon: TeamIcon,
    title: 'services.payroll.title',
    description: 'services.payroll.description',
    intro: 'services.payroll.intro',
    software: 'services.payroll.software',
    deliverables: ['services.payroll.deliverable1', 'services.payroll.deliverable2'],
  },
  {
    icon: TrendIcon,
    title: 'services.budgeting.title',
    description: 'services.budgeting.description',
    intro: 'services.budgeting.intro',
    software: 'services.budgeting.software',
    deliverables: [
      'services.budgeting.deliverable1',
      'services.budgeting.deliverable2',
      'services.budgeting.deliverable3',
    ],
  },
  {
    icon: DashboardIcon,
    title: 'services.dashboard.title',
    description: 'services.dashboard.description',
    intro: 'services.dashboard.intro',
    software: 'services.dashboard.software',
    deliverables: ['services.dashboard.deliverable1'],
  },
  {
    icon: PieIcon,
    title: 'services.equity.title',
    description: 'services.equity.description',
    intro: 'services.equity.intro',
    software: 'services.equity.software',
    deliverables: [
      'services.equity.deliverable1',
      'services.equity.deliverable2',
      'services.equity.deliverable3',
    ],
  },
];

/** The six services, in order, in one language. The contact form offers the same titles. */
export function servicesIn(t: Translate): readonly ServiceCard[] {
  return SERVICE_TEXTS.map((service) => ({
    icon: service.icon,
    title: t(service.title),
    description: t(service.description),
    content: {
      intro: t(service.intro),
      software: t(service.software),
      deliverables: service.deliverables.map((key) => t(key)),
    },
  }));
}

/** The six services in English. */
export const SERVICES: readonly ServiceCard[] = servicesIn(english);

/** The six services in the page's language. */
export function useServices(): readonly ServiceCard[] {
  const { t } = useI18n();
  return useMemo(() => servicesIn(t), [t]);
}
