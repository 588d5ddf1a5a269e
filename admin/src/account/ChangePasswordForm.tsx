import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorBodyOf } from '@app/contract/client';
import { staffQueryKeys } from '@app/contract/queries';
import { Stack } from 'shared_ui/layout';
import { Button, Field, PasswordInput } from 'shared_ui/forms';
import { notify } from 'shared_ui/toaster';
import { FieldError } from '../forms/FieldError';
import { changePassword } from '../staff/staffApi';

/** Current and new password; on success every other session of the member has ended. */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: async ({ endedSessions }) => {
      setCurrent('');
      setNew('');
      notify({
        title: 'Password changed',
        description:
          endedSessions === 0
            ? 'No other session was signed in.'
            : `${endedSessions} other ${endedSessions === 1 ? 'session was' : 'sessions were'} signed out.`,
        type: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: staffQueryKeys.sessions });
    },
  });
  const body = errorBodyOf(change.error);
  const fields = body?.fields ?? {};
  const formError =
    change.isError && !fields.currentPassword && !fields.newPassword
      ? (body?.error ?? 'Password not changed. Please try again.')
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ currentPassword, newPassword });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="4" maxW="md">
        <Field.Root invalid={fields.currentPassword !== undefined}>
          <Field.Label>Current password</Field.Label>
          <PasswordInput
            value={currentPassword}
            autoComplete="current-password"
            onChange={(event) => {
              setCurrent(event.target.value);
              change.reset();
            }}
          />
          <FieldError>{fields.currentPassword?.[0]}</FieldError>
        </Field.Root>
        <Field.Root invalid={fields.newPassword !== undefined}>
          <Field.Label>New password</Field.Label>
          <PasswordInput
            value={newPassword}
            autoComplete="new-password"
            onChange={(event) => {
              setNew(event.target.value);
              change.reset();
            }}
          />
          <Field.HelperText>
            At least 8 characters; a phrase of unrelated words is best.
          </Field.HelperText>
          <FieldError>{fields.newPassword?.[0]}</FieldError>
        </Field.Root>
        {formError && (
          <Field.Root invalid>
            <FieldError>{formError}</FieldError>
          </Field.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={change.isPending}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
