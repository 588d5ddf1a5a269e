import { Box, Container, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Seo } from '../seo/Seo';
import { PackagesSection } from './PackagesSection';

const HEADING_ID = 'packages-page-heading';
const INTRO = 'Flexible financial solutions tailored to your business stage and growth needs.';

/** Spec 2.5: /packages, the heading and text, then the packages section. */
export function PackagesPage() {
  return (
    <>
      <Seo
        title="Our Packages"
        description="Lift-Off from $1,000, Accelerator from $1,500 and Auto Pilot from $3,000 a month: outsourced finance packages for startups, growing and established businesses in the UAE and Saudi Arabia."
        path="/packages"
      />
      <Box bg="bg.subtle" pt={{ base: '12', md: '20' }}>
        <Container maxW="7xl">
          <Stack gap="4" textAlign="center" maxW="3xl" mx="auto">
            <Heading id={HEADING_ID} as="h1" size={{ base: '4xl', md: '5xl' }}>
              Our Packages
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {INTRO}
            </Text>
          </Stack>
        </Container>
      </Box>
      <PackagesSection labelledBy={HEADING_ID} />
    </>
  );
}
