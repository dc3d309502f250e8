import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Shown for paths no plugin declares. */
export function NotFound() {
  return (
    <Stack align="center" mt="xl" gap="sm">
      <Title order={1}>Page not found</Title>
      <Text>The page you are looking for does not exist.</Text>
      <Anchor component={Link} to="/">
        Go to the start page
      </Anchor>
    </Stack>
  );
}
