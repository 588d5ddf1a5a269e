import { useEffect, type ComponentType } from 'react';
import { Box, Container, SimpleGrid, Stack } from 'shared_ui/layout';
import { Button } from 'shared_ui/forms';
import { Heading, Span, Text } from 'shared_ui/typography';
import { Seo } from '../seo/Seo';
import { SiteLink } from '../navigation/SiteLink';
import { entryAnimation } from '../layout/entryAnimation';
import type { LineIconProps } from '../icons/lineIcon';
import { BoltIcon, ExpertIcon, LayersIcon } from './aboutIcons';
import { IconTile } from '../icons/IconTile';
import { ProofModal } from './ProofModal';

export const ABOUT_GOAL =
  'Our goal is to help startups scale with confidence by making finance effortless, from single needs such as accounting, compliance or payroll to a dedicated finance team.';
export const ABOUT_MISSION =
  'Our mission is to simplify financial operations for growing businesses by combining deep expertise with tailored solutions that scale.';

interface ApproachPoint {
  icon: ComponentType<LineIconProps>;
  title: string;
  text: string;
}

/** The three points of the approach. */
const APPROACH: readonly ApproachPoint[] = [
  {
    icon: BoltIcon,
    title: 'Fast & Efficient',
    text: 'We get your finance function running in days, not months, with proven processes and cloud tools that take the manual work out of every month-end close.',
  },
  {
    icon: ExpertIcon,
    title: 'Expert Team',
    text: 'Accountants, controllers and fractional CFOs who know UAE and Saudi regulation work as an extension of your team.',
  },
  {
    icon: LayersIcon,
    title: 'Scalable Solutions',
    text: 'Start with a single service and add more as you grow, up to a complete outsourced finance department.',
  },
];

function ApproachCard({ point, order }: { point: ApproachPoint; order: number }) {
  return (
    <Stack
      gap="4"
      h="full"
      p="7"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      css={entryAnimation(order)}
    >
      <IconTile icon={point.icon} />
      <Heading as="h3" size="lg">
        {point.title}
      </Heading>
      <Text color="fg.muted">{point.text}</Text>
    </Stack>
  );
}

/** /about: the mission, the approach and the proof-of-work viewer. */
export function AboutPage() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      <Seo
        title="About Us"
        description="We help startups and growing businesses in the UAE and Saudi Arabia scale with confidence by making finance effortless: from a single service to a dedicated finance team."
        path="/about"
      />
      <Box
        as="section"
        aria-labelledby="about-heading"
        bg="nav.bg"
        color="nav.fg"
        py={{ base: '16', md: '24' }}
      >
        <Container maxW="7xl">
          <Stack gap="6" maxW="3xl">
            <Text
              color="brand.onDark"
              fontWeight="semibold"
              letterSpacing="wide"
              textTransform="uppercase"
            >
              About Us
            </Text>
            <Heading id="about-heading" as="h1" size={{ base: '4xl', md: '5xl' }} lineHeight="1.1">
              Finance made effortless, so you can{' '}
              <Span color="brand.onDark">scale with confidence.</Span>
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.800">
              {ABOUT_GOAL}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="mission-heading" py={{ base: '16', md: '20' }}>
        <Container maxW="4xl" textAlign="center">
          <Heading id="mission-heading" as="h2" size={{ base: '2xl', md: '3xl' }} mb="5">
            Our Mission
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {ABOUT_MISSION}
          </Text>
        </Container>
      </Box>

      <Box
        as="section"
        aria-labelledby="approach-heading"
        bg="bg.subtle"
        py={{ base: '16', md: '20' }}
      >
        <Container maxW="7xl">
          <Heading
            id="approach-heading"
            as="h2"
            size={{ base: '2xl', md: '3xl' }}
            textAlign="center"
            mb={{ base: '8', md: '12' }}
          >
            Our Approach
          </Heading>
          <SimpleGrid as="ul" role="list" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
            {APPROACH.map((point, index) => (
              <li key={point.title}>
                <ApproachCard point={point} order={index} />
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="about-cta-heading" py={{ base: '16', md: '20' }}>
        <Container maxW="3xl" textAlign="center">
          <Stack gap="5" align="center">
            <Heading id="about-cta-heading" as="h2" size={{ base: '2xl', md: '3xl' }}>
              Ready to hand off your finance?
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              Tell us where your business is today and we will suggest the right mix of services.
            </Text>
            <Button asChild colorPalette="brand" size="lg">
              <SiteLink href="/#contact">Contact Us</SiteLink>
            </Button>
          </Stack>
        </Container>
      </Box>

      {/* The proof-of-work viewer: in the server's HTML, closed, ready for an opener of item i
          (a CarouselDialogOpener of PROOF_MODAL_ID); nothing on the page opens it yet. */}
      <ProofModal />
    </>
  );
}
