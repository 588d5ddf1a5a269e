import { Box, Container, SimpleGrid, Stack } from 'shared_ui/layout';
import { Heading, Span, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { useI18n } from '../i18n/I18nProvider';
import { scrollToSection } from '../navigation/scrollToSection';
import { useSiteContent } from '../page/siteContent';

/**
 * The hero message (its last words in the brand colour), the "Get in touch" button and the
 * feature tiles (a row on medium and larger screens only), as staff published them.
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
          {home.tiles.map((tile, index) => (
            <Box
              as="li"
              key={index}
              borderWidth="1px"
              borderColor="whiteAlpha.300"
              borderRadius="l3"
              p="4"
              fontWeight="medium"
              textAlign="center"
            >
              {tile}
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
