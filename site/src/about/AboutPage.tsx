import { useEffect, type ComponentType } from 'react';
import { Box, Container, SimpleGrid, Stack } from 'shared_ui/layout';
import { Button } from 'shared_ui/forms';
import { Heading, Span, Text } from 'shared_ui/typography';
import { useLocalizedPath } from '../navigation/localizedPath';
import { useI18n } from '../i18n/I18nProvider';
import { useSiteContent } from '../page/siteContent';
import { Seo } from '../seo/Seo';
import { SiteLink } from '../navigation/SiteLink';
import { entryAnimation } from '../layout/entryAnimation';
import type { LineIconProps } from '../icons/lineIcon';
import { BoltIcon, ExpertIcon, LayersIcon } from './aboutIcons';
import { IconTile } from '../icons/IconTile';
import { ProofModal } from './ProofModal';

interface ApproachPoint {
  icon: ComponentType<LineIconProps>;
  title: string;
  text: string;
}

/** The icons of the three approach cards, in order (their texts are staff's). */
const APPROACH_ICONS = [BoltIcon, ExpertIcon, LayersIcon] as const;

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
  const { t } = useI18n();
  const { about } = useSiteContent();
  const localize = useLocalizedPath();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      <Seo
        title={t('about.title')}
        description={t('about.description')}
        path={localize('/about')}
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
              {t('about.title')}
            </Text>
            <Heading id="about-heading" as="h1" size={{ base: '4xl', md: '5xl' }} lineHeight="1.1">
              {about.heading} <Span color="brand.onDark">{about.headingAccent}</Span>
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.800">
              {about.goal}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="mission-heading" py={{ base: '16', md: '20' }}>
        <Container maxW="4xl" textAlign="center">
          <Heading id="mission-heading" as="h2" size={{ base: '2xl', md: '3xl' }} mb="5">
            {t('about.mission.title')}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {about.mission}
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
            {t('about.approach.title')}
          </Heading>
          <SimpleGrid as="ul" role="list" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
            {about.approach.map((point, index) => (
              <li key={index}>
                <ApproachCard
                  point={{ ...point, icon: APPROACH_ICONS[index % APPROACH_ICONS.length]! }}
                  order={index}
                />
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="about-cta-heading" py={{ base: '16', md: '20' }}>
        <Container maxW="3xl" textAlign="center">
          <Stack gap="5" align="center">
            <Heading id="about-cta-heading" as="h2" size={{ base: '2xl', md: '3xl' }}>
              {t('about.cta.title')}
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              {t('about.cta.text')}
            </Text>
            <Button asChild colorPalette="brand" size="lg">
              <SiteLink href="/#contact">{t('about.cta.button')}</SiteLink>
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
