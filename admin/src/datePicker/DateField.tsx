/**
 * A date staff pick (a closure's days, a post's publish date, a meeting's new date), with
 * react-datepicker. The picker and its stylesheet are a chunk of their own, downloaded when a
 * screen first shows one: never with the admin's first load, nor with a screen that opens none.
 * Dates are `yyyy-MM-dd` business dates, the form the API takes; no time zone is involved.
 */
import { lazy, Suspense } from 'react';
import { Input } from 'shared_ui/forms';

import type { DateFieldProps } from './dateFieldProps';

export type { DateFieldProps };

const StaffDatePicker = lazy(() => import('./StaffDatePicker'));

export function DateField(props: DateFieldProps) {
  return (
    <Suspense
      // Same size and value, unlabelled and inert: the real field replaces it in a moment.
      fallback={<Input value={props.value} disabled aria-hidden="true" readOnly />}
    >
      <StaffDatePicker {...props} />
    </Suspense>
  );
}
