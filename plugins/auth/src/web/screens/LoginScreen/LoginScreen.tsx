import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@app/core/client';
import { useSession } from '@app/core/web';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import { validateEmail, validatePassword } from '../../../shared/validation.ts';
import { AuthCard } from '../../components/AuthCard/AuthCard.tsx';
import { ForgotPasswordForm } from '../../components/ForgotPasswordForm/ForgotPasswordForm.tsx';
import { TwoFactorStep, type TwoFactorChallenge } from '../../components/TwoFactorStep/TwoFactorStep.tsx';
import { useAuthClient } from '../../hooks.ts';

const GENERIC_LOGIN_ERROR = 'There was an error during login. Please try again or contact the support';

interface Credentials {
  email: string;
  password: string;
  token?: string;
}

/** /login: credentials, optional two-factor step, and the forgot-password toggle. */
export default function LoginScreen() {
  const client = useAuthClient();
  const session = useSession();
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const login = useMutation({
    mutationFn: (input: Credentials) => client.login(input),
    onSuccess: (data) => {
      if (data.token) return session.login(data.token);
      if (data.challenge) setChallenge({ ...data, challenge: data.challenge });
    },
    onError: (error, input) => {
      const body = error instanceof ApiError ? error.body : undefined;
      if (input.token && body?.challenge) {
        setChallenge((c) => ({ ...(c ?? { challenge: 'verify_two_fa' }), ...pickChallenge(body) }));
        setCodeError(String(body.error || body.message));
        return;
      }
      // Too many wrong codes (ADR 0013): the message belongs under the code field.
      if (input.token && error instanceof ApiError && error.status === 429) {
        setCodeError(String(body?.message ?? MESSAGES.tooManyCodes));
        return;
      }
      setFailure(body?.message || GENERIC_LOGIN_ERROR);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { email: validateEmail(values.email), password: validatePassword(values.password) };
    setErrors(next);
    setFailure(null);
    if (!next.email && !next.password) login.mutate({ email: values.email.trim(), password: values.password });
  };
  const set = (field: 'email' | 'password') => (e: ChangeEvent<HTMLInputElement>) => {
    setValues({ ...values, [field]: e.currentTarget.value });
    setErrors({ ...errors, [field]: null });
  };

  if (mode === 'forgot') {
    return (
      <AuthCard title="Reset password">
        <ForgotPasswordForm
          initialEmail={values.email}
          footer={
            <Button variant="default" onClick={() => setMode('login')}>
              Back To Login
            </Button>
          }
        />
      </AuthCard>
    );
  }

  if (challenge) {
    return (
      <AuthCard title="Two-factor authentication">
        <TwoFactorStep
          challenge={challenge}
          error={codeError}
          submitting={login.isPending}
          onCodeChange={() => setCodeError(null)}
          onSubmit={(token) => login.mutate({ email: values.email.trim(), password: values.password, token })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={set('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={set('password')}
            visibilityToggleButtonProps={{ 'aria-label': 'Toggle visibility' }}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => setMode('forgot')}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending}>
            Sign in
          </Button>
          <Text size="sm" ta="center">
            No account yet?{' '}
            <Anchor component={Link} to="/register">
              Register
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

function pickChallenge(body: Record<string, unknown>): Partial<TwoFactorChallenge> {
  const out: Partial<TwoFactorChallenge> = {};
  if (body.challenge === 'set_up_two_fa' || body.challenge === 'verify_two_fa') out.challenge = body.challenge;
  if (typeof body.secret === 'string') out.secret = body.secret;
  if (typeof body.otpauth_url === 'string') out.otpauth_url = body.otpauth_url;
  return out;
}
