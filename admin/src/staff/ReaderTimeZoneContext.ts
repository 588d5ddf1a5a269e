import { createContext, useContext } from 'react';

/**
 * The zone a rendered page was written in, provided while the app hydrates it; none (the
 * runtime's own zone) otherwise.
 */
export const ReaderTimeZoneContext = createContext<string | undefined>(undefined);

export function useReaderTimeZone(): string | undefined {
  return useContext(ReaderTimeZoneContext);
}
