import { ActionIcon, Badge, Box, Collapse, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCollapsed } from './people-hooks.ts';

export interface CollapsibleSectionProps {
  /** Section id: the DOM id `?highlight=` scrolls to, and the key of the collapsed state in local storage. */
  id: string;
  title: ReactNode;
  /** Heading level for the outline of the page (2 for tab sections, 3+ nested). */
  order?: 2 | 3 | 4 | 5;
  badges?: ReactNode;
  actions?: ReactNode;
  highlighted?: boolean;
  pendingCreation?: boolean;
  children: ReactNode;
}

/** A collapsible section [001:86–88]: open or collapsed per section id, remembered in local storage. */
export function CollapsibleSection({
  id,
  title,
  order = 3,
  badges,
  actions,
  highlighted,
  pendingCreation,
  children,
}: CollapsibleSectionProps) {
  const [collapsed, toggle] = useCollapsed(id);
  const bodyId = `${id}-body`;
  return (
    <Paper
      id={id}
      withBorder
      p="sm"
      data-highlighted={highlighted || undefined}
      style={highlighted ? { outline: '3px solid var(--mantine-color-yellow-6)', outlineOffset: 2 } : undefined}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <ActionIcon
            variant="subtle"
            onClick={toggle}
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            aria-label={collapsed ? 'Expand section' : 'Collapse section'}
          >
            <span aria-hidden>{collapsed ? '▸' : '▾'}</span>
          </ActionIcon>
          <Title order={order} size={order <= 2 ? 'h4' : 'h5'}>
            {title}
          </Title>
          {pendingCreation && (
            <Badge color="grape.9" size="sm">
              awaiting approval
            </Badge>
          )}
          {badges}
        </Group>
        <Group gap="xs">{actions}</Group>
      </Group>
      <Collapse expanded={!collapsed}>
        <Box id={bodyId} pt="sm">
          {children}
        </Box>
      </Collapse>
    </Paper>
  );
}
