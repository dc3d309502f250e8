import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@app/core/client';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState, type FormEvent, type ReactNode } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import { validateEmail } from '../../../shared/validation.ts';
import { useAuthClient } from '../../hooks.ts';

export interface ForgotPasswordFormProps {
  /** Rendered under the submit button, e.g. the 'Back To Login' button. */
  footer?: ReactNode;
  initialEmail?: string;
}

/** Sends a reset link; a throttled request shows 'You can send new email in N seconds'. */
export function ForgotPasswordForm({ footer, initialEmail = '' }: ForgotPasswordFormProps) {
  const client = useAuthClient();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [wait, setWait] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (value: string) => client.forgotPasswordRequest({ email: value }),
    onSuccess: (data) => {
      if (typeof data.timeout === 'number') return setWait(MESSAGES.resendIn(data.timeout));
      notifySuccess(MESSAGES.resetSent);
    },
    onError: (e) => {
      const timeout = e instanceof ApiError ? e.body.timeout : undefined;
      if (typeof timeout === 'number') return setWait(MESSAGES.resendIn(timeout));
      notifyError(errorText(e, MESSAGES.errorDuring('password reset request')));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    setWait(null);
    if (!problem) request.mutate(email.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setError(null);
          }}
        />
        {wait && (
          <Alert color="yellow" role="status">
            {wait}
          </Alert>
        )}
        <Button type="submit" loading={request.isPending}>
          Send Reset Link
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
