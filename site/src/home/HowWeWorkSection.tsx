import { Box, Container, SimpleGrid, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { SectionHeader } from '../layout/SectionHeader';

/** How an engagement runs, from the first call to the monthly rhythm. */
export const ENGAGEMENT_STEPS = [
  {
    title: 'Discovery call',
    text: 'We learn how your business runs today, where the numbers live and what the next funding or compliance milestone needs.',
  },
  {
    title: 'Onboarding in days',
    text: 'We connect your bank, payroll and accounting tools, clean up the books and agree the monthly calendar with your team.',
  },
  {
    title: 'A monthly close you can trust',
    text: 'Reconciled books, financial statements, VAT and payroll on time every month, with a finance lead who knows your business.',
  },
] as const;

/** The home page's section between the services and the packages. */
export function HowWeWorkSection() {
  return (
    <Box
      as="section"
      aria-labelledby="how-we-work-heading"
      bg="bg.subtle"
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="7xl">
        <SectionHeader
          id="how-we-work-heading"
          title="How We Work"
          subtitle="From the first call to a finance function that runs itself"
        />
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
          {ENGAGEMENT_STEPS.map((step, index) => (
            <Stack
              as="li"
              key={step.title}
              gap="3"
              p="7"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border"
              borderRadius="l3"
            >
              <Text fontWeight="semibold" color="brand.fg" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </Text>
              <Heading as="h3" size="lg">
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
