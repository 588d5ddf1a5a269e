import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'shared_ui/forms';
import { Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { confirmMeeting } from './meetingApi';
import { meetingQueryKey } from './meetingQuery';
import type { Notice } from './MeetingNotice';
import { instantLine } from './meetingTime';

export interface ConfirmMeetingProps {
  token: string;
  /** When the booking is released unless confirmed (ISO instant). */
  holdUntil: string;
  timeZone: string;
  onDone(notice: Notice): void;
}

/**
 * "Confirm meeting", while a booking to an address nobody has verified waits for it: the press
 * (a POST, never the link itself, which mail scanners open) shows the address is the visitor's.
 */
export function ConfirmMeeting({ token, holdUntil, timeZone, onDone }: ConfirmMeetingProps) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const confirm = useMutation({ mutationFn: () => confirmMeeting(token) });

  async function press() {
    try {
      queryClient.setQueryData(meetingQueryKey(token), await confirm.mutateAsync());
      onDone({ kind: 'success', text: t('meeting.confirm.done') });
    } catch {
      onDone({ kind: 'error', text: t('meeting.failed') });
      void queryClient.invalidateQueries({ queryKey: meetingQueryKey(token) });
    }
  }

  return (
    <Stack gap="3" align="flex-start">
      <Text fontWeight="semibold">
        {t('meeting.confirm.pending', { time: instantLine(holdUntil, timeZone, locale) })}
      </Text>
      <Button colorPalette="brand" loading={confirm.isPending} onClick={() => void press()}>
        {t('meeting.confirm')}
      </Button>
    </Stack>
  );
}
