import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  children: ReactNode;
  width?: number;
}

/** Centered card with the page heading, used by the sign-in family of screens. */
export function AuthCard({ title, children, width = 440 }: AuthCardProps) {
  return (
    <Container size={width} my="xl" px={0}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
