import { Box, Container, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Seo } from '../seo/Seo';
import { ServicesSection } from './ServicesSection';

const HEADING_ID = 'services-page-heading';
const INTRO = 'Comprehensive financial solutions designed to scale with your business growth.';

/** Spec 2.4: /services, the heading and text, then the services section. */
export function ServicesPage() {
  return (
    <>
      <Seo
        title="Our Services"
        description="Accounting, payables and receivables, payroll, budgeting and forecasting, KPI dashboards, employee equity and fundraising support for startups and growing businesses in the UAE and Saudi Arabia."
        path="/services"
      />
      <Box pt={{ base: '12', md: '20' }}>
        <Container maxW="7xl">
          <Stack gap="4" textAlign="center" maxW="3xl" mx="auto">
            <Heading id={HEADING_ID} as="h1" size={{ base: '4xl', md: '5xl' }}>
              Our Services
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {INTRO}
            </Text>
          </Stack>
        </Container>
      </Box>
      <ServicesSection labelledBy={HEADING_ID} />
    </>
  );
}
