import type { ReactNode } from 'react';
import { Field } from 'shared_ui/forms';

/**
 * A field's error message in a red dark enough to read: the kit's default error colour measures
 * 3.8:1 on white, under the 4.5:1 that small text needs (axe color-contrast).
 */
export function FieldError({ children }: { children: ReactNode }) {
  return <Field.ErrorText color="red.700">{children}</Field.ErrorText>;
}
