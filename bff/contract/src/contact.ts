/**
 * Contact API contract (POST /api/contact), shared by the BFF, the site and the admin.
 * Browser-safe: imports nothing but zod.
 */
import { z } from 'zod';
import { attributionField } from './attribution';
import { personName, siteLanguage, timeSlot } from './booking';
import { multiLine, singleLine } from './text';

import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  MESSAGE_TOO_LONG_MESSAGE,
  SERVICES_TOO_LONG_MESSAGE,
} from './formMessages';

/**
 * Body of POST /api/contact.
 *
 * `website` is a honeypot: the form renders it hidden from people, so only bots fill it. A
 * request with a filled honeypot is answered exactly like a real success and is stored nowhere
 * and mailed to no one, so that a bot learns nothing. Check it with `isHoneypotFilled` on the raw
 * body before validating, so that a bot does not get a 400 telling it which field gave it away.
 */
export const contactRequest = z.object({
  name: personName,
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: EMAIL_INVALID_MESSAGE }).max(254, { error: EMAIL_TOO_LONG_MESSAGE })),
  /** The chosen services joined into one comma-separated string, as the contact form sends them. */
  services: singleLine(z.string().max(500, { error: SERVICES_TOO_LONG_MESSAGE, abort: true })),
  message: multiLine(z.string().trim().max(5000, { error: MESSAGE_TOO_LONG_MESSAGE, abort: true })),
  bookMeeting: z.boolean(),
  selectedSlot: timeSlot.nullable().optional(),
  website: z.string().optional(),
  /** The language of the page the message was sent from (see siteLanguage). */
  language: siteLanguage,
  /** Where the visit came from; never refused, only cleaned (see attribution.ts). */
  attribution: attributionField,
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** True when a bot filled the hidden `website` field; works on the raw, unvalidated body. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('website' in body)) return false;
  const { website } = body;
  return typeof website === 'string' ? website.trim() !== '' : website != null;
}

/** Splits the comma-separated `services` string into trimmed, non-empty names. */
export function splitServices(services: string): string[] {
  return services
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Answer of POST /api/contact (201). A bot that filled the honeypot gets the same shape. */
export const contactResponse = z.object({ ok: z.literal(true), id: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;
