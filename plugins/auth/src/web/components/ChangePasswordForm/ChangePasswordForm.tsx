import { Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import { validateChangePassword, type ChangePasswordInput } from '../../../shared/validation.ts';
import { useAuthClient } from '../../hooks.ts';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: { name: keyof ChangePasswordInput; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', autoComplete: 'new-password' },
];

/** Security 'Change Password'; after the first submit every input re-validates. */
export function ChangePasswordForm() {
  const client = useAuthClient();
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const problem = submitted ? validateChangePassword(values) : null;
  const change = useMutation({
    mutationFn: (input: ChangePasswordInput) => client.changePassword(input),
    onSuccess: (data) => {
      if (data.status === 'error') return notifyError(data.message || MESSAGES.errorChangingPassword);
      notifySuccess(MESSAGES.passwordChanged);
      setValues(EMPTY);
      setSubmitted(false);
    },
    onError: (e) => notifyError(errorText(e, MESSAGES.errorChangingPassword)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!validateChangePassword(values)) change.mutate(values);
  };
  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <Title order={2} size="h4">
            Change Password
          </Title>
          {FIELDS.map((f) => (
            <PasswordInput
              key={f.name}
              label={f.label}
              autoComplete={f.autoComplete}
              value={values[f.name]}
              error={problem?.field === f.name ? problem.message : undefined}
              onChange={(e) => setValues({ ...values, [f.name]: e.currentTarget.value })}
              visibilityToggleButtonProps={{ 'aria-label': 'Toggle visibility' }}
            />
          ))}
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Apply
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
