import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './theme/system';
import { Toaster } from './theme/Toaster';

export interface ProviderProps {
  children: ReactNode;
}

/** Brand theme plus the single toast viewport; hosts wrap their whole tree in it once. */
export function Provider({ children }: ProviderProps) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
