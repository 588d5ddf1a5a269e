import { HStack } from 'shared_ui/layout';
import { Button } from 'shared_ui/forms';

export type AvailabilityTab = 'schedule' | 'advisors';

const TABS: readonly { id: AvailabilityTab; label: string }[] = [
  { id: 'schedule', label: 'Schedule' },
  { id: 'advisors', label: 'Advisors' },
];

/** The tabs of /admin/availability: the firm's schedule, and the advisors who take meetings. */
export function AvailabilityTabs({
  tab,
  onChange,
}: {
  tab: AvailabilityTab;
  onChange: (tab: AvailabilityTab) => void;
}) {
  return (
    <HStack role="tablist" aria-label="Availability" gap="2">
      {TABS.map((t) => (
        <Button
          key={t.id}
          role="tab"
          aria-selected={tab === t.id}
          variant={tab === t.id ? 'solid' : 'outline'}
          size="sm"
          onClick={() => onChange(t.id)}
        >
          {t.label}
        </Button>
      ))}
    </HStack>
  );
}
