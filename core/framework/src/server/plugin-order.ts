import type { ServerPlugin } from '../plugin-api/server.ts';
import type { PermissionGrant } from '../shared/index.ts';

/**
 * Orders plugins so each comes after the providers of the services it declares in `deps`; refuses a
 * duplicate id, a dependency nobody provides and a cycle, naming them, before anything starts.
 */
export function orderPlugins(plugins: readonly ServerPlugin[]): ServerPlugin[] {
  const ids = new Set<string>();
  const providers = new Map<string, ServerPlugin>();
  for (const p of plugins) {
    if (ids.has(p.manifest.id)) throw new Error(`Duplicate plugin id ${p.manifest.id}`);
    ids.add(p.manifest.id);
    if (p.provides) {
      const other = providers.get(p.provides.id);
      if (other)
        throw new Error(`Service ${p.provides.id} is provided by both ${other.manifest.id} and ${p.manifest.id}`);
      providers.set(p.provides.id, p);
    }
  }
  const out: ServerPlugin[] = [];
  const state = new Map<ServerPlugin, 'visiting' | 'done'>();
  const visit = (p: ServerPlugin, path: string[]) => {
    if (state.get(p) === 'done') return;
    if (state.get(p) === 'visiting')
      throw new Error(`Plugin dependency cycle: ${[...path, p.manifest.id].join(' -> ')}`);
    state.set(p, 'visiting');
    for (const ref of Object.values(p.deps ?? {})) {
      const provider = providers.get(ref.id);
      if (!provider)
        throw new Error(`Plugin ${p.manifest.id} depends on the service ${ref.id}, which no listed plugin provides`);
      if (provider !== p) visit(provider, [...path, p.manifest.id]);
    }
    state.set(p, 'done');
    out.push(p);
  };
  for (const p of plugins) visit(p, []);
  return out;
}

/** Permission names must be unique across plugins (listed and granted); returns all of them. */
export function validatePlugins(plugins: readonly ServerPlugin[]): string[] {
  const names: string[] = [];
  for (const p of plugins) {
    for (const n of [...(p.permissions ?? []), ...(p.grants ?? []).map((g) => g.name)]) {
      if (names.includes(n)) throw new Error(`Permission ${n} registered twice (plugin ${p.manifest.id})`);
      names.push(n);
    }
  }
  return names;
}

/** The permissions the plugins add to the role matrix, in plugin order. */
export const permissionGrants = (plugins: readonly ServerPlugin[]): PermissionGrant[] =>
  plugins.flatMap((p) => p.grants ?? []);
