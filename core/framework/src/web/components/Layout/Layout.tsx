import { AppShell as MantineAppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import type { WebPlugin } from '../../../plugin-api/web.ts';
import { useSession } from '../../session/session-context.ts';
import { Header } from '../Header/Header.tsx';
import { navItems } from '../nav.ts';
import { Sidebar } from '../Sidebar/Sidebar.tsx';
import { sidebarCollapsedAtom } from '../shell.atoms.ts';

export interface LayoutProps {
  plugins: readonly WebPlugin[];
  children: ReactNode;
}

/** Header + (signed in) sidebar + main landmark. Sidebar collapse is kept in localStorage (jotai). */
export function Layout({ plugins, children }: LayoutProps) {
  const session = useSession();
  const { user } = session;
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const [mobileOpened, mobile] = useDisclosure(false);
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const navOpened = isMobile ? mobileOpened : !collapsed;
  const toggle = () => (isMobile ? mobile.toggle() : setCollapsed((c) => !c));

  return (
    <MantineAppShell
      header={{ height: 60 }}
      navbar={
        user ? { width: 260, breakpoint: 'sm', collapsed: { desktop: collapsed, mobile: !mobileOpened } } : undefined
      }
      padding="md"
    >
      <a className="app-skip-link" href="#main-content">
        Skip to main content
      </a>
      <MantineAppShell.Header>
        <Header
          user={user}
          onLogout={() => void session.logout()}
          navOpened={navOpened}
          onToggleNav={user ? toggle : undefined}
        />
      </MantineAppShell.Header>
      {user && (
        <MantineAppShell.Navbar aria-label="Main navigation" id="main-navigation">
          <Sidebar items={navItems(plugins)} isSuperUser={user.isSuperUser} can={session.can} />
        </MantineAppShell.Navbar>
      )}
      <MantineAppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </MantineAppShell.Main>
    </MantineAppShell>
  );
}
