import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import { validateResetPassword } from '../../../shared/validation.ts';
import { AuthCard } from '../../components/AuthCard/AuthCard.tsx';
import { useAuthClient } from '../../hooks.ts';

/** /reset-password?token=: choose a new password; success goes to /login. */
export default function ResetPasswordScreen() {
  const client = useAuthClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'confirm'; message: string } | null>(null);

  const reset = useMutation({
    mutationFn: () => client.forgotPasswordResponse({ password, token }),
    onSuccess: () => {
      notifySuccess(MESSAGES.passwordReset);
      void navigate('/login');
    },
    onError: (e) => notifyError(errorText(e, MESSAGES.resetLinkInvalid)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateResetPassword(password, confirm);
    setError(message ? { field: message === MESSAGES.passwordsDoNotMatch ? 'confirm' : 'password', message } : null);
    if (!message) reset.mutate();
  };

  return (
    <AuthCard title="Reset password">
      {!token && <Alert color="red">{MESSAGES.resetLinkInvalid}</Alert>}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            value={password}
            error={error?.field === 'password' ? error.message : undefined}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setError(null);
            }}
            visibilityToggleButtonProps={{ 'aria-label': 'Toggle visibility' }}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            value={confirm}
            error={error?.field === 'confirm' ? error.message : undefined}
            onChange={(e) => {
              setConfirm(e.currentTarget.value);
              setError(null);
            }}
            visibilityToggleButtonProps={{ 'aria-label': 'Toggle visibility' }}
          />
          <Button type="submit" loading={reset.isPending} disabled={!token}>
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
