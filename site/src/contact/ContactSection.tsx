import { Box, Container, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { ContactForm } from './ContactForm';

/** The home page's contact section (anchor `contact`). */
export function ContactSection() {
  return (
    <Box as="section" id="contact" aria-labelledby="contact-heading" py={{ base: '12', md: '20' }}>
      <Container maxW="3xl">
        <Stack gap="3" mb="8" textAlign="center">
          <Heading as="h2" id="contact-heading" size={{ base: '2xl', md: '3xl' }}>
            Contact Us
          </Heading>
          <Text color="fg.muted">Get in touch to learn more about our services</Text>
        </Stack>
        <ContactForm />
      </Container>
    </Box>
  );
}
