// First: the contract builds zod schemas (see the file).
import '../zodWithoutEval';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { apiJson } from '@app/contract/client';
import { API_PATHS } from '@app/contract/paths';
import { Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Field, Input } from 'shared_ui/forms';
import { ADMIN_BASENAME, DASHBOARD_PATH } from '../app/paths';
import { ADMIN_HEADERS } from '../auth/session';
import { LinkChecking, LinkClosed, LinkPage } from '../staff/LinkPage';
import { PasswordField } from '../staff/PasswordField';
import { codeText, failureText, fieldTextsOfError, refusalOfError } from '../refusals/refusalText';

type SetupState = { step: 'checking' } | { step: 'closed'; message: string } | { step: 'form' };

const call = (path: string, body: unknown) =>
  apiJson<unknown>(path, { method: 'POST', headers: ADMIN_HEADERS, body });

/**
 * /admin/setup#<token>: the link the server prints at start while no admin exists. The first admin
 * chooses a username and password, is created and signed in, and lands on the dashboard.
 */
export default function SetupPage() {
  const token = useLocation().hash.slice(1);
  const [state, setState] = useState<SetupState>({ step: 'checking' });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const closedBy = (failure: unknown): SetupState | null => {
    const code = refusalOfError(failure)?.code;
    if (code === 'setup.done' || code === 'setup.link-invalid') {
      return { step: 'closed', message: codeText(code) };
    }
    return null;
  };

  useEffect(() => {
    let current = true;
    call(API_PATHS.setupCheck, { token }).then(
      () => current && setState({ step: 'form' }),
      (failure: unknown) =>
        current &&
        setState(closedBy(failure) ?? { step: 'closed', message: codeText('setup.link-invalid') }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await call(API_PATHS.setupUse, { token, username, password });
      // A full load: the session check at start then finds the new admin signed in.
      window.location.assign(`${ADMIN_BASENAME}${DASHBOARD_PATH}`);
    } catch (failure) {
      const closed = closedBy(failure);
      if (closed) setState(closed);
      const fields = fieldTextsOfError(failure);
      const named = fields.username !== undefined || fields.password !== undefined;
      setErrors({
        username: fields.username,
        password: fields.password,
        form: named ? undefined : failureText(failure, 'The account could not be created.'),
      });
      setBusy(false);
    }
  };

  return (
    <LinkPage title="Create the first admin">
      {state.step === 'checking' && <LinkChecking />}
      {state.step === 'closed' && <LinkClosed message={state.message} />}
      {state.step === 'form' && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            <Field.Root invalid={errors.username !== undefined}>
              <Field.Label>Username</Field.Label>
              <Input
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={username}
                onChange={(event) => {
                  setUsername(event.target.value);
                  setErrors({});
                }}
              />
              {errors.username && <Text color="fg.error">{errors.username}</Text>}
            </Field.Root>
            <PasswordField
              label="Password"
              isNew
              invalid={errors.password !== undefined}
              value={password}
              onChange={(value) => {
                setPassword(value);
                setErrors({});
              }}
              error={errors.password}
            />
            {errors.form && <Text role="alert">{errors.form}</Text>}
            <Button type="submit" colorPalette="brand" loading={busy}>
              Create admin and sign in
            </Button>
          </Stack>
        </form>
      )}
    </LinkPage>
  );
}
