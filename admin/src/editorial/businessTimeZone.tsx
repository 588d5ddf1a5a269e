import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchSettings } from '@app/contract/publicReads';
import { settingsQueryKey } from '@app/contract/queries';
import { Loading, LoadError } from '../loading/LoadState';

/**
 * The business's IANA zone, the BFF's `BOOKING_TIMEZONE` as GET /api/settings gives it: editors
 * pick publish times on its clock and read them back in it, as the booking calendar counts days.
 */
export const BusinessTimeZoneContext = createContext<string | undefined>(undefined);

/**
 * Renders its children once the zone is read, so no screen below ever says a time in another
 * zone; the screens that show publish times sit inside it.
 */
export function BusinessTimeZone({ children }: { children: ReactNode }) {
  const settings = useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => fetchSettings(),
    staleTime: Infinity,
  });
  if (settings.isPending) return <Loading>Loading the business settings…</Loading>;
  if (settings.isError) {
    return <LoadError title="Could not load the settings" message={settings.error.message} />;
  }
  return (
    <BusinessTimeZoneContext value={settings.data.businessTimeZone}>
      {children}
    </BusinessTimeZoneContext>
  );
}

/** The business's zone; only below BusinessTimeZone, which reads it. */
export function useBusinessTimeZone(): string {
  const zone = useContext(BusinessTimeZoneContext);
  if (zone === undefined) throw new Error('useBusinessTimeZone is used outside BusinessTimeZone');
  return zone;
}
