import { Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SessionUser } from '../../../plugin-api/web.ts';
import { UserMenu } from '../UserMenu/UserMenu.tsx';

export interface HeaderProps {
  user: SessionUser | null;
  onLogout: () => void;
  /** Sidebar toggle; shown only when there is a sidebar. */
  navOpened?: boolean;
  onToggleNav?: () => void;
  productName?: string;
}

/** Top bar: brand; signed out → Contact and Sign in; signed in → user dropdown. */
export function Header({ user, onLogout, navOpened, onToggleNav, productName = 'AML/KYC Compliance' }: HeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {onToggleNav && (
          <Burger
            opened={false}
            onClick={onToggleNav}
            size="sm"
            aria-label="Main menu"
            aria-expanded={!!navOpened}
            aria-controls="main-navigation"
            title={navOpened ? 'Hide the main menu' : 'Show the main menu'}
          />
        )}
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <Text fw={700} size="lg">
            {productName}
          </Text>
        </Anchor>
      </Group>
      {user ? (
        <UserMenu user={user} onLogout={onLogout} />
      ) : (
        <Group gap="md" component="nav" aria-label="Account">
          <Anchor component={Link} to="/contact">
            Contact
          </Anchor>
          <Button component={Link} to="/login" size="sm">
            Sign in
          </Button>
        </Group>
      )}
    </Group>
  );
}
