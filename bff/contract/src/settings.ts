/**
 * GET /api/settings: the facts of the deployment that the site and the admin must share with the
 * BFF rather than repeat. The business's time zone is the BFF's `BOOKING_TIMEZONE`: the booking
 * calendar counts its days in it and editors pick publish times on its clock, so an operator who
 * sets it changes every one of them. Browser-safe.
 */
import type { PublicCalendar } from './availability';
import { API_PATHS } from './paths';

export const SETTINGS_PATH = API_PATHS.settings;

/** 200 of GET /api/settings (no session needed). */
export interface PublicSettings {
  /** IANA zone in which the business keeps its hours and counts its days, e.g. `Europe/London`. */
  businessTimeZone: string;
  /** The days off and closed dates of the booking calendar (bff/src/availability). */
  calendar?: PublicCalendar;
}

/** True for a body of the shape above (the client checks what it parses). */
export function isPublicSettings(value: unknown): value is PublicSettings {
  return (
    typeof value === 'object' &&
    value !== null &&
    'businessTimeZone' in value &&
    typeof value.businessTimeZone === 'string' &&
    value.businessTimeZone !== ''
  );
}
