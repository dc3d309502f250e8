import { Center, Loader, Stack, Text } from '@mantine/core';

export interface LoadingScreenProps {
  label?: string;
}

/** Full-page loading state while the session or a screen loads. */
export function LoadingScreen({ label = 'Loading…' }: LoadingScreenProps) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text size="sm">{label}</Text>
      </Stack>
    </Center>
  );
}
