import { useMemo } from 'react';
import type { CarouselDialogLabels } from 'shared_ui/CarouselDialog';
import { useI18n } from '../i18n/I18nProvider';

/** The words of the kit's carousel dialogs (close, previous, next), in the page's language. */
export function useDialogLabels(): CarouselDialogLabels {
  const { t } = useI18n();
  return useMemo(
    () => ({ close: t('dialog.close'), previous: t('dialog.previous'), next: t('dialog.next') }),
    [t],
  );
}
