import type { ServerPlugin } from '../plugin-api/server.ts';

/** Orders plugins so each comes after the plugins it `dependsOn`; rejects unknown and cyclic deps. */
export function orderPlugins(plugins: ServerPlugin[]): ServerPlugin[] {
  const byId = new Map(plugins.map((p) => [p.manifest.id, p]));
  if (byId.size !== plugins.length) throw new Error('Duplicate plugin id');
  const out: ServerPlugin[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (p: ServerPlugin) => {
    const id = p.manifest.id;
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') throw new Error(`Plugin dependency cycle at ${id}`);
    state.set(id, 'visiting');
    for (const dep of p.manifest.dependsOn ?? []) {
      const target = byId.get(dep);
      if (!target) throw new Error(`Plugin ${id} depends on missing plugin ${dep}`);
      visit(target);
    }
    state.set(id, 'done');
    out.push(p);
  };
  plugins.forEach(visit);
  return out;
}

/** Permission names must be unique across plugins; returns all of them. */
export function validatePlugins(plugins: ServerPlugin[]): string[] {
  const names: string[] = [];
  for (const p of plugins) {
    for (const n of p.permissions ?? []) {
      if (names.includes(n)) throw new Error(`Permission ${n} registered twice (plugin ${p.manifest.id})`);
      names.push(n);
    }
  }
  if (plugins.filter((p) => p.principalResolver).length > 1) throw new Error('More than one plugin resolves principals');
  return names;
}
