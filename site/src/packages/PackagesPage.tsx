import { Container } from 'shared_ui/layout';
import { Heading } from 'shared_ui/typography';
import { Seo } from '../seo/Seo';

export function PackagesPage() {
  return (
    <Container maxW="7xl" py="16">
      <Seo title="Our Packages" description="Our Packages" path="/packages" />
      <Heading as="h1">Our Packages</Heading>
    </Container>
  );
}
