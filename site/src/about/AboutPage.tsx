import { Container } from 'shared_ui/layout';
import { Heading } from 'shared_ui/typography';
import { Seo } from '../seo/Seo';

export function AboutPage() {
  return (
    <Container maxW="7xl" py="16">
      <Seo title="About Us" description="About Us" path="/about" />
      <Heading as="h1">About Us</Heading>
    </Container>
  );
}
