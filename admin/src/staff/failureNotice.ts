import { errorBodyOf } from '@app/contract/client';
import { notify } from 'shared_ui/toaster';

/** A toast for a staff action the server refused, in the server's own words when it gave any. */
export function notifyFailure(title: string, error: unknown): void {
  notify({
    title,
    description: errorBodyOf(error)?.error ?? 'Please try again',
    type: 'error',
  });
}
