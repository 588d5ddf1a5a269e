import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffQueryKeys } from '@app/contract/queries';
import { Stack } from 'shared_ui/layout';
import { Button, Field } from 'shared_ui/forms';
import { notify } from 'shared_ui/toaster';
import { FieldError } from '../forms/FieldError';
import { PasswordField } from '../staff/PasswordField';
import { changePassword } from '../staff/staffApi';
import { failureText, fieldTextsOfError } from '../refusals/refusalText';

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
  const fields = fieldTextsOfError(change.error);
  const formError =
    change.isError && !fields.currentPassword && !fields.newPassword
      ? failureText(change.error, 'Password not changed. Please try again.')
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ currentPassword, newPassword });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="4" maxW="md">
        <PasswordField
          label="Current password"
          value={currentPassword}
          onChange={(value) => {
            setCurrent(value);
            change.reset();
          }}
          error={fields.currentPassword}
        />
        <PasswordField
          label="New password"
          isNew
          value={newPassword}
          onChange={(value) => {
            setNew(value);
            change.reset();
          }}
          error={fields.newPassword}
        />
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
