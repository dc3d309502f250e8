import type { ComponentType } from 'react';
import type { NavSection, ScreenDef, WebPlugin } from '../../plugin-api/web.ts';

export interface NavItem {
  id: string;
  label: string;
  path: string;
  section: NavSection;
  order: number;
  permission?: string;
  badge?: ComponentType;
}

/** Sidebar entries derived from screen metadata (Backstage style); params-free paths only. */
export function navItems(plugins: readonly WebPlugin[]): NavItem[] {
  return plugins
    .flatMap((p) => p.screens)
    .filter((s): s is ScreenDef & { nav: NonNullable<ScreenDef['nav']> } => !!s.nav && !s.path.includes(':'))
    .map((s) => ({
      id: s.id,
      label: s.nav.label ?? s.title,
      path: s.path,
      section: s.nav.section,
      order: s.nav.order ?? 100,
      permission: s.permission,
      ...(s.nav.badge ? { badge: s.nav.badge } : {}),
    }))
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}

export function initials(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : name.trim().slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** Entries a visitor may open: admin only for super users, the rest gated by permission. */
export function visibleNavItems(
  items: NavItem[],
  isSuperUser: boolean,
  can: (permission?: string) => boolean,
): NavItem[] {
  return items.filter((i) => i.section !== 'public' && (i.section !== 'admin' || isSuperUser) && can(i.permission));
}
