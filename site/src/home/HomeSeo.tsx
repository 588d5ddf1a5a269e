import { useSiteContext } from '../page/siteContext';
import { useLocalizedPath } from '../navigation/localizedPath';
import { useI18n } from '../i18n/I18nProvider';
import { usePackages } from '../packages/packages';
import { Seo } from '../seo/Seo';
import { professionalServiceJsonLd } from '../seo/structuredData';
import { useServices } from '../services/services';

/** The home page's title, search and social metadata and its structured data. */
export function HomeSeo() {
  const { origin } = useSiteContext();
  const intl = useI18n();
  const { t } = intl;
  const localize = useLocalizedPath();
  const services = useServices();
  const { packages, vatIncluded } = usePackages();
  return (
    <Seo
      title={t('site.name')}
      description={t('home.description')}
      path={localize('/')}
      jsonLd={[
        professionalServiceJsonLd(
          origin,
          services.map((service) => ({ name: service.title, description: service.description })),
          packages.map((pkg) => ({
            name: t('packages.offerName', { name: pkg.name }),
            description: pkg.description,
            monthlyPriceUsd: pkg.monthlyPriceUsd,
            vatIncluded,
          })),
          intl,
        ),
      ]}
    />
  );
}
