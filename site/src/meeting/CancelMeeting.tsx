import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorBodyOf, HttpError } from '@app/contract/client';
import { Button } from 'shared_ui/forms';
import { chakra, CommandButton, HStack, NativeDialog } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { slotQueryKeys } from '@app/contract/queries';
import { useI18n } from '../i18n/I18nProvider';
import { cancelMeeting } from './meetingApi';
import { meetingQueryKey } from './meetingQuery';
import type { Notice } from './MeetingNotice';
import { bodyRefusal, refusalText } from '../i18n/refusalText';

/** The confirmation's id (one per page): its opener and its close button point at it. */
const id = 'cancel-meeting';

const FADE_IN = { animationName: 'fade-in', animationDuration: '0.2s' } as const;

/** The site's dialog look (centred panel, dimmed backdrop) on a small confirmation. */
const DIALOG_STYLE = {
  m: 'auto',
  p: '6',
  border: 'none',
  outline: '0',
  borderRadius: 'l3',
  bg: 'bg.panel',
  color: 'fg',
  boxShadow: 'lg',
  w: 'calc(100% - 2rem)',
  maxW: 'md',
  _open: FADE_IN,
  '&::backdrop': { bg: 'blackAlpha.500', ...FADE_IN },
} as const;

export interface CancelMeetingProps {
  token: string;
  /** The meeting's time in words, repeated in the question. */
  timeLine: string;
  onDone(notice: Notice): void;
}

/**
 * "Cancel meeting" and its confirmation, a native modal `<dialog>` opened by an Invoker Command:
 * it opens from the server's HTML before the page is live, Escape and a press outside close it,
 * and focus starts on "Keep meeting" and returns to the opener. Only "Yes, cancel meeting" needs
 * the live page (a press before then is replayed once it is, if the dialog is still open).
 */
export function CancelMeeting({ token, timeLine, onDone }: CancelMeetingProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useMutation({ mutationFn: () => cancelMeeting(token) });

  async function confirm() {
    // A press held back until the page was live: the visitor may have closed the dialog since.
    if (!dialog.current?.open || cancel.isPending) return;
    try {
      const answer = await cancel.mutateAsync();
      // Closed first: the button that opened it leaves the page with the meeting's old state.
      dialog.current?.close();
      queryClient.setQueryData(meetingQueryKey(token), answer);
      // The slot is free again: whoever looks at the calendar next is offered it.
      void queryClient.invalidateQueries({ queryKey: slotQueryKeys.all });
      onDone({ kind: 'success', text: t('meeting.cancel.done') });
    } catch (error) {
      dialog.current?.close();
      const refusal = bodyRefusal(errorBodyOf(error));
      onDone({ kind: 'error', text: refusalText(refusal, t, t('meeting.failed')) });
      // Refused after the cut-off, or the link has ended: show the meeting as it now stands.
      if (error instanceof HttpError && (error.status === 404 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: meetingQueryKey(token) });
      }
    }
  }

  return (
    <>
      <Button asChild type="button" variant="outline" colorPalette="red">
        <CommandButton commandfor={id} command="show-modal">
          {t('meeting.cancel')}
        </CommandButton>
      </Button>
      <NativeDialog
        ref={dialog}
        id={id}
        closedby="any"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        // The browser may have opened it before the page was live: that state is kept.
        suppressHydrationWarning
        css={DIALOG_STYLE}
      >
        <chakra.h2 id={`${id}-title`} fontSize="xl" fontWeight="semibold" mb="3">
          {t('meeting.cancel.question')}
        </chakra.h2>
        <Text id={`${id}-text`} mb="6">
          {t('meeting.cancel.text', { time: timeLine })}
        </Text>
        <HStack gap="3" justify="flex-end" wrap="wrap">
          {/* First in the dialog, so the browser focuses the choice that changes nothing. */}
          <Button asChild type="button" variant="outline">
            <CommandButton commandfor={id} command="close">
              {t('meeting.cancel.keep')}
            </CommandButton>
          </Button>
          <Button colorPalette="red" loading={cancel.isPending} onClick={() => void confirm()}>
            {t('meeting.cancel.confirm')}
          </Button>
        </HStack>
      </NativeDialog>
    </>
  );
}
