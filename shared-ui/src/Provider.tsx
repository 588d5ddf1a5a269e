import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { system } from './theme/system';
import { isToastRequested, subscribeToastRequest } from './toaster';

const Toaster = lazy(() => import('./theme/Toaster').then(({ Toaster }) => ({ default: Toaster })));

export interface ProviderProps {
  /**
   * The page's language as a BCP 47 locale (`ar-AE-…`); `en-US` by default. Chakra's logic-based
   * parts (dialogs, popovers, checkboxes, toasts) take their direction from it: without it they
   * write `dir="ltr"` on themselves inside a right-to-left page. The kit's own components read it
   * too (the carousel's arrow keys).
   */
  locale?: string;
  children: ReactNode;
}

/** The toast region, mounted (and its code loaded) once the first toast is asked for. */
function ToastRegion() {
  const requested = useSyncExternalStore(subscribeToastRequest, isToastRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Brand theme, the page's locale and the single toast viewport; hosts wrap their tree in it once. */
export function Provider({ locale = 'en-US', children }: ProviderProps) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={locale}>
        {children}
        <ToastRegion />
      </LocaleProvider>
    </ChakraProvider>
  );
}
