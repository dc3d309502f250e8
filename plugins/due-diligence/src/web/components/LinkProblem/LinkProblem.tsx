import { Alert, Center, Stack, Text, Title } from '@mantine/core';

export interface LinkProblemProps {
  message: string;
  reason?: string;
}

const TITLES: Record<string, string> = {
  expired: 'This link has expired',
  revoked: 'This link has been revoked',
  invalid: 'This link is not valid',
  not_found: 'Due Diligence Record not found',
};

/** The clear page a link holder sees instead of a blank form. */
export function LinkProblem({ message, reason }: LinkProblemProps) {
  return (
    <Center mih="60vh" p="md">
      <Stack maw={520} gap="sm">
        <Title order={1}>{TITLES[reason ?? ''] ?? 'This link cannot be opened'}</Title>
        <Alert color="red" role="alert">
          <Text size="sm">{message}</Text>
        </Alert>
        <Text size="sm" c="dimmed">
          Links to a due diligence are personal and valid for a limited time. Your contact can send you a new one.
        </Text>
      </Stack>
    </Center>
  );
}
