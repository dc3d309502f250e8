import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@app/core/client';
import { errorText, notifyError, useSession } from '@app/core/web';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { validateEmail, validatePassword, validateUsername } from '../../../shared/validation.ts';
import { AuthCard } from '../../components/AuthCard/AuthCard.tsx';
import { TermsModal } from '../../components/TermsModal/TermsModal.tsx';
import { fieldErrors } from '../../field-errors.ts';
import { useAuthClient } from '../../hooks.ts';

type Field = 'username' | 'email' | 'password';
type Errors = Partial<Record<Field, string | null>>;

/** /register: validate, show the terms popup, then submit on confirmation. */
export default function RegisterScreen() {
  const client = useAuthClient();
  const session = useSession();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [termsOpen, setTermsOpen] = useState(false);

  const register = useMutation({
    mutationFn: () =>
      client.register({ username: values.username.trim(), email: values.email.trim(), password: values.password }),
    onSuccess: (data) => session.login(data.token),
    onError: (error) => {
      setTermsOpen(false);
      if (error instanceof ApiError && error.status === 401) return setErrors({ email: error.body.message });
      const fields = fieldErrors(error, ['username', 'email', 'password'] as const);
      if (fields) return setErrors(fields);
      notifyError(errorText(error, 'There was an error during registration. Please try again or contact the support'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      username: validateUsername(values.username),
      email: validateEmail(values.email),
      password: validatePassword(values.password),
    };
    setErrors(next);
    if (!next.username && !next.email && !next.password) setTermsOpen(true);
  };
  const input = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setValues({ ...values, [field]: e.currentTarget.value });
      setErrors({ ...errors, [field]: null });
    },
  });

  return (
    <AuthCard title="Register">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Username" autoComplete="username" {...input('username')} />
          <TextInput label="Email" type="email" autoComplete="email" {...input('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Toggle visibility' }}
            {...input('password')}
          />
          <Button type="submit">Register</Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
      <TermsModal
        opened={termsOpen}
        onClose={() => setTermsOpen(false)}
        onConfirm={() => register.mutate()}
        confirming={register.isPending}
      />
    </AuthCard>
  );
}
