import { Box, Container, Stack, type BoxProps } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';

export interface PageIntroProps {
  /** The h1's id. */
  headingId: string;
  title: string;
  intro: string;
  bg?: BoxProps['bg'];
}

/** The h1 and the line under it that open /services and /packages, each one home section. */
export function PageIntro({ headingId, title, intro, bg }: PageIntroProps) {
  return (
    <Box bg={bg} pt={{ base: '12', md: '20' }}>
      <Container maxW="7xl">
        <Stack gap="4" textAlign="center" maxW="3xl" mx="auto">
          <Heading id={headingId} as="h1" size={{ base: '4xl', md: '5xl' }}>
            {title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {intro}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
