import { Box, Container, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { ContactForm } from './ContactForm';

/** The home page's contact section (anchor `contact`). */
export function ContactSection() {
  const { t } = useI18n();
  return (
    <Box as="section" id="contact" aria-labelledby="contact-heading" py={{ base: '12', md: '20' }}>
      <Container maxW="3xl">
        <Stack gap="3" mb="8" textAlign="center">
          <Heading as="h2" id="contact-heading" size={{ base: '2xl', md: '3xl' }}>
            {t('contact.sectionTitle')}
          </Heading>
          <Text color="fg.muted">{t('contact.subtitle')}</Text>
        </Stack>
        <ContactForm />
      </Container>
    </Box>
  );
}
