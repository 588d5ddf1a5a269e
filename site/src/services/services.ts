import type { ComponentType } from 'react';
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

/** The six services, in order. The contact form offers the same titles. */
export const SERVICES: readonly ServiceCard[] = [
  {
    icon: LedgerIcon,
    title: 'Accounting & Financial Operations',
    description:
      'Bookkeeping, monthly reporting, tax-minimisation advice and year-end books, done to the rules of your region.',
    content: {
      intro:
        'We keep your books accurate and up to date every month, so you always know where the business stands. Our accountants handle bookkeeping and reporting, advise you on minimising tax within the UAE Corporate Tax and VAT rules or Saudi Zakat and VAT, and prepare your year-end books, with the scope adjusted to the region you operate in.',
      software:
        'We work in Xero, QuickBooks Online and Zoho Books, and can take over the books in other accounting software on request.',
      deliverables: [
        'Monthly reconciliation of every bank, card and payment account',
        'Monthly financials: Profit & Loss, Balance Sheet and Cash Flow Statement',
        'Year-end books and guidance for your auditors and tax filings',
      ],
    },
  },
  {
    icon: ExchangeIcon,
    title: 'Payables & Receivables Management',
    description:
      'Bills paid on time, invoices chased and collected, and A/P and A/R schedules you can rely on.',
    content: {
      intro:
        'We run your payables and receivables end to end: supplier bills are checked, approved and paid on schedule, customer invoices go out promptly and are followed up until they are collected, so your cash is never tied up by accident.',
      software:
        'Depends on your business and region: we use your accounting system together with the bill-pay, invoicing and banking tools that fit it.',
      deliverables: [
        'Processing of all payables and receivables',
        'Up-to-date A/P and A/R schedules',
        'Ongoing analysis of how to improve your payment and collection systems',
      ],
    },
  },
  {
    icon: TeamIcon,
    title: 'Payroll',
    description:
      'Accurate, on-time payroll with tax withholdings, benefits and compliance taken care of.',
    content: {
      intro:
        'We pay your people correctly and on time, every cycle. We handle tax withholdings, benefits and end-of-service provisions, and keep payroll compliant with the Wage Protection System in the UAE and with GOSI and Mudad in Saudi Arabia.',
      software:
        'Depends on your business and region: we run payroll in your existing HR and payroll platform or set up one that suits your team.',
      deliverables: [
        'Bi-weekly or monthly payroll runs',
        'Payroll compliance and employer-tax requirements handled',
      ],
    },
  },
  {
    icon: TrendIcon,
    title: 'Budgeting & Forecasting',
    description:
      'Budgets, forecasts and scenarios that show where the business is heading and what it needs.',
    content: {
      intro:
        'We build a budget and a rolling forecast around how your business actually makes and spends money, then keep them current as things change, so hiring, spending and fundraising decisions rest on numbers rather than guesses.',
      software: 'Excel and other planning tools, chosen to fit the size of your business.',
      deliverables: [
        'Quarterly and annual forecasts',
        'Scenario planning and analysis',
        'A monthly or quarterly alignment call to review results against plan',
      ],
    },
  },
  {
    icon: DashboardIcon,
    title: 'Custom Dashboard & KPIs',
    description:
      'A company portal with a dashboard built around the KPIs that matter to your business.',
    content: {
      intro:
        'We give you one place to see your company’s financial health. Your dashboard is tailored to your business model and tracks the metrics you and your investors care about, updated as your books close each month.',
      software: 'Internal: our own client platform.',
      deliverables: [
        'A company portal on our platform with a customised dashboard, KPI tracking and all your financial information',
      ],
    },
  },
  {
    icon: PieIcon,
    title: 'Employee Equity & Fundraising',
    description:
      'Equity plans, a clean cap table and the preparation that gets you through a funding round.',
    content: {
      intro:
        'We help you share ownership with your team and raise capital with confidence. We design employee equity plans, keep your cap table accurate through every grant and round, and prepare the financials, models and data room that investors expect.',
      software: 'A cap-table management tool, such as Carta or Pulley.',
      deliverables: [
        'Equity planning',
        'Cap table management',
        'Fundraising preparation and support',
      ],
    },
  },
];
