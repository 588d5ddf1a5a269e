import { Button } from 'shared_ui/forms';
import { Box, HStack, VStack } from 'shared_ui/layout';
import { Heading, List, Text } from 'shared_ui/typography';
import { useHttpStatus } from '../page/siteContext';
import { useLocalizedPath } from '../navigation/localizedPath';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/messages/en';
import { SiteLink } from '../navigation/SiteLink';
import { Seo } from '../seo/Seo';

const TIPS: readonly MessageKey[] = [
  'article.notFound.tipAddress',
  'article.notFound.tipBrowse',
  'article.notFound.tipSearch',
];

/** A missing post (or one that could not be read) answers 404, out of search results. */
export function ArticleNotFound({ slug }: { slug: string }) {
  useHttpStatus(404);
  const { t } = useI18n();
  const localize = useLocalizedPath();
  return (
    <VStack gap="6" py="24" px="6" textAlign="center">
      <Seo
        title={t('article.notFound.title')}
        description={t('article.notFound.text')}
        path={localize(`/blog/${encodeURIComponent(slug)}`)}
        noindex
      />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t('article.notFound.heading')}
      </Heading>
      <Text color="fg.muted" maxW="xl">
        {t('article.notFound.text')}
      </Text>
      <Box textAlign="start" bg="bg.subtle" borderRadius="l3" p="6" maxW="xl" w="full">
        <Text fontWeight="semibold" mb="2">
          {t('article.notFound.tipsTitle')}
        </Text>
        <List.Root gap="1" ps="5">
          {TIPS.map((tip) => (
            <List.Item key={tip}>{t(tip)}</List.Item>
          ))}
        </List.Root>
      </Box>
      <HStack gap="4" wrap="wrap" justify="center">
        <Button asChild colorPalette="brand">
          <SiteLink href="/blog">{t('article.notFound.returnToBlog')}</SiteLink>
        </Button>
        <Button asChild variant="outline">
          <SiteLink href="/">{t('common.goHome')}</SiteLink>
        </Button>
      </HStack>
    </VStack>
  );
}
