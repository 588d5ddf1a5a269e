import { PageIntro } from '../layout/PageIntro';
import { Seo } from '../seo/Seo';
import { ServicesSection } from './ServicesSection';

const HEADING_ID = 'services-page-heading';
const INTRO = 'Comprehensive financial solutions designed to scale with your business growth.';

/** /services: the heading and text, then the services section. */
export function ServicesPage() {
  return (
    <>
      <Seo
        title="Our Services"
        description="Accounting, payables and receivables, payroll, budgeting and forecasting, KPI dashboards, employee equity and fundraising support for startups and growing businesses in the UAE and Saudi Arabia."
        path="/services"
      />
      <PageIntro headingId={HEADING_ID} title="Our Services" intro={INTRO} />
      <ServicesSection labelledBy={HEADING_ID} />
    </>
  );
}
