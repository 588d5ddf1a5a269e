import { Box, Container, SimpleGrid, Stack } from 'shared_ui/layout';
import { Heading, Span, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { useI18n } from '../i18n/I18nProvider';
import type { ComponentType } from 'react';
import { CoinsIcon, CycleIcon } from '../icons/featureIcons';
import type { LineIconProps } from '../icons/lineIcon';
import { DashboardIcon, LedgerIcon, PieIcon, TrendIcon } from '../services/serviceIcons';
import { scrollToSection } from '../navigation/scrollToSection';
import { useSiteContent } from '../page/siteContent';

/**
 * The icons of the feature tiles, in the tiles' order (revenue, accounting, analytics,
 * automation, spend, growth); staff name the tiles, the icons stay.
 */
export const FEATURE_TILE_ICONS: readonly ComponentType<LineIconProps>[] = [
  CoinsIcon,
  LedgerIcon,
  DashboardIcon,
  CycleIcon,
  PieIcon,
  TrendIcon,
];

/**
 * The hero message (its last words in the brand colour), the "Get in touch" button and the
 * feature tiles (a row on medium and larger screens only, each with its icon), as staff
 * published them.
 */
export function Hero() {
  const { t } = useI18n();
  const { home } = useSiteContent();
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
            {home.heroHeading} <Span color="brand.onDark">{home.heroAccent}</Span>
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.800">
            {home.heroText}
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
          {home.tiles.map((tile, index) => {
            const Icon = FEATURE_TILE_ICONS[index % FEATURE_TILE_ICONS.length]!;
            return (
              <Stack
                as="li"
                key={index}
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
                {tile}
              </Stack>
            );
          })}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
