import { PageIntro } from '../layout/PageIntro';
import { Seo } from '../seo/Seo';
import { PackagesSection } from './PackagesSection';

const HEADING_ID = 'packages-page-heading';
const INTRO = 'Flexible financial solutions tailored to your business stage and growth needs.';

/** /packages: the heading and text, then the packages section. */
export function PackagesPage() {
  return (
    <>
      <Seo
        title="Our Packages"
        description="Lift-Off from $1,000, Accelerator from $1,500 and Auto Pilot from $3,000 a month: outsourced finance packages for startups, growing and established businesses in the UAE and Saudi Arabia."
        path="/packages"
      />
      <PageIntro headingId={HEADING_ID} title="Our Packages" intro={INTRO} bg="bg.subtle" />
      <PackagesSection labelledBy={HEADING_ID} />
    </>
  );
}
