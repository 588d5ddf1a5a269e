import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffQueryKeys } from '@app/contract/queries';
import type { MemberWithLinkResponse, StaffRole } from '@app/contract/staff';
import { HStack } from 'shared_ui/layout';
import { Button, Field, Input } from 'shared_ui/forms';
import { NativeSelect } from 'shared_ui/choices';
import { FieldError } from '../forms/FieldError';
import { RoleOptions } from '../staff/RoleOptions';
import { addMember } from '../staff/staffApi';
import { failureText } from '../refusals/refusalText';

/** Username and role of a new member; the answer's set-password link goes to `onAdded`. */
export function AddMemberForm({ onAdded }: { onAdded: (added: MemberWithLinkResponse) => void }) {
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<StaffRole>('moderator');
  const add = useMutation({
    mutationFn: addMember,
    onSuccess: async (added) => {
      setUsername('');
      onAdded(added);
      await queryClient.invalidateQueries({ queryKey: staffQueryKeys.team });
    },
  });
  const usernameError = add.isError
    ? failureText(add.error, 'The member could not be added. Please try again.', 'username')
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ username, role });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a member">
      <HStack align="start" gap="3" wrap="wrap">
        <Field.Root invalid={usernameError !== undefined} flex="1" minW="48">
          <Field.Label>Username</Field.Label>
          <Input
            value={username}
            autoComplete="off"
            onChange={(event) => {
              setUsername(event.target.value);
              add.reset();
            }}
          />
          <FieldError>{usernameError}</FieldError>
        </Field.Root>
        <Field.Root w="44">
          <Field.Label>Role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={role}
              onChange={(event) => setRole(event.target.value as StaffRole)}
            >
              <RoleOptions />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" colorPalette="brand" mt="6" loading={add.isPending}>
          Add member
        </Button>
      </HStack>
    </form>
  );
}
