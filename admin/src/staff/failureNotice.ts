import { notify } from 'shared_ui/toaster';
import { failureText } from '../refusals/refusalText';

/** A toast for a staff action the server refused: its refusal in the admin's words, if it has any. */
export function notifyFailure(title: string, error: unknown): void {
  notify({
    title,
    description: failureText(error, 'Please try again'),
    type: 'error',
  });
}
