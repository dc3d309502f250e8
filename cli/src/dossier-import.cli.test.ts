import { authRoutes } from '@app/plugin-auth/shared';
import { buildServerTestApp } from '@app/server/testing';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { cliAgainst } from './testing/cli-runner.ts';

const api = await buildServerTestApp(t);
const cli = await cliAgainst(t, api);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'dossier-import-cli-'));
t.teardown(() => rmSync(tmp, { recursive: true, force: true }));
const u = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const admin = {
  username: `dic${u}`.slice(0, 20),
  email: `dossier-import-cli-${u}@example.com`,
  password: 'secret-pass-1',
};
if ((await api.call(authRoutes.register, admin)).status !== 200) throw new Error('register failed');

const file = path.join(tmp, 'clients.csv');
writeFileSync(
  file,
  '\uFEFFcompany_type;name;location_type;risk_level;account_numbers\ncorporate;Cli Import BV;abroad;low;"C-1; C-2"\ncorporate;;local;;\n',
);

t.test('app clients import: dry run lists row errors, --only-valid imports on the job queue', async (t) => {
  t.equal((await cli.run(['login', '--email', admin.email, '--password', admin.password])).code, 0);
  const dry = await cli.run(['clients', 'import', file, '--dry-run']);
  t.equal(dry.code, 0, dry.stderr);
  t.match(dry.stdout, /2 rows: 1 ready, 1 with errors\nrow 3 {2}name: Name is required\n/);
  const refused = await cli.run(['clients', 'import', file]);
  t.equal(refused.code, 1, 'a file with errors is not imported without --only-valid');
  t.match(refused.stderr, /--only-valid/);
  t.match((await cli.run(['clients', 'list'])).stderr, /No clients found/, 'nothing created');
  const done = await cli.json(['clients', 'import', file, '--only-valid']);
  t.match(done.body, { created: 1, skipped: 1, requests: 3 });
  const list = await cli.run(['clients', 'list']);
  t.match(list.stdout, /Cli Import BV \(awaiting approval\)/);
  t.equal((await cli.run(['clients', 'import', path.join(tmp, 'missing.csv')])).code, 2);
});
