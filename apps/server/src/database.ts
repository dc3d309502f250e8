import {
  collectMigrations,
  coreEntities,
  createOrm,
  migrate,
  resolveEmbeddedPort,
  startEmbeddedPostgres,
  type AppConfig,
  type EmbeddedDatabase,
} from '@app/core/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ServerPlugin } from '@app/core/plugin-api';
import { serverPlugins } from './plugins.ts';

export const allEntities = (plugins: ServerPlugin[] = serverPlugins) => [
  ...coreEntities,
  ...plugins.flatMap((p) => p.entities ?? []),
];

export interface OpenDatabase {
  orm: MikroORM;
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
}

/**
 * DATABASE_URL when given, else the embedded PostgreSQL under the data dir; migrations run on open
 * unless `migrate: false` (replicas after `app db migrate`, ADR 0084).
 */
export async function openDatabase(
  config: AppConfig,
  opts: { migrate?: boolean; log?: (line: string) => void } = {},
): Promise<OpenDatabase> {
  const port = config.databaseUrl
    ? 0
    : await resolveEmbeddedPort({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        explicit: config.embeddedPgPortExplicit ?? false,
        log: opts.log ?? ((line) => console.warn(line)),
      });
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port, database: 'app' });
  const orm = await createOrm({
    clientUrl: config.databaseUrl ?? embedded!.url,
    entities: allEntities(),
    migrations: collectMigrations(serverPlugins),
  });
  if (opts.migrate !== false) await migrate(orm);
  return {
    orm,
    embedded,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}
