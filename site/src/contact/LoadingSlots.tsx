import { HStack } from 'shared_ui/layout';
import { Spinner } from 'shared_ui/Spinner';
import { Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';

/** What the times column says until the slots of the chosen date are on screen. */
export function LoadingSlots() {
  const { t } = useI18n();
  return (
    <HStack role="status" gap="2" py="4">
      <Spinner size="sm" />
      <Text>{t('booking.loading')}</Text>
    </HStack>
  );
}
