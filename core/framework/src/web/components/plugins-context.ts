import { createContext, useContext, useMemo } from 'react';
import type { WebPlugin } from '../../plugin-api/web.ts';
import { useSession } from '../session/session-context.ts';
import { navItems, visibleNavItems, type NavItem } from './nav.ts';

export const PluginsContext = createContext<readonly WebPlugin[]>([]);

/** The composed plugins (empty outside an AppShell). */
export const usePlugins = (): readonly WebPlugin[] => useContext(PluginsContext);

/** Sidebar entries the signed-in user may open (e.g. for a start page). */
export function useAvailableScreens(): NavItem[] {
  const plugins = usePlugins();
  const { user, can } = useSession();
  return useMemo(() => (user ? visibleNavItems(navItems(plugins), user.isSuperUser, can) : []), [plugins, user, can]);
}
