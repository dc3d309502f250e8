import type { ComponentType } from 'react';
import type { Http } from '../client/http.ts';
import type { PermissionGrant, PermissionMap } from '../shared/index.ts';

export type NavSection = 'main' | 'kyc' | 'admin' | 'public';

export interface ScreenDef {
  id: string;
  /** react-router path, e.g. '/user-management/users/:id'. */
  path: string;
  title: string;
  /** Permission needed to open the screen (absent = any signed-in user). */
  permission?: string;
  /** Where a signed-in user without `permission` goes instead of the 'not allowed' message (e.g. '/' -> '/home'). */
  fallback?: string;
  /** 'public' screens render for signed-out visitors; 'guest' only for them (login, register). */
  access?: 'user' | 'public' | 'guest' | 'superUser';
  /** `badge` renders next to the label (e.g. a live count). */
  nav?: { section: NavSection; order?: number; label?: string; badge?: ComponentType };
  /** 'bare': the screen fills the page, without the shell's header and sidebar. */
  layout?: 'shell' | 'bare';
  load(): Promise<{ default: ComponentType }>;
}

/** What the shell needs to know about the signed-in user (header, sidebar, guards). */
export interface SessionUser {
  id: string;
  username: string;
  /** Full name when the profile has one; the header falls back to the username. */
  fullName?: string | null;
  email: string;
  /** Role as shown to people, e.g. 'ACCOUNT MANAGER'. */
  typeLabel: string;
  isSuperUser: boolean;
}

export interface SessionData<Raw = unknown> {
  user: SessionUser;
  permissions: PermissionMap;
  /** The plugin's full wire response (e.g. get-user), for its own screens. */
  raw: Raw;
}

export interface ClientErrorReport {
  error_cought: unknown;
  source?: string;
  url?: string;
}

/** Contributed by the plugin that owns accounts: how the shell loads and ends a session. */
export interface SessionSource<Raw = unknown> {
  /** Loads the signed-in user; an ApiError 401/403/404 makes the shell drop the token. */
  load(http: Http): Promise<SessionData<Raw>>;
  logout(http: Http): Promise<unknown>;
  /** Reports an unhandled client failure. */
  reportError?(http: Http, report: ClientErrorReport): Promise<unknown>;
}

/** A panel a plugin shows on the signed-in Home screen (e.g. "my open cases"). */
export interface HomeWidgetDef {
  id: string;
  /** Permission needed to see the panel (absent = any signed-in user). */
  permission?: string;
  /** Lower first (default 100). */
  order?: number;
  load(): Promise<{ default: ComponentType }>;
}

/** What a client panel receives: the client whose dossier dashboard shows it. */
export interface ClientPanelProps {
  companyId: string;
}

/**
 * A panel a plugin shows on a client's dossier dashboard (e.g. the client's transaction turnover). The
 * dossier renders them below its own sections; no plugin imports another's web.
 */
export interface ClientPanelDef {
  id: string;
  /** Permission needed to see the panel (absent = whoever sees the dashboard). */
  permission?: string;
  /** Lower first (default 100). */
  order?: number;
  load(): Promise<{ default: ComponentType<ClientPanelProps> }>;
}

/**
 * The view of one object type's change on the workflow's review screens (e.g. the dossier's file view),
 * declared by the plugin that owns the type; types without one get the workflow's field table.
 */
export interface ReviewViewDef {
  /** The workflow object type, e.g. 'kyc_file'. */
  objectType: string;
  /** The component gets the props the workflow documents (`ReviewViewProps` in its shared). */
  load(): Promise<{ default: ComponentType<any> }>;
}

export interface WebPlugin {
  manifest: { id: string; title: string };
  screens: ScreenDef[];
  /** Panels for the Home screen of signed-in users. */
  homeWidgets?: HomeWidgetDef[];
  /** Panels for a client's dossier dashboard. */
  clientPanels?: ClientPanelDef[];
  /** Review views of this plugin's object types, shown by the workflow's review screens. */
  reviewViews?: ReviewViewDef[];
  /** Permission names this plugin checks (besides its screens' `permission`): editors list only installed ones. */
  permissions?: readonly string[];
  /** New permission names this plugin adds to the role matrix (the same list as its server plugin's). */
  grants?: readonly PermissionGrant[];
  /** At most one plugin (accounts) provides the session. */
  session?: SessionSource;
}

export const defineWebPlugin = <P extends WebPlugin>(plugin: P): P => plugin;
