// First: the staff contract builds zod schemas (see the file).
import '../zodWithoutEval';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { LOGIN_PATH } from '../app/paths';
import { LinkChecking, LinkClosed, LinkPage } from '../staff/LinkPage';
import { PasswordField } from '../staff/PasswordField';
import { checkPasswordLink, setPasswordWithLink } from '../staff/staffApi';
import {
  codeText,
  failureText,
  fieldRefusalOfError,
  refusalOfError,
  refusalText,
} from '../refusals/refusalText';

type LinkState =
  | { step: 'checking' }
  | { step: 'invalid' }
  | { step: 'form'; username: string }
  | { step: 'done'; username: string };

const MISMATCH_MESSAGE = 'The two passwords do not match';

/**
 * /admin/set-password#<token>: a new member, or one whose password an admin reset, chooses a
 * password. Every link that cannot be used gets the same page, whatever the reason.
 */
export default function SetPasswordPage() {
  const token = useLocation().hash.slice(1);
  const [state, setState] = useState<LinkState>({ step: 'checking' });
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    checkPasswordLink(token).then(
      ({ username }) => current && setState({ step: 'form', username }),
      () => current && setState({ step: 'invalid' }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.step !== 'form') return;
    if (password !== repeated) {
      setError(MISMATCH_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      await setPasswordWithLink(token, password);
      setState({ step: 'done', username: state.username });
    } catch (failure) {
      const password = fieldRefusalOfError(failure, 'password');
      if (password) setError(refusalText(password, codeText('field.invalid')));
      else if (refusalOfError(failure)?.code === 'team.password-link-invalid') {
        setState({ step: 'invalid' });
      } else setError(failureText(failure, 'Your password could not be set. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <LinkPage title="Set your password">
      {state.step === 'checking' && <LinkChecking />}
      {state.step === 'invalid' && <LinkClosed message={codeText('team.password-link-invalid')} />}
      {state.step === 'done' && (
        <Stack gap="4">
          <Text role="status">Your password is set, {state.username}. Sign in with it now.</Text>
          <Button asChild colorPalette="brand">
            <Link to={LOGIN_PATH}>Go to sign-in</Link>
          </Button>
        </Stack>
      )}
      {state.step === 'form' && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            <Text>
              Choose a password for <strong>{state.username}</strong>.
            </Text>
            <PasswordField
              label="New password"
              isNew
              invalid={error !== undefined}
              value={password}
              onChange={(value) => {
                setPassword(value);
                setError(undefined);
              }}
            />
            <PasswordField
              label="Repeat the password"
              isNew
              value={repeated}
              onChange={(value) => {
                setRepeated(value);
                setError(undefined);
              }}
              error={error}
            />
            <Button type="submit" colorPalette="brand" loading={busy}>
              Set password
            </Button>
          </Stack>
        </form>
      )}
    </LinkPage>
  );
}
