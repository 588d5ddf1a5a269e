import { Container } from 'shared_ui/layout';
import { Heading } from 'shared_ui/typography';
import { Seo } from '../seo/Seo';

export function ContactPage() {
  return (
    <Container maxW="7xl" py="16">
      <Seo title="Get in Touch" description="Get in Touch" path="/contact" />
      <Heading as="h1">Get in Touch</Heading>
    </Container>
  );
}
