import { Container, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { useLocalizedPath } from '../navigation/localizedPath';
import { useI18n } from '../i18n/I18nProvider';
import { Seo } from '../seo/Seo';
import { ContactDetails } from '../layout/ContactDetails';
import { ContactForm } from './ContactForm';

/** /contact: the same form under its own heading. */
export function ContactPage() {
  const { t } = useI18n();
  const localize = useLocalizedPath();
  return (
    <Container maxW="3xl" py={{ base: '12', md: '16' }}>
      <Seo
        title={t('contact.title')}
        description={t('contact.description')}
        path={localize('/contact')}
      />
      <Stack gap="3" mb="8" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          {t('contact.title')}
        </Heading>
        <Text color="fg.muted">{t('contact.subtitle')}</Text>
      </Stack>
      <ContactDetails centered />
      <ContactForm />
    </Container>
  );
}
