import { useLocalizedPath } from '../navigation/localizedPath';
import { useI18n } from '../i18n/I18nProvider';
import { PageIntro } from '../layout/PageIntro';
import { Seo } from '../seo/Seo';
import { PackagesSection } from './PackagesSection';

const HEADING_ID = 'packages-page-heading';

/** /packages: the heading and text, then the packages section with its own label. */
export function PackagesPage() {
  const { t } = useI18n();
  const localize = useLocalizedPath();
  return (
    <>
      <Seo
        title={t('packages.page.title')}
        description={t('packages.page.description')}
        path={localize('/packages')}
      />
      <PageIntro
        headingId={HEADING_ID}
        title={t('packages.page.title')}
        intro={t('packages.page.intro')}
        bg="bg.subtle"
      />
      <PackagesSection />
    </>
  );
}
