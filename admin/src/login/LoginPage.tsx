import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { Box, Center, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button, Field, Input, PasswordInput } from 'shared_ui/forms';
import { Logo } from 'shared_ui/Logo';
import { notify } from 'shared_ui/toaster';
import {
  hasErrors,
  validateCredentials,
  type CredentialErrors,
  type Credentials,
} from './credentials';
import { loginErrorMessage, requestLogin } from './loginRequest';
import { useAuth } from '../auth/useAuth';
import { DASHBOARD_PATH } from '../app/paths';
import { FieldError } from '../forms/FieldError';

/** The staff sign-in screen at /admin. */
export function LoginPage() {
  const auth = useAuth();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});

  const [pending, setPending] = useState(false);
  // The last attempt's refusal, shown in the banner until the next attempt.
  const [refusal, setRefusal] = useState<string | null>(null);

  const signInWith = async (credentials: Credentials) => {
    setPending(true);
    setRefusal(null);
    try {
      const { user } = await requestLogin(credentials);
      // The session changes to signed in, and the redirect below takes the user on.
      auth.signIn(user);
      notify({
        title: 'Login Successful',
        description: 'You have been logged in successfully',
        type: 'success',
      });
    } catch (error) {
      const message = loginErrorMessage(error);
      setRefusal(message);
      notify({ title: 'Authentication Failed', description: message, type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const edit = (field: keyof Credentials) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // A message about a value the user is already changing only gets in the way.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCredentials(values);
    setErrors(found);
    if (!hasErrors(found)) {
      void signInWith(values);
    }
  };

  // A signed-out visitor gets the form at once; it only gives way once a session is known.
  if (auth.status === 'signed-in') return <Navigate to={DASHBOARD_PATH} replace />;

  return (
    <Center minH="100dvh" bg="nav.bg" px="4" py="10">
      <Box
        as="main"
        w="full"
        maxW="md"
        bg="bg.panel"
        borderRadius="l3"
        boxShadow="lg"
        p={{ base: '6', md: '10' }}
      >
        <Stack gap="6">
          <Stack gap="3" align="center" textAlign="center">
            <Logo h="60px" color="fg" />
            <Heading as="h1" size="2xl">
              Admin Portal
            </Heading>
            <Text color="fg.muted">Sign in to manage the blog.</Text>
          </Stack>

          {refusal !== null && (
            // A plain banner rather than the kit's Alert, whose code the first load can do without.
            <Box
              role="alert"
              bg="bg.error"
              color="fg.error"
              borderWidth="1px"
              borderColor="border.error"
              borderRadius="l2"
              px="4"
              py="3"
              fontWeight="medium"
            >
              {refusal}
            </Box>
          )}

          {/* POST: the page is rendered before its script runs, and a submission the browser
              made by itself then must not put the password in an address. */}
          <form method="post" onSubmit={submit} noValidate>
            <Stack gap="5">
              <Field.Root invalid={errors.username !== undefined}>
                <Field.Label>Username</Field.Label>
                <Input
                  name="username"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={values.username}
                  onChange={edit('username')}
                />
                <FieldError>{errors.username}</FieldError>
              </Field.Root>

              <Field.Root invalid={errors.password !== undefined}>
                <Field.Label>Password</Field.Label>
                <PasswordInput
                  name="password"
                  autoComplete="current-password"
                  value={values.password}
                  onChange={edit('password')}
                />
                <FieldError>{errors.password}</FieldError>
              </Field.Root>

              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                w="full"
                loading={pending}
                loadingText="Authenticating..."
              >
                Access Dashboard
              </Button>
            </Stack>
          </form>
        </Stack>
      </Box>
    </Center>
  );
}
