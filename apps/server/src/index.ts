export { serverPlugins } from './plugins.ts';
export { openDatabase, allEntities } from './database.ts';
export { seedDemo, DEMO_LOGINS } from './seed-demo.ts';
import { collectMigrations } from '@app/core/server';
import { serverPlugins as plugins } from './plugins.ts';

/** Every migration of the composed product, in order. */
export const migrations = collectMigrations(plugins);
export { runMigrations } from './migrate.ts';
