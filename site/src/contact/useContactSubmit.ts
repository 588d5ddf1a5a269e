import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorBodyOf, HttpError } from '@app/contract/client';
import { notify } from 'shared_ui/toaster';
import { useI18n } from '../i18n/I18nProvider';
import { bodyRefusal, knownRefusalText } from '../i18n/refusalText';
import { ContactNotSentError, scheduleMeeting, sendContactMessage } from './contactApi';
import { slotQueryKeys } from '@app/contract/queries';
import {
  contactRequestOf,
  scheduleRequestOf,
  wantsBooking,
  type ContactValues,
} from './contactValues';
import { loadVisitorTimeZone } from './visitorZone';

export type SubmitOutcome = 'sent' | 'slot-taken' | 'failed';

export interface ContactSubmit {
  submit(values: ContactValues): Promise<SubmitOutcome>;
  pending: boolean;
}

/**
 * Submit order: the meeting first (only when asked for with a slot), then the message, so a
 * taken slot is known before anything is sent. A failed booking does not stop the message,
 * except when the slot was taken in the meantime (409): then nothing is sent, the visitor is told
 * and the slots are read again, so they can pick another time and send once. A booking refused
 * by a cap or the rate limit (429) is told by its code (in the page's language, see
 * i18n/refusalText.ts) once the message has gone, under a
 * title saying the message was sent. A meeting asked for but not booked otherwise (no slot
 * chosen, or the booking failed) gets the success text that asks for a slot. What the visitor
 * reads (see docs/booking-and-mail.md#submitting) is the catalogue's `contact.toast.*`.
 */
export function useContactSubmit(): ContactSubmit {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const schedule = useMutation({ mutationFn: scheduleMeeting });
  const contact = useMutation({ mutationFn: sendContactMessage });

  async function submit(values: ContactValues): Promise<SubmitOutcome> {
    let meetingScheduled = false;
    /** Why a cap or limit refused the booking (429), in the BFF's words. */
    let bookingRefused: string | undefined;
    if (wantsBooking(values)) {
      try {
        await schedule.mutateAsync(scheduleRequestOf(values, await loadVisitorTimeZone(), locale));
        meetingScheduled = true;
      } catch (error) {
        console.error('Scheduling the meeting failed:', error);
        if (error instanceof HttpError && error.status === 409) {
          notify({
            title: t('contact.toast.slotTakenTitle'),
            description: t('contact.toast.slotTaken'),
            type: 'error',
          });
          void queryClient.invalidateQueries({ queryKey: slotQueryKeys.all });
          return 'slot-taken';
        }
        if (error instanceof HttpError && error.status === 429) {
          bookingRefused = knownRefusalText(bodyRefusal(errorBodyOf(error)), t);
        }
      }
    }

    try {
      await contact.mutateAsync(contactRequestOf(values, locale));
    } catch (error) {
      notify({
        title: t('contact.toast.error'),
        description:
          error instanceof ContactNotSentError
            ? t('contact.toast.notSent')
            : error instanceof Error && error.message
              ? error.message
              : t('contact.toast.fallbackError'),
        type: 'error',
      });
      return 'failed';
    }

    if (meetingScheduled) {
      // The booked slot has left the list; whoever opens the panel next must not be offered it.
      void queryClient.invalidateQueries({ queryKey: slotQueryKeys.all });
    }
    if (bookingRefused !== undefined) {
      notify({
        title: t('contact.toast.bookingRefusedTitle'),
        description: bookingRefused,
        type: 'info',
      });
      return 'sent';
    }
    notify({
      title: t('contact.toast.success'),
      description: t(
        meetingScheduled
          ? 'contact.toast.sentWithMeeting'
          : values.bookMeeting
            ? 'contact.toast.sentBookingFailed'
            : 'contact.toast.sentWithoutMeeting',
      ),
      type: 'success',
    });
    return 'sent';
  }

  return { submit, pending: schedule.isPending || contact.isPending };
}
