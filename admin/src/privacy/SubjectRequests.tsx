import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { PrivacyHoldings } from '@app/contract/privacy';
import { Button, Field, Input } from 'shared_ui/forms';
import { Box, HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { FieldError } from '../forms/FieldError';
import { failureText, fieldTextsOfError } from '../refusals/refusalText';
import { downloadEverything, erase, lookUp } from './privacyApi';
import { countsText } from './RetentionForm';

const held = (h: PrivacyHoldings) =>
  `${h.enquiries} enquiries, ${h.meetings} meetings (${h.upcomingMeetings} still to come), ${h.notes} notes, ${h.mails} e-mails`;

/**
 * A person's requests by e-mail address: "Download everything" (one JSON file), or "Erase", which
 * first shows what is held and asks for the address again; upcoming meetings are cancelled with
 * the usual e-mail before anything is erased.
 */
export function SubjectRequests() {
  const [email, setEmail] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  const [notice, setNotice] = useState<string>();
  const download = useMutation({
    mutationFn: () => downloadEverything(email),
    onSuccess: () => setNotice('Downloaded.'),
  });
  const lookup = useMutation({ mutationFn: () => lookUp(email) });
  const eraseAll = useMutation({
    mutationFn: () => erase(email, confirmEmail),
    onSuccess: (result) => {
      lookup.reset();
      setConfirmEmail('');
      setNotice(
        `Erased: ${countsText(result.counts)}; ${result.cancelledMeetings} upcoming meetings cancelled first.`,
      );
    },
  });
  const failed = download.error ?? lookup.error ?? eraseAll.error;
  const fields = fieldTextsOfError(failed);
  const busy = download.isPending || lookup.isPending || eraseAll.isPending;
  const start = (action: () => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setNotice(undefined);
    download.reset();
    eraseAll.reset();
    action();
  };

  return (
    <Stack gap="4">
      <form onSubmit={start(() => download.mutate())} noValidate aria-label="Access and erasure">
        <Stack gap="3">
          <Field.Root invalid={fields.email !== undefined} maxW="md">
            <Field.Label>E-mail address</Field.Label>
            <Input
              type="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                lookup.reset();
              }}
            />
            <FieldError>{fields.email}</FieldError>
          </Field.Root>
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={download.isPending} disabled={busy}>
              Download everything
            </Button>
            <Button
              variant="outline"
              colorPalette="red"
              loading={lookup.isPending}
              disabled={busy}
              onClick={start(() => lookup.mutate())}
            >
              Erase…
            </Button>
          </HStack>
        </Stack>
      </form>
      {failed !== null && fields.email === undefined && fields.confirmEmail === undefined && (
        <Text role="alert" color="red.700">
          {failureText(failed, 'The request could not be made. Try again.')}
        </Text>
      )}
      {notice && <Text role="status">{notice}</Text>}
      {lookup.data && (
        <Box borderWidth="1px" borderColor="red.600" borderRadius="l2" p="4">
          <form
            onSubmit={start(() => eraseAll.mutate())}
            noValidate
            aria-label="Confirm the erasure"
          >
            <Stack gap="3">
              <Text fontWeight="semibold">
                Held for {lookup.data.email}: {held(lookup.data)}.
              </Text>
              <Text>
                Erasing cancels the upcoming meetings first, with the usual cancellation e-mail,
                then removes everything for good. It cannot be undone.
              </Text>
              <Field.Root invalid={fields.confirmEmail !== undefined} maxW="md">
                <Field.Label>Type the address again to confirm</Field.Label>
                <Input
                  type="email"
                  value={confirmEmail}
                  onChange={(event) => setConfirmEmail(event.target.value)}
                />
                <FieldError>{fields.confirmEmail}</FieldError>
              </Field.Root>
              <Button
                type="submit"
                colorPalette="red"
                alignSelf="start"
                loading={eraseAll.isPending}
              >
                Erase for good
              </Button>
            </Stack>
          </form>
        </Box>
      )}
    </Stack>
  );
}
