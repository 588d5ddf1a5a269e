import type { ReactNode } from 'react';
import { Field, PasswordInput } from 'shared_ui/forms';
import { FieldError } from '../forms/FieldError';

/** What a new password needs, said where it is typed. */
export const NEW_PASSWORD_HINT = 'At least 8 characters; a phrase of unrelated words is best.';

/**
 * A labelled password input of the staff forms. `isNew` lets password managers offer a generated
 * one and shows the rule; an edit clears the form's refusal through `onChange`.
 */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  invalid = error !== undefined,
  isNew = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  invalid?: boolean;
  isNew?: boolean;
}) {
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <PasswordInput
        value={value}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        onChange={(event) => onChange(event.target.value)}
      />
      {isNew && <Field.HelperText>{NEW_PASSWORD_HINT}</Field.HelperText>}
      {error !== undefined && <FieldError>{error}</FieldError>}
    </Field.Root>
  );
}
