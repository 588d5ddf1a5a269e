import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './theme/system';
import { isToastRequested, subscribeToastRequest } from './toaster';

const Toaster = lazy(() => import('./theme/Toaster').then(({ Toaster }) => ({ default: Toaster })));

export interface ProviderProps {
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

/** Brand theme plus the single toast viewport; hosts wrap their whole tree in it once. */
export function Provider({ children }: ProviderProps) {
  return (
    <ChakraProvider value={system}>
      {children}
      <ToastRegion />
    </ChakraProvider>
  );
}
