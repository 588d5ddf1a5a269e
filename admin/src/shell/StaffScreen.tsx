import { useId, type ReactNode } from 'react';
import { Container, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';

/** The page of the team and account screens inside the staff shell: a title, the sections. */
export function StaffScreen({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Container as="main" maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** One titled panel of a staff screen, named by its title. */
export function StaffSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      p="6"
    >
      <Heading as="h2" id={titleId} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
