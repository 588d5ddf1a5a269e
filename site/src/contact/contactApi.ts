import type { ContactRequest, ScheduleRequest } from '@app/contract';
import { apiFetch, HttpError } from '@app/contract/client';
import { API_PATHS } from '@app/contract/paths';
import { readAttribution } from '../boot/landingTouch';
import { english } from '../i18n/siteIntl';

/** The contact call was answered but not ok: the form says the message was not sent. */
export class ContactNotSentError extends Error {
  constructor(cause: HttpError) {
    super(english('contact.toast.notSent'), { cause });
    this.name = 'ContactNotSentError';
  }
}

/** The body with the visit's attribution (boot/landingTouch.ts), when the tab kept one. */
function withAttribution(request: ContactRequest | ScheduleRequest): string {
  const attribution = readAttribution(globalThis.sessionStorage);
  return JSON.stringify(attribution === undefined ? request : { ...request, attribution });
}

/** POST /api/calendar/schedule; resolves when the answer is ok, else throws an HttpError. */
export async function scheduleMeeting(request: ScheduleRequest): Promise<void> {
  const response = await apiFetch(API_PATHS.schedule, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: withAttribution(request),
  });
  // Success is judged by the status; the body is only logged.
  console.info('Meeting scheduled:', await response.text());
}

/** POST /api/contact. An answer that is not ok throws a ContactNotSentError. */
export async function sendContactMessage(request: ContactRequest): Promise<void> {
  try {
    await apiFetch(API_PATHS.contact, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: withAttribution(request),
    });
  } catch (error) {
    if (error instanceof HttpError) throw new ContactNotSentError(error);
    throw error;
  }
}
