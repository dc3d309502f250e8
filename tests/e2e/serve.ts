import { buildApp, loadConfig } from '@app/core/server';
import { recipients, startSmtpCapture } from '@app/core/testing';
import { adminService } from '@app/plugin-admin/shared';
import { createSuperUser } from '@app/plugin-auth/server';
import { openDatabase, serverPlugins } from '@app/server';
import { serveWeb, serveWidgets } from '@app/server/serve-web';
import { workflowTestPlugin } from '@app/plugin-workflow/testing';
import { dossierTestPlugin } from '@app/plugin-dossier/testing/server';
import { tasksE2eSeedPlugin } from '@app/plugin-tasks/testing/e2e-seed';
import { screeningIndexes, seedSanctions } from '@app/server/seed-sanctions';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { servePartner } from './partner-page.ts';

/**
 * The app as Playwright sees it: the built web app and API on a fresh embedded PostgreSQL, mail
 * going to a real SMTP capture whose messages tests read from a small side port.
 */
const E2E_SUPER_USER = { email: 'e2e-super@example.com', password: 'e2e-super-pass-1' };
// Wallet journeys: the demo key a fresh `npm start` generates (ADR 0065), never a real operator key.
delete process.env.WALLET_TRC20_XPUB;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
const smtp = await startSmtpCapture();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-'));
// EMBEDDED_PG_PORT when given; else the default, or a free port when another program holds it.
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' }, root),
  smtpUrl: smtp.url,
  publicUrl: `http://127.0.0.1:${port}`,
};
const db = await openDatabase(config);
// The workflow test plugin declares a reviewable type and a route to propose changes until the dossier exists.
const { app, services } = await buildApp(
  config,
  [...serverPlugins, workflowTestPlugin, dossierTestPlugin, tasksE2eSeedPlugin],
  { orm: db.orm },
);
services.get(adminService).enableDemoWallet({});
// The UN list (about 1,000 entries) is enough for the screening journeys and keeps start-up quick.
const indexes = screeningIndexes(services);
if (indexes)
  await seedSanctions(indexes, path.resolve(root, '../shared/data/sanctions'), () => undefined, ['un', 'uk']);
// E2E_WEB_DIST: a private copy of the build, so a colleague's rebuild of web/dist cannot swap assets mid-run.
await serveWeb(app, process.env.E2E_WEB_DIST ?? path.join(root, 'web/dist'));
// As `npm start`: the widget build under /widgets/, which the partner page loads from the product's origin.
await serveWidgets(app, path.join(root, 'widgets/dist/due-diligence'));
// The back-office journeys sign in as this super user (bootstrap, as `app admin create-superuser` does).
await createSuperUser(db.orm, { email: E2E_SUPER_USER.email, password: E2E_SUPER_USER.password });
await app.listen({ port, host: '127.0.0.1' });

const mailPort = port + 1;
createServer((req, res) => {
  // The due-diligence widget on a partner's page (another origin): /partner/?token=…
  if (req.url?.startsWith('/partner/')) return servePartner(req, res, config.publicUrl);
  // Harness only: ages a due-diligence link so the journey can show the expired-link page.
  if (req.url?.startsWith('/expire-dd-link')) {
    const token = new URL(req.url, 'http://x').searchParams.get('token') ?? '';
    void db.orm.em
      .fork()
      .getConnection()
      .execute(`update due_diligence_link set expires_at = now() - interval '1 minute' where token = ?`, [token])
      .then(() => res.end('ok'));
    return;
  }
  const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
  const mails = smtp.mails
    .filter((m) => !to || recipients(m).includes(to))
    .map((m) => ({ to: recipients(m), subject: m.subject, text: m.text }));
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(mails));
}).listen(mailPort, '127.0.0.1');

const stop = async () => {
  await app.close();
  await db.close();
  await smtp.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
