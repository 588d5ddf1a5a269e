import type { ContactRequest, ScheduleRequest } from '@app/contract';
import { apiFetch, HttpError } from '@app/contract/client';
import { API_PATHS } from '@app/contract/paths';
import { english } from '../i18n/siteIntl';

/** The contact call was answered but not ok: the form says the message was not sent. */
export class ContactNotSentError extends Error {
  constructor(cause: HttpError) {
    super(english('contact.toast.notSent'), { cause });
    this.name = 'ContactNotSentError';
  }
}

/** POST /api/calendar/schedule; resolves when the answer is ok, else throws an HttpError. */
export async function scheduleMeeting(request: ScheduleRequest): Promise<void> {
  const response = await apiFetch(API_PATHS.schedule, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
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
      body: JSON.stringify(request),
    });
  } catch (error) {
    if (error instanceof HttpError) throw new ContactNotSentError(error);
    throw error;
  }
}
