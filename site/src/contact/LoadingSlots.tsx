import { HStack } from 'shared_ui/layout';
import { Spinner } from 'shared_ui/Spinner';
import { Text } from 'shared_ui/typography';

/** What the times column says until the slots of the chosen date are on screen. */
export function LoadingSlots() {
  return (
    <HStack role="status" gap="2" py="4">
      <Spinner size="sm" />
      <Text>Loading available slots...</Text>
    </HStack>
  );
}
