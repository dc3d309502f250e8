import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface ForbiddenProps {
  /** The screen that was asked for. */
  title: string;
  superUserOnly?: boolean;
}

/** Shown instead of a screen the signed-in user may not see (no silent redirect). */
export function Forbidden({ title, superUserOnly }: ForbiddenProps) {
  return (
    <Stack gap="sm" maw={640}>
      <Title order={1}>{title}</Title>
      <Alert color="yellow" title="You do not have access to this screen" role="alert">
        <Text size="sm">
          {superUserOnly
            ? 'Only super users of the platform can open this screen.'
            : 'Your role does not include the permission this screen needs. Ask an administrator of your organisation if you need it.'}
        </Text>
      </Alert>
      <Anchor component={Link} to="/">
        Go to the start page
      </Anchor>
    </Stack>
  );
}
