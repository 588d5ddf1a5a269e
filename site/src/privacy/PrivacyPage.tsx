import { useEffect } from 'react';
import { Box, Container, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { useLocalizedPath } from '../navigation/localizedPath';
import { Seo } from '../seo/Seo';
import { usePrivacyNotice } from './privacyNotice';

/** /privacy: the notice staff publish in each language, its paragraphs as they wrote them. */
export function PrivacyPage() {
  const { t } = useI18n();
  const notice = usePrivacyNotice();
  const localize = useLocalizedPath();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      <Seo
        title={notice.title}
        description={t('privacy.description')}
        path={localize('/privacy')}
      />
      <Box as="article" aria-labelledby="privacy-heading" py={{ base: '12', md: '20' }}>
        <Container maxW="3xl">
          <Stack gap="8">
            <Heading id="privacy-heading" as="h1" size={{ base: '3xl', md: '4xl' }}>
              {notice.title}
            </Heading>
            <Text fontSize="lg" color="fg.muted" whiteSpace="pre-line">
              {notice.intro}
            </Text>
            {notice.sections.map((section, index) => (
              <Stack as="section" key={index} gap="3">
                <Heading as="h2" size="xl">
                  {section.heading}
                </Heading>
                <Text whiteSpace="pre-line">{section.body}</Text>
              </Stack>
            ))}
          </Stack>
        </Container>
      </Box>
    </>
  );
}
