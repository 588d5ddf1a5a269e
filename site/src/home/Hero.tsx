import { Box, Container, SimpleGrid, Stack } from 'shared_ui/layout';
import { Heading, Span, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/messages/en';
import type { ComponentType } from 'react';
import { CoinsIcon, CycleIcon } from '../icons/featureIcons';
import type { LineIconProps } from '../icons/lineIcon';
import { DashboardIcon, LedgerIcon, PieIcon, TrendIcon } from '../services/serviceIcons';
import { scrollToSection } from '../navigation/scrollToSection';

/** The feature tiles, each with its icon: shown as a row on medium and larger screens only. */
export const FEATURE_TILES: readonly { label: MessageKey; icon: ComponentType<LineIconProps> }[] = [
  { label: 'hero.tile.revenue', icon: CoinsIcon },
  { label: 'hero.tile.accounting', icon: LedgerIcon },
  { label: 'hero.tile.analytics', icon: DashboardIcon },
  { label: 'hero.tile.automation', icon: CycleIcon },
  { label: 'hero.tile.spend', icon: PieIcon },
  { label: 'hero.tile.growth', icon: TrendIcon },
];

/** The hero message, the "Get in touch" button and the feature tiles. */
export function Hero() {
  const { t, rich } = useI18n();
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bg="nav.bg"
      color="nav.fg"
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="7xl">
        <Stack gap="8" maxW="3xl">
          <Heading id="hero-heading" as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="1.1">
            {rich('hero.title', {
              accent: (chunks) => <Span color="brand.onDark">{chunks}</Span>,
            })}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.800">
            {t('hero.intro')}
          </Text>
          <Box>
            <Button colorPalette="brand" size="lg" onClick={() => scrollToSection('contact')}>
              {t('hero.cta')}
            </Button>
          </Box>
        </Stack>
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ md: 3, lg: 6 }}
          gap="4"
          mt="16"
          hideBelow="md"
        >
          {FEATURE_TILES.map(({ label, icon: Icon }) => (
            <Stack
              as="li"
              key={label}
              align="center"
              gap="2"
              borderWidth="1px"
              borderColor="whiteAlpha.300"
              borderRadius="l3"
              p="4"
              fontWeight="medium"
              textAlign="center"
            >
              {/* A fixed 1em box in the server's HTML: the icon shifts nothing when it paints. */}
              <Box as="span" color="brand.onDark" fontSize="2xl" lineHeight="1" display="flex">
                <Icon />
              </Box>
              {t(label)}
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
