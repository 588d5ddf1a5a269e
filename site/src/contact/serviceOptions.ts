import { useMemo } from 'react';
import { SERVICES, useServices } from '../services/services';

/** The contact form offers the titles of the six services, in the same order (English here). */
export const SERVICE_OPTIONS: readonly string[] = SERVICES.map((service) => service.title);

/** The titles of the six services in the page's language: the boxes' labels and values. */
export function useServiceOptions(): readonly string[] {
  const services = useServices();
  return useMemo(() => services.map((service) => service.title), [services]);
}
