import { useId } from 'react';
import { Checkbox } from 'shared_ui/choices';
import { Button } from 'shared_ui/forms';
import { Box, Stack } from 'shared_ui/layout';
import { Popover } from 'shared_ui/overlay';
import { Text } from 'shared_ui/typography';
import { SERVICE_OPTIONS } from './serviceOptions';

export interface ServicesPickerProps {
  value: string[];
  onChange(services: string[]): void;
  open: boolean;
  onOpenChange(open: boolean): void;
}

function summary(services: readonly string[]): string {
  if (services.length === 0) return 'Select services';
  if (services.length === 1) return services[0] ?? '';
  return `${services.length} services selected`;
}

/** Spec 2.7: the services field, a popover with one checkbox per service option. */
export function ServicesPicker({ value, onChange, open, onOpenChange }: ServicesPickerProps) {
  const labelId = useId();
  const summaryId = useId();
  return (
    <Box>
      <Text id={labelId} fontWeight="medium" textStyle="sm" mb="1.5">
        Services
      </Text>
      <Popover.Root
        open={open}
        onOpenChange={(details) => onOpenChange(details.open)}
        positioning={{ placement: 'bottom-start', sameWidth: true }}
        lazyMount
        unmountOnExit
      >
        <Popover.Trigger asChild>
          <Button
            variant="outline"
            w="full"
            justifyContent="space-between"
            fontWeight="normal"
            aria-labelledby={`${labelId} ${summaryId}`}
          >
            <Text as="span" id={summaryId} truncate color={value.length ? 'fg' : 'fg.muted'}>
              {summary(value)}
            </Text>
            <Text as="span" aria-hidden="true">
              ▾
            </Text>
          </Button>
        </Popover.Trigger>
        <Popover.Positioner>
          <Popover.Content aria-labelledby={labelId} w="auto" maxW="calc(100vw - 2rem)">
            <Popover.Body p="3">
              <Checkbox.Group value={value} onValueChange={onChange} name="services">
                <Stack gap="2">
                  {SERVICE_OPTIONS.map((service) => (
                    <Checkbox.Root key={service} value={service}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{service}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              </Checkbox.Group>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Popover.Root>
    </Box>
  );
}
