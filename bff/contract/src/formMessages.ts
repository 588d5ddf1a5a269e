/**
 * The messages the booking and contact schemas give a field, in the API's words (English), apart
 * from the schemas so the site can name them without bringing zod (and its code generator, which
 * the Content-Security-Policy refuses) into the browser. Browser-safe: imports only the languages.
 */

import { errorText } from './errorCodes';

export const NAME_WITH_LINK_MESSAGE = errorText('field.name-with-link');
export const NAME_REQUIRED_MESSAGE = errorText('field.name-required');
export const NAME_TOO_LONG_MESSAGE = errorText('field.name-too-long');
export const EMAIL_INVALID_MESSAGE = errorText('field.email-invalid');
export const EMAIL_TOO_LONG_MESSAGE = errorText('field.email-too-long');
export const ISO_INSTANT_MESSAGE = errorText('field.iso-instant');
export const IANA_ZONE_MESSAGE = errorText('field.iana-zone');
export const DESCRIPTION_TOO_LONG_MESSAGE = errorText('field.description-too-long');
export const LANGUAGE_MESSAGE = errorText('field.language');
export const SERVICES_TOO_LONG_MESSAGE = errorText('field.services-too-long');
export const MESSAGE_TOO_LONG_MESSAGE = errorText('field.message-too-long');
