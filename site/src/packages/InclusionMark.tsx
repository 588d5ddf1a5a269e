import { chakra } from 'shared_ui/layout';
import { useI18n } from '../i18n/I18nProvider';
import { CheckIcon, DashIcon } from './packageIcons';

/** A table cell's mark, announced as "Included" or "Not included". */
export function InclusionMark({ included }: { included: boolean }) {
  const { t } = useI18n();
  return (
    <chakra.span
      role="img"
      aria-label={t(included ? 'packages.included' : 'packages.notIncluded')}
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
