import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { usePlugins } from '../plugins-context.ts';
import type { SessionUser } from '../../../plugin-api/web.ts';
import { initials } from '../nav.ts';

export interface UserMenuProps {
  user: SessionUser;
  onLogout: () => void;
}

/** Signed-in header dropdown: initials, name, e-mail, user type, Help Center, Settings, Logout. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const name = user.fullName || user.username;
  // The seed's Help Center entry appears once a plugin (support) provides the screen.
  const hasHelpCenter = usePlugins().some((p) => p.screens.some((s) => s.path === '/help-center'));
  return (
    // No initial-focus placeholder: a focusable presentational div inside role="menu" fails
    // aria-required-children; the menu still moves focus to its items with the arrow keys.
    <Menu position="bottom-end" width={260} withinPortal shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="blue" radius="xl" size="md" alt="">
              {initials(name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {name}
            </Text>
            <VisuallyHidden>account menu</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <div role="group" aria-label="Signed in as" style={{ padding: '8px 12px' }}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Text size="xs">{user.email}</Text>
          <Text size="xs" fw={500} c="dimmed">
            {user.typeLabel}
          </Text>
        </div>
        <Menu.Divider />
        {hasHelpCenter && (
          <Menu.Item component={Link} to="/help-center">
            Help Center
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/profile-settings">
          Settings
        </Menu.Item>
        <Menu.Item onClick={onLogout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
