import { Container, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Seo } from '../seo/Seo';
import { ContactForm } from './ContactForm';

/** /contact: the same form under its own heading. */
export function ContactPage() {
  return (
    <Container maxW="3xl" py={{ base: '12', md: '16' }}>
      <Seo
        title="Get in Touch"
        description="Get in touch to learn more about our services: send us a message or book a meeting with our finance team."
        path="/contact"
      />
      <Stack gap="3" mb="8" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          Get in Touch
        </Heading>
        <Text color="fg.muted">Get in touch to learn more about our services</Text>
      </Stack>
      <ContactForm />
    </Container>
  );
}
