/**
 * An instant's numbers on a zone's clock, read from Intl's parts so that no browser's locale
 * punctuation shapes them. Shared by the editorial publish times and the inbox's meeting times.
 */

const numericFormats = new Map<string, Intl.DateTimeFormat>();

function numericFormat(zone: string): Intl.DateTimeFormat {
  let format = numericFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    numericFormats.set(zone, format);
  }
  return format;
}

/** The parts of `format`'s text for `instant`, by type (year, month, hour, timeZoneName...). */
export function partsOf(format: Intl.DateTimeFormat, instant: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
}

/**
 * Year, month, day, hour (00-23), minute and second of `instant` on the clock of `zone`, each
 * two digits (four for the year); null for a zone this browser does not know.
 */
export function clockParts(instant: Date, zone: string): Record<string, string> | null {
  let part: Record<string, string>;
  try {
    part = partsOf(numericFormat(zone), instant);
  } catch {
    return null;
  }
  // Some engines write midnight as 24 even in the h23 cycle.
  return { ...part, hour: String(Number(part.hour) % 24).padStart(2, '0') };
}
