import { useMemo } from 'react';
import { useServices } from '../services/services';

/** The titles of the published services in the page's language: the boxes' labels and values. */
export function useServiceOptions(): readonly string[] {
  const services = useServices();
  return useMemo(() => services.map((service) => service.title), [services]);
}
