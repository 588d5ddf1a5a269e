/**
 * The messages the booking and contact schemas give a field, in the API's words (English), apart
 * from the schemas so the site can name them without bringing zod (and its code generator, which
 * the Content-Security-Policy refuses) into the browser. Browser-safe: imports only the languages.
 */
import { SITE_LANGUAGES } from './languages';

export const NAME_WITH_LINK_MESSAGE = 'Please enter just your name, without a web address';
export const NAME_REQUIRED_MESSAGE = 'Please enter your name';
export const NAME_TOO_LONG_MESSAGE = 'Please keep your name under 100 characters';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const EMAIL_TOO_LONG_MESSAGE = 'Please keep your email address under 255 characters';
export const ISO_INSTANT_MESSAGE = 'Expected a date and time in ISO-8601 format';
export const IANA_ZONE_MESSAGE = 'Expected an IANA time zone such as Asia/Dubai';
export const DESCRIPTION_TOO_LONG_MESSAGE = 'Please keep it under 5000 characters';
export const LANGUAGE_MESSAGE = `Expected one of the site's languages: ${SITE_LANGUAGES.join(', ')}`;
export const SERVICES_TOO_LONG_MESSAGE = 'Too many services selected';
export const MESSAGE_TOO_LONG_MESSAGE = 'Please keep your message under 5000 characters';
