import { Button } from 'shared_ui/forms';
import { VStack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { useHttpStatus } from '../page/siteContext';
import { useI18n } from '../i18n/I18nProvider';
import { SiteLink } from '../navigation/SiteLink';
import { Seo } from '../seo/Seo';

/** Any path outside the route table: answered with status 404 and kept out of search results. */
export function NotFoundPage() {
  useHttpStatus(404);
  const { t } = useI18n();
  return (
    <VStack gap="6" py="24" px="6" textAlign="center">
      <Seo title={t('notFound.title')} description={t('notFound.text')} path="/404" noindex />
      <Heading as="h1" size="3xl">
        {t('notFound.heading')}
      </Heading>
      <Text color="fg.muted">{t('notFound.text')}</Text>
      <Button asChild colorPalette="brand">
        <SiteLink href="/">{t('common.goHome')}</SiteLink>
      </Button>
    </VStack>
  );
}
