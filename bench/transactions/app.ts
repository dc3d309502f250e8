/**
 * The transactions benches' app: a real embedded PostgreSQL (the product's settings, not the test
 * cluster's fsync=off), the plugins the store links through (auth, screening, workflow, dossier,
 * transactions) built as the server builds them, a registered administrator, and seeding helpers.
 */
import {
  buildApp,
  collectMigrations,
  coreEntities,
  createOrm,
  loadConfig,
  migrate,
  startEmbeddedPostgres,
} from '@app/core/server';
import { authServerPlugin } from '@app/plugin-auth/server';
import { dossierServerPlugin } from '@app/plugin-dossier/server';
import { screeningServerPlugin } from '@app/plugin-screening/server';
import { transactionsService } from '@app/plugin-transactions/shared';
import { transactionsServerPlugin } from '@app/plugin-transactions/server';
import { workflowServerPlugin } from '@app/plugin-workflow/server';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const plugins = [
  authServerPlugin,
  screeningServerPlugin,
  workflowServerPlugin,
  dossierServerPlugin,
  transactionsServerPlugin,
];

export async function benchApp(name: string, port: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  // BENCH_PG_FLAGS, e.g. "-c shared_buffers=512MB": PostgreSQL settings to compare (default: the product's).
  const postgresFlags = process.env.BENCH_PG_FLAGS?.split(' ').filter(Boolean) ?? [];
  const db = await startEmbeddedPostgres({
    dataDir: dir,
    port: port + 1000,
    database: 'bench',
    persistent: false,
    postgresFlags,
  });
  const orm = await createOrm({
    clientUrl: db.url,
    entities: [...coreEntities, ...plugins.flatMap((p) => p.entities ?? [])],
    migrations: collectMigrations(plugins),
  });
  await migrate(orm);
  const config = {
    ...loadConfig({ DATA_DIR: dir, JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'), PORT: String(port) }, dir),
    databaseUrl: db.url,
    logLevel: 'silent' as const,
    publicUrl: `http://127.0.0.1:${port}`,
  };
  const { app, services } = await buildApp(config, plugins, { orm, logger: false });
  await app.ready();
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload: { username: `bench${name}`, email: `bench-${name}@example.com`, password: 'bench-pass-1' },
  });
  if (registered.statusCode >= 300) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const token = registered.json().token as string;
  const [user] = await orm.em
    .fork()
    .execute<{ organization: string; id: string }[]>(`select organization, id from auth_user where username = ?`, [
      `bench${name}`,
    ]);
  return {
    app,
    orm,
    dir,
    dbUrl: db.url,
    token,
    organization: user!.organization,
    userId: user!.id,
    store: services.get(transactionsService),
    em: () => orm.em.fork(),
    /** CPU milliseconds of the embedded PostgreSQL (postmaster and backends) so far, from /proc (Linux). */
    pgCpuMs: () => pgCpuMs(path.join(dir, 'pg')),
    async close() {
      await app.close();
      await orm.close(true);
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `clients` approved corporate clients straight into the dossier's tables (set-based SQL, as
 * bench/dossier does), client g holding the account number `account(g)` (g from 1): the objects
 * `DossierServices.accounts` reads. Answers the client ids in order.
 */
export async function seedClients(
  bench: Awaited<ReturnType<typeof benchApp>>,
  clients: number,
  account: (g: number) => string,
): Promise<string[]> {
  const ids = Array.from({ length: clients }, (_, i) => `b${(i + 1).toString(16).padStart(23, '0')}`);
  const rows = JSON.stringify(ids.map((id, i) => ({ id, n: i + 1, number: account(i + 1) })));
  const em = bench.em();
  // Raw SQL of the ORM inlines its parameters: the rows travel as one JSON literal.
  await em.execute(
    `insert into dossier_company (id, organization, company_type, location_type, fields, list_name, pending, pending_creation, removed, created_by, created_at)
     select c.id, ?, 'corporate', 'local', jsonb_build_object('name', jsonb_build_object('value', 'Bench Client ' || c.n || ' BV')),
            'Bench Client ' || c.n || ' BV', false, false, false, ?, now()
       from jsonb_to_recordset(?::jsonb) as c(id text, n int, number text)`,
    [bench.organization, bench.userId, rows],
  );
  await em.execute(
    `insert into dossier_object (id, organization, company_id, object_type, parent_id, position, fields, pending, pending_creation, removed, created_by, created_at)
     select 'a' || substr(c.id, 2), ?, c.id, 'account_number', null, 0, jsonb_build_object('account_number', jsonb_build_object('value', c.number)),
            false, false, false, ?, now()
       from jsonb_to_recordset(?::jsonb) as c(id text, n int, number text)`,
    [bench.organization, bench.userId, rows],
  );
  return ids;
}

function pgCpuMs(pgDir: string): number {
  let ticks = 0;
  try {
    const postmaster = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // The postmaster's own time and that of its reaped backends (cutime, cstime), and the live ones'.
        if (Number(pid) === postmaster) ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
        else if (Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
      } catch {
        /* process gone */
      }
    }
  } catch {
    return NaN;
  }
  return ticks * 10;
}
