import { SERVICES } from '../services/services';

/** The contact form offers the titles of the six services, in the same order. */
export const SERVICE_OPTIONS: readonly string[] = SERVICES.map((service) => service.title);
