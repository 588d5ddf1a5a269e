import { Container } from 'shared_ui/layout';
import { Heading } from 'shared_ui/typography';
import { Seo } from '../seo/Seo';

export function ServicesPage() {
  return (
    <Container maxW="7xl" py="16">
      <Seo title="Our Services" description="Our Services" path="/services" />
      <Heading as="h1">Our Services</Heading>
    </Container>
  );
}
