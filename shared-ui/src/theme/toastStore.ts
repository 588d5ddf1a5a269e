import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toastRules';

/**
 * The toast store. Loaded with the toast region on the first `notify`, not with the page: most
 * visits never show a toast, and the store's code is part of no screen's first paint.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  pauseOnPageIdle: true,
});
