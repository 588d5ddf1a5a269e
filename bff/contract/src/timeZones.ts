/**
 * How a time zone reads to a person, the same on the site's meeting page and in the admin's
 * inbox. Browser-safe: imports nothing.
 */

/** `Dubai` for `Asia/Dubai`, `New York` for `America/New_York`, `UTC` for `UTC`. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}
