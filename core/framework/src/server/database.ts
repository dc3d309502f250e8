import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import type { MigrationObject } from '@mikro-orm/core';
import pg from 'pg';

/** Matches nothing: the tenant filter's value for callers with no organisation. */
export const NO_ORGANIZATION = '000000000000000000000000';
export const TENANT_FILTER = 'tenant';

type AnyEntity = any;

/** Entities owning an `organization` column are tenant data. */
export function tenantEntities(entities: readonly AnyEntity[]): AnyEntity[] {
  return entities.filter((e) => Boolean(e?.meta?.properties?.organization));
}

export interface OrmOptions {
  clientUrl: string;
  entities: readonly AnyEntity[];
  migrations: MigrationObject[];
  debug?: boolean;
}

export function ormConfig(opts: OrmOptions): Options {
  return {
    clientUrl: opts.clientUrl,
    entities: [...opts.entities],
    extensions: [Migrator],
    migrations: {
      migrationsList: opts.migrations,
      silent: true,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: 0, max: 10 },
    debug: opts.debug ?? false,
    filters: {
      [TENANT_FILTER]: {
        name: TENANT_FILTER,
        entity: tenantEntities(opts.entities),
        default: true,
        // Fail closed: a query without bound organisation throws rather than reading every tenant.
        cond: (args: Record<string, unknown>) => {
          if (!args || typeof args.organization !== 'string')
            throw new Error('Tenant filter used without an organisation');
          return { organization: args.organization };
        },
      },
    },
  };
}

export async function createOrm(opts: OrmOptions): Promise<MikroORM> {
  return MikroORM.init(ormConfig(opts));
}

/** Any key: replicas that start together (or `app db migrate` beside a running one) take turns. */
const MIGRATION_LOCK = 'app:migrations';

/**
 * Runs the pending migrations under a PostgreSQL advisory lock held on its own connection, so two
 * processes migrating at once run them one after the other (the second finds nothing pending)
 * instead of racing on the same tables. Returns the names it ran.
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const lock = new pg.Client({ connectionString: orm.config.get('clientUrl') as string });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    return (await orm.migrator.up()).map((m) => m.name);
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Names of the migrations not yet run on this database (empty: the schema is current). */
export async function pendingMigrations(orm: MikroORM): Promise<string[]> {
  return (await orm.migrator.getPending()).map((m) => m.name);
}
