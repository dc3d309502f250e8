import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useAtom } from 'jotai';
import { Link, useLocation } from 'react-router';
import type { NavSection } from '../../../plugin-api/web.ts';
import { visibleNavItems, type NavItem } from '../nav.ts';
import { sidebarSectionsAtom } from '../shell.atoms.ts';

export interface SidebarProps {
  items: NavItem[];
  isSuperUser: boolean;
  can: (permission?: string) => boolean;
}

const SECTION_TITLES: Record<Exclude<NavSection, 'main' | 'public'>, string> = { admin: 'Admin', kyc: 'KYC' };

/** Admin block for super users, a collapsible KYC block, then the main items; each gated by can(). */
export function Sidebar({ items, isSuperUser, can }: SidebarProps) {
  const { pathname } = useLocation();
  const [opened, setOpened] = useAtom(sidebarSectionsAtom);
  const visible = visibleNavItems(items, isSuperUser, can);
  const admin = visible.filter((i) => i.section === 'admin');
  const kyc = visible.filter((i) => i.section === 'kyc');
  const main = visible.filter((i) => i.section === 'main');

  const isActive = (path: string) =>
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
  const link = (item: NavItem) => (
    <NavLink
      key={item.id}
      component={Link}
      to={item.path}
      label={item.label}
      rightSection={item.badge ? <item.badge /> : undefined}
      active={isActive(item.path)}
      aria-current={isActive(item.path) ? 'page' : undefined}
    />
  );
  const block = (section: 'admin' | 'kyc', list: NavItem[]) =>
    list.length > 0 && (
      <NavLink
        key={section}
        label={SECTION_TITLES[section]}
        opened={opened[section] ?? true}
        onChange={(value) => setOpened({ ...opened, [section]: value })}
        childrenOffset="sm"
        fw={600}
      >
        {list.map(link)}
      </NavLink>
    );

  return (
    <ScrollArea type="auto" style={{ height: '100%' }}>
      <Stack gap={2} p="xs">
        {block('admin', admin)}
        {block('kyc', kyc)}
        {main.map(link)}
        {visible.length === 0 && (
          <Text size="sm" c="dimmed" p="sm">
            No sections available for your role.
          </Text>
        )}
      </Stack>
    </ScrollArea>
  );
}
