import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState, type ReactNode } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import type { User } from '../../../shared/user.schema.ts';
import { roleLabel, useAuthClient } from '../../hooks.ts';

/** Profile 'Personal Details': username, e-mail with its verification state, role. */
export function PersonalDetails({ user }: { user: User }) {
  const client = useAuthClient();
  const [sent, setSent] = useState(false);
  const verify = useMutation({
    mutationFn: () => client.sendVerificationEmail({ email: user.email }),
    onSuccess: () => {
      setSent(true);
      notifySuccess(MESSAGES.verificationSent);
    },
    onError: (e) => notifyError(errorText(e, MESSAGES.errorDuring('sending the verification email'))),
  });
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Personal Details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label="Username">{user.username}</Field>
          <Field label="E-mail">
            <Stack gap={6} align="flex-start">
              <Text>{user.email}</Text>
              <Group gap="xs">
                <Badge color={user.email_verified ? '#1b5e20' : 'gray.7'} variant="filled">
                  {user.email_verified ? 'Verified' : 'Not verified'}
                </Badge>
                {!user.email_verified && (
                  <Button size="xs" onClick={() => verify.mutate()} loading={verify.isPending} disabled={sent}>
                    Verify Now
                  </Button>
                )}
              </Group>
            </Stack>
          </Field>
          <Field label="Role">{roleLabel(user.type)}</Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {typeof children === 'string' ? <Text>{children}</Text> : children}
    </div>
  );
}
