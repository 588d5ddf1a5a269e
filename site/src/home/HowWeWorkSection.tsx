import { Box, Container, SimpleGrid, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/messages/en';
import { SectionHeader } from '../layout/SectionHeader';

/** How an engagement runs, from the first call to the monthly rhythm. */
export const ENGAGEMENT_STEPS: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'howWeWork.discovery.title', text: 'howWeWork.discovery.text' },
  { title: 'howWeWork.onboarding.title', text: 'howWeWork.onboarding.text' },
  { title: 'howWeWork.close.title', text: 'howWeWork.close.text' },
];

/** The home page's section between the services and the packages. */
export function HowWeWorkSection() {
  const { t } = useI18n();
  return (
    <Box
      as="section"
      aria-labelledby="how-we-work-heading"
      bg="bg.subtle"
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="7xl">
        <SectionHeader
          id="how-we-work-heading"
          title={t('howWeWork.title')}
          subtitle={t('howWeWork.subtitle')}
        />
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
          {ENGAGEMENT_STEPS.map((step, index) => (
            <Stack
              as="li"
              key={step.title}
              gap="3"
              p="7"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border"
              borderRadius="l3"
            >
              <Text fontWeight="semibold" color="brand.fg" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </Text>
              <Heading as="h3" size="lg">
                {t(step.title)}
              </Heading>
              <Text color="fg.muted">{t(step.text)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
