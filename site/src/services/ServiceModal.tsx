import { CarouselDialog } from 'shared_ui/CarouselDialog';
import { Box, Stack } from 'shared_ui/layout';
import { Heading, List, Text } from 'shared_ui/typography';
import { SERVICES } from './services';

/** Names the service dialogs in the page: a card's opener points at `services-modal-<index>`. */
export const SERVICE_MODAL_ID = 'services-modal';

/** One service's details, stepping through all six with wrap-around. */
export function ServiceModal() {
  return (
    <CarouselDialog
      id={SERVICE_MODAL_ID}
      count={SERVICES.length}
      itemLabel={(index) => `Show ${SERVICES[index]?.title ?? ''}`}
      dotsLabel="Choose a service"
      title={(index) => SERVICES[index]?.title}
    >
      {(index) => {
        const service = SERVICES[index];
        return service ? (
          <Stack gap="6" fontSize="md">
            <Text color="fg.muted">{service.content.intro}</Text>
            <Box>
              <Heading as="h3" size="md" mb="2">
                Software Used
              </Heading>
              <Text>{service.content.software}</Text>
            </Box>
            <Box>
              <Heading as="h3" size="md" mb="2">
                Deliverables
              </Heading>
              <List.Root ps="5" gap="1">
                {service.content.deliverables.map((deliverable) => (
                  <List.Item key={deliverable}>{deliverable}</List.Item>
                ))}
              </List.Root>
            </Box>
          </Stack>
        ) : null;
      }}
    </CarouselDialog>
  );
}
