import { useEffect, type ComponentType } from 'react';
import { Box, Container, SimpleGrid, Stack } from 'shared_ui/layout';
import { Button } from 'shared_ui/forms';
import { Heading, Span, Text } from 'shared_ui/typography';
import { useLocalizedPath } from '../navigation/localizedPath';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/messages/en';
import { english } from '../i18n/siteIntl';
import { Seo } from '../seo/Seo';
import { SiteLink } from '../navigation/SiteLink';
import { entryAnimation } from '../layout/entryAnimation';
import type { LineIconProps } from '../icons/lineIcon';
import { BoltIcon, ExpertIcon, LayersIcon } from './aboutIcons';
import { IconTile } from '../icons/IconTile';
import { ProofModal } from './ProofModal';

/** The goal and the mission, in English. */
export const ABOUT_GOAL = english('about.goal');
export const ABOUT_MISSION = english('about.mission.text');

interface ApproachPoint {
  icon: ComponentType<LineIconProps>;
  title: MessageKey;
  text: MessageKey;
}

/** The three points of the approach. */
const APPROACH: readonly ApproachPoint[] = [
  { icon: BoltIcon, title: 'about.approach.fast.title', text: 'about.approach.fast.text' },
  { icon: ExpertIcon, title: 'about.approach.expert.title', text: 'about.approach.expert.text' },
  {
    icon: LayersIcon,
    title: 'about.approach.scalable.title',
    text: 'about.approach.scalable.text',
  },
];

function ApproachCard({ point, order }: { point: ApproachPoint; order: number }) {
  const { t } = useI18n();
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
        {t(point.title)}
      </Heading>
      <Text color="fg.muted">{t(point.text)}</Text>
    </Stack>
  );
}

/** /about: the mission, the approach and the proof-of-work viewer. */
export function AboutPage() {
  const { t, rich } = useI18n();
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
              {rich('about.heading', {
                accent: (chunks) => <Span color="brand.onDark">{chunks}</Span>,
              })}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.800">
              {t('about.goal')}
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
            {t('about.mission.text')}
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
