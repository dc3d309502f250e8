import { authRoutes } from '@app/plugin-auth/shared';
import { buildServerTestApp } from '@app/server/testing';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { cliAgainst } from './testing/cli-runner.ts';

const api = await buildServerTestApp(t);
const cli = await cliAgainst(t, api);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'dossier-cli-'));
t.teardown(() => rmSync(tmp, { recursive: true, force: true }));
const u = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const admin = { username: `dcl${u}`.slice(0, 20), email: `dossier-cli-${u}@example.com`, password: 'secret-pass-1' };
const registered = await api.call(authRoutes.register, admin);
if (registered.status !== 200) throw new Error(JSON.stringify(registered.body));

t.test('without a session the commands say so', async (t) => {
  const res = await cli.run(['clients', 'list']);
  t.equal(res.code, 1);
  t.match(res.stderr, /log ?in/i);
});

t.test('create, list, show and export a dossier', async (t) => {
  t.equal((await cli.run(['login', '--email', admin.email, '--password', admin.password])).code, 0);
  const empty = await cli.run(['clients', 'list']);
  t.equal(empty.code, 0, empty.stderr);
  t.match(empty.stderr, /No clients found/);

  const bad = await cli.run(['clients', 'create', '--name', 'Harbour Trust NV']);
  t.equal(bad.code, 1, 'the server refuses a corporate without its company type');
  t.match(bad.stderr, /Company type is required/);
  t.equal(
    (await cli.run(['clients', 'create', '--name', 'X', '--first-name', 'Y'])).code,
    2,
    'corporate and holder options together',
  );

  const created = await cli.run(['clients', 'create', '--name', 'Harbour Trust NV', '--location', 'abroad']);
  t.equal(created.code, 0, created.stderr);
  const id = created.stdout.trim();
  t.match(id, /^[0-9a-f]{24}$/);
  const holder = await cli.json([
    'clients',
    'create',
    '--first-name',
    'Maria',
    '--last-name',
    'Martina',
    '--holder-type',
    'pention',
  ]);
  t.equal(holder.body.status, 'success');

  const list = await cli.run(['clients', 'list', '--search', 'harbour']);
  t.equal(list.code, 0, list.stderr);
  t.match(
    list.stdout,
    new RegExp(
      `^ID\\s+TYPE\\s+CREATED\\s+CHANGES\\s+NAME\\n${id}\\s+corporate\\s+\\d{4}-\\d{2}-\\d{2}\\s+1\\s+Harbour Trust NV \\(awaiting approval\\)\\n$`,
    ),
  );
  t.match(list.stderr, /1 client; page 1/);
  const json = await cli.json(['clients', 'list', '--type', 'account_holder']);
  t.equal(json.body.count, 1);
  t.equal((await cli.run(['clients', 'list', '--search', 'ab'])).code, 2, 'search needs 3 characters');
  t.equal((await cli.run(['clients', 'list', '--page', '0'])).code, 2);

  const show = await cli.run(['clients', 'show', id]);
  t.equal(show.code, 0, show.stderr);
  t.match(show.stdout, /^Harbour Trust NV \(corporate, awaiting approval\)\n/);
  t.match(show.stdout, /persons: 0\n/);
  const missing = await cli.run(['clients', 'show', 'f'.repeat(24)]);
  t.equal(missing.code, 1);
  t.match(missing.stderr, /Client not found/);

  const file = path.join(tmp, 'dossier.json');
  const exported = await cli.run(['clients', 'export', id, '--out', file]);
  t.equal(exported.code, 0, exported.stderr);
  const body = JSON.parse(readFileSync(file, 'utf8'));
  t.equal(body.companyData._id, id);
  t.same(
    Object.keys(body).sort(),
    [
      'account_number',
      'companyData',
      'entities',
      'exported_at',
      'kycFiles',
      'listingServices',
      'mds',
      'persons',
      'shareholders',
      'subsidiaries',
      'transactional_profile',
      'ubos',
    ].sort(),
  );
});
