import { chakra } from 'shared_ui/layout';
import { CheckIcon, DashIcon } from './packageIcons';

/** A table cell's mark, announced as "Included" or "Not included". */
export function InclusionMark({ included }: { included: boolean }) {
  return (
    <chakra.span
      role="img"
      aria-label={included ? 'Included' : 'Not included'}
      display="inline-grid"
      placeItems="center"
      boxSize="7"
      borderRadius="full"
      fontSize="md"
      bg={included ? 'brand.subtle' : 'transparent'}
      color={included ? 'brand.fg' : 'fg.subtle'}
    >
      {included ? <CheckIcon /> : <DashIcon />}
    </chakra.span>
  );
}
