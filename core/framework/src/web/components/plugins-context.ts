import { createContext, lazy, useContext, useMemo, type ComponentType } from 'react';
import type { ReviewViewDef, WebPlugin } from '../../plugin-api/web.ts';
import type { PermissionGrant } from '../../shared/index.ts';
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

/** Permission names the installed plugins use (declared, or required by one of their screens). */
export function useInstalledPermissions(): ReadonlySet<string> {
  const plugins = usePlugins();
  return useMemo(
    () =>
      new Set(
        plugins.flatMap((p) => [
          ...(p.permissions ?? []),
          ...(p.grants ?? []).map((g) => g.name),
          ...p.screens.flatMap((s) => (s.permission ? [s.permission] : [])),
        ]),
      ),
    [plugins],
  );
}

/** The permissions the installed plugins add to the role matrix (the permission editor's extra groups). */
export function usePermissionGrants(): readonly PermissionGrant[] {
  const plugins = usePlugins();
  return useMemo(() => plugins.flatMap((p) => p.grants ?? []), [plugins]);
}

const lazyReviewViews = new WeakMap<ReviewViewDef, ComponentType<any>>();

/**
 * The review view an installed plugin declares for `objectType` (a lazy component: render it under
 * <Suspense>), or undefined. The workflow's review screens read it; no plugin imports another's web.
 */
export function useReviewView(objectType: string): ComponentType<any> | undefined {
  const plugins = usePlugins();
  const def = plugins.flatMap((p) => p.reviewViews ?? []).find((v) => v.objectType === objectType);
  if (!def) return undefined;
  let view = lazyReviewViews.get(def);
  if (!view) {
    view = lazy(def.load);
    lazyReviewViews.set(def, view);
  }
  return view;
}
