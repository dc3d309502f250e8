import type { MigrationObject } from '@mikro-orm/core';
import type { ServerPlugin } from '../plugin-api/server.ts';
import { coreMigrations } from './migrations/index.ts';

/** Core's migrations and those of the given plugins, in name (= time) order: what a host runs. */
export function collectMigrations(plugins: readonly ServerPlugin[]): MigrationObject[] {
  const all = [...coreMigrations, ...plugins.flatMap((p) => p.migrations ?? [])];
  const names = new Set<string>();
  for (const m of all) {
    if (names.has(m.name)) throw new Error(`Migration ${m.name} is listed twice`);
    names.add(m.name);
  }
  return all.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
