import { Box, Container, Stack } from 'shared_ui/layout';
import { Button } from 'shared_ui/forms';
import { Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { SiteLink } from '../navigation/SiteLink';
import { PackagesTable } from './PackagesTable';
import { PackagesTabs } from './PackagesTabs';
import { usePackages } from './packages';
import { SectionHeader } from '../layout/SectionHeader';

/**
 * The packages compared: a table on wide screens, tabs on narrow ones (see
 * docs/public-site.md#services-packages-about). Both layouts are in the HTML and CSS picks one
 * per breakpoint, so the server's markup is the browser's markup and nothing moves once scripts
 * run.
 */
export function PackagesSection() {
  const { t } = useI18n();
  const { customNote } = usePackages();
  return (
    <Box
      as="section"
      id="packages"
      aria-labelledby="packages-heading"
      py={{ base: '16', md: '24' }}
      bg="bg.subtle"
    >
      <Container maxW="6xl">
        <SectionHeader
          id="packages-heading"
          title={t('packages.title')}
          subtitle={t('packages.subtitle')}
        />
        <Box hideBelow="md">
          <PackagesTable />
        </Box>
        <Box hideFrom="md">
          <PackagesTabs />
        </Box>
        <Stack gap="4" align="center" textAlign="center" mt={{ base: '10', md: '12' }}>
          <Button asChild colorPalette="brand" size="lg">
            <SiteLink href="/#contact">{t('packages.cta')}</SiteLink>
          </Button>
          <Text color="fg.muted">{customNote}</Text>
        </Stack>
      </Container>
    </Box>
  );
}
