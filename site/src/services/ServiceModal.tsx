import { useState, type Dispatch } from 'react';
import { CarouselDialog } from 'shared_ui/CarouselDialog';
import { Box, Stack } from 'shared_ui/layout';
import { Heading, List, Text } from 'shared_ui/typography';
import { SERVICES } from './services';
import type { ModalAction, ModalSelection } from './modalSelection';

export interface ServiceModalProps {
  selected: ModalSelection;
  dispatch: Dispatch<ModalAction>;
  /** The card to focus once the modal has closed. */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * Spec 2.4: one service's details, stepping through all six. Loaded on demand: the page shows
 * none of it until a card is chosen. It stays mounted after closing so it can hand focus back.
 */
export default function ServiceModal({ selected, dispatch, finalFocusEl }: ServiceModalProps) {
  // While the closing fade runs the selection is already cleared: keep showing the last service.
  const [shown, setShown] = useState(selected ?? 0);
  if (selected !== null && selected !== shown) {
    setShown(selected);
  }
  const service = SERVICES[shown];
  if (!service) {
    return null;
  }
  return (
    <CarouselDialog
      open={selected !== null}
      index={shown}
      count={SERVICES.length}
      itemLabel={(index) => `Show ${SERVICES[index]?.title ?? ''}`}
      dotsLabel="Choose a service"
      onClose={() => dispatch({ type: 'close' })}
      onPrevious={() => dispatch({ type: 'previous' })}
      onNext={() => dispatch({ type: 'next' })}
      onSelect={(index) => dispatch({ type: 'open', index })}
      finalFocusEl={finalFocusEl}
      title={service.title}
    >
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
    </CarouselDialog>
  );
}
