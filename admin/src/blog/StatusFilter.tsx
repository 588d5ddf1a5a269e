import type { PostStatus } from '@app/contract/editorial';
import { HStack } from 'shared_ui/layout';
import { Button } from 'shared_ui/forms';
import { STATUS_FILTERS } from '../editorial/statusWords';

/** All / Published / Drafts / Scheduled: toggle buttons, the pressed one the list shown. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: PostStatus | undefined;
  onChange(status: PostStatus | undefined): void;
}) {
  return (
    <HStack role="group" aria-label="Show posts by status" gap="2" wrap="wrap">
      {STATUS_FILTERS.map(({ status, label }) => {
        const pressed = status === value;
        return (
          <Button
            key={label}
            size="sm"
            colorPalette="brand"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onChange(status)}
          >
            {label}
          </Button>
        );
      })}
    </HStack>
  );
}
