import type { ComponentType } from 'react';
import type { SiteIcon } from '@app/contract/siteContent';
import { BriefcaseIcon } from '../about/aboutIcons';
import { GaugeIcon, PlaneIcon, RocketIcon } from '../packages/packageIcons';
import {
  DashboardIcon,
  ExchangeIcon,
  LedgerIcon,
  PieIcon,
  TeamIcon,
  TrendIcon,
} from '../services/serviceIcons';
import type { LineIconProps } from './lineIcon';

/** The icon staff chose by name (the contract's SITE_ICONS) as the component that draws it. */
export const SITE_ICON_COMPONENTS: Readonly<Record<SiteIcon, ComponentType<LineIconProps>>> = {
  ledger: LedgerIcon,
  exchange: ExchangeIcon,
  team: TeamIcon,
  trend: TrendIcon,
  dashboard: DashboardIcon,
  pie: PieIcon,
  rocket: RocketIcon,
  gauge: GaugeIcon,
  plane: PlaneIcon,
  briefcase: BriefcaseIcon,
};
