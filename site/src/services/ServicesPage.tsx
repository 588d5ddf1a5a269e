import { useLocalizedPath } from '../navigation/localizedPath';
import { useI18n } from '../i18n/I18nProvider';
import { PageIntro } from '../layout/PageIntro';
import { Seo } from '../seo/Seo';
import { ServicesSection } from './ServicesSection';

const HEADING_ID = 'services-page-heading';

/** /services: the heading and text, then the services section with its own label. */
export function ServicesPage() {
  const { t } = useI18n();
  const localize = useLocalizedPath();
  return (
    <>
      <Seo
        title={t('services.title')}
        description={t('services.page.description')}
        path={localize('/services')}
      />
      <PageIntro
        headingId={HEADING_ID}
        title={t('services.title')}
        intro={t('services.page.intro')}
      />
      <ServicesSection />
    </>
  );
}
