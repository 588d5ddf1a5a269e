import { Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';

export interface SectionHeaderProps {
  /** The heading's id, which the section's aria-labelledby names. */
  id: string;
  title: string;
  subtitle: string;
}

/** The centred h2 and subtitle that open a home-page section. */
export function SectionHeader({ id, title, subtitle }: SectionHeaderProps) {
  return (
    <Stack gap="3" textAlign="center" mb={{ base: '10', md: '14' }}>
      <Heading id={id} as="h2" size={{ base: '3xl', md: '4xl' }}>
        {title}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
        {subtitle}
      </Text>
    </Stack>
  );
}
