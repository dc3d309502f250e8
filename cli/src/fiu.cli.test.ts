import { authRoutes, usersRoutes } from '@app/plugin-auth/shared';
import { boRoutes } from '@app/plugin-admin/shared';
import { createSuperUser } from '@app/plugin-auth/server';
import { fiuRoutes } from '@app/plugin-fiu/shared';
import { CODES, EXPORT_HEADER, exportLine, validUserChanges } from '@app/plugin-fiu/testing';
import { buildServerTestApp } from '@app/server/testing';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { cliAgainst } from './testing/cli-runner.ts';

const api = await buildServerTestApp(t);
const cli = await cliAgainst(t, api);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'fiu-cli-'));
t.teardown(() => rmSync(tmp, { recursive: true, force: true }));

const u = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const user = { username: `fiu${u}`.slice(0, 20), email: `fiu-${u}@example.com`, password: 'secret-pass-1' };
const reg = await api.call(authRoutes.register, user);
const me = await api.call(usersRoutes.getUser, {}, reg.body.token);
await api.call(fiuRoutes.saveUserChanges, validUserChanges(), reg.body.token);
const root = { email: `root-${u}@example.com`, password: 'secret-pass-1' };
await createSuperUser(api.orm, root);
const rootLogin = await api.call(authRoutes.login, root);
await api.call(boRoutes.giveCredit, { user_id: me.body.user._id, amount: 50 }, rootLogin.body.token);
const login = await cli.run(['login', '--email', user.email, '--password', user.password]);
if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);

const schema = 'unodc-5.0.1' as const;
const file = path.join(tmp, 'export.csv');
writeFileSync(
  file,
  [EXPORT_HEADER, exportLine(1, schema), exportLine(2, schema, { date: '2024-13-01' }), exportLine(3, schema)].join(
    '\r\n',
  ),
);
const args = [
  'fiu',
  'convert',
  file,
  '--report-code',
  CODES[schema].reportCode,
  '--currency',
  'kes',
  '--out',
  path.join(tmp, 'out'),
];

t.test('convert: progress bar on stderr, row errors and the report path on stdout, report written', async (t) => {
  const res = await cli.run(args);
  t.equal(res.code, 0, res.stderr);
  t.match(res.stderr, /Converting export\.csv \[[#.]+\]\s+\d+%/);
  t.match(res.stdout, /2 of 3 rows converted; 1 rows with errors are in Saved info/);
  t.match(res.stdout, /\n3\s+Date\s+Not a calendar date/);
  t.match(res.stdout, /Report: .*export-goaml\.xml/);
  t.match(res.stdout, /The errors: .*export-errors\.csv/);
  const written = readdirSync(path.join(tmp, 'out')).sort();
  t.same(written, ['export-errors.csv', 'export-goaml.xml'], 'the report and every row error (ADR 0080)');
  t.match(readFileSync(path.join(tmp, 'out', 'export-goaml.xml'), 'utf8'), /<report_code>CTR<\/report_code>/);
  t.same(
    readFileSync(path.join(tmp, 'out', 'export-errors.csv'), 'utf8')
      .trim()
      .split('\r\n')
      .slice(1),
    ['"export.csv","3","Date","date_transaction","Invalid date","Not a calendar date","2024-13-01"'],
  );
});

t.test('bad input: unknown report type is the server message, exit 1; missing option exits 2', async (t) => {
  const bad = await cli.run(['fiu', 'convert', file, '--report-code', 'NOPE', '--currency', 'KES']);
  t.not(bad.code, 0);
  t.match(bad.stderr, /Unknown report type for this schema/);
  const missing = await cli.run(['fiu', 'convert', file, '--currency', 'KES']);
  t.not(missing.code, 0);
  t.match(missing.stderr, /report-code/);
});
