import { authRoutes } from '@app/plugin-auth/shared';
import { transactionsRoutes } from '@app/plugin-transactions/shared';
import { buildServerTestApp } from '@app/server/testing';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { cliAgainst } from './testing/cli-runner.ts';

const api = await buildServerTestApp(t);
const cli = await cliAgainst(t, api);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'transactions-cli-'));
t.teardown(() => rmSync(tmp, { recursive: true, force: true }));
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../plugins/transactions/src/readers/fixtures/${name}`, import.meta.url));
const mappingFile = fixture('core-banking-mapping.json');

const u = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const admin = { username: `txc${u}`.slice(0, 20), email: `tx-cli-${u}@example.com`, password: 'secret-pass-1' };
const registered = await api.call(authRoutes.register, admin);
if (registered.status !== 200) throw new Error('register failed');
const token = registered.body.token as string;
const login = await cli.run(['login', '--email', admin.email, '--password', admin.password]);
if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);

t.test('mapping import and export: the mapping file goes in and comes back as it was', async (t) => {
  const saved = await cli.run(['transactions', 'mapping', 'import', mappingFile, '--name', 'Core banking']);
  t.equal(saved.code, 0, saved.stderr);
  t.match(saved.stdout, /Saved mapping "Core banking"/);
  const again = await cli.run(['transactions', 'mapping', 'import', mappingFile, '--name', 'core BANKING']);
  t.equal(again.code, 1, 'the name is taken');
  t.match(again.stderr, /already exists/);
  t.equal(
    (await cli.run(['transactions', 'mapping', 'import', mappingFile, '--name', 'Core banking', '--replace'])).code,
    0,
  );
  const out = path.join(tmp, 'exported.json');
  const exported = await cli.run(['transactions', 'mapping', 'export', 'core banking', '--out', out]);
  t.equal(exported.code, 0, exported.stderr);
  t.same(JSON.parse(readFileSync(out, 'utf8')), JSON.parse(readFileSync(mappingFile, 'utf8')));
  const broken = path.join(tmp, 'broken-mapping.json');
  writeFileSync(broken, JSON.stringify({ columns: { amout: 'tran_amount' } }));
  const refused = await cli.run(['transactions', 'mapping', 'import', broken]);
  t.equal(refused.code, 1);
  t.match(refused.stderr, /mapping\.columns\.amout: "amout" is not a transaction field \(did you mean "amount"\?\)/);
  t.equal((await cli.run(['transactions', 'mapping', 'export', 'Nope'])).code, 2);
});

t.test('import: a progress bar on stderr, the counts on stdout, exit 0 when every row is stored', async (t) => {
  const res = await cli.run(['transactions', 'import', fixture('core-banking-export.csv'), '--mapping', mappingFile]);
  t.equal(res.code, 0, res.stderr);
  t.match(res.stderr, /Importing core-banking-export\.csv \[[#.]+\]\s+\d+%/);
  t.match(
    res.stdout,
    /core-banking-export\.csv: 50 rows read, 50 stored, 0 already stored, 0 linked to clients, 0 bad/,
  );
  const several = await cli.json([
    'transactions',
    'import',
    fixture('camt053-001.02-de-sparkasse.xml'),
    fixture('mt940-ing.sta'),
  ]);
  t.equal(several.code, 0, several.stderr);
  t.match(several.body, [
    { import: { format: 'camt053', status: 'done', counts: { bad: 0 } } },
    { import: { format: 'mt940', status: 'done', counts: { bad: 0 } } },
  ]);
});

t.test('import with bad rows: errors listed or written, exit 1', async (t) => {
  const lines = readFileSync(fixture('core-banking-export.csv'), 'utf8')
    .split('\r\n')
    .map((l) => l.replace(/^FT/, 'CL'));
  lines[3] = lines[3]!.replace(',CASH,', ',RTGS,');
  const file = path.join(tmp, 'bank.csv');
  writeFileSync(file, lines.join('\r\n'));
  const res = await cli.run(['transactions', 'import', file, '--saved-mapping', 'Core banking']);
  t.equal(res.code, 1);
  t.match(res.stdout, /bank\.csv: 50 rows read, 49 stored, 0 already stored, 0 linked to clients, 1 bad/);
  t.match(res.stdout, /\n3\s+instrument\s+"RTGS" is not in values\.transmode/);
  t.match(res.stderr, /1 of 1 files were not imported completely/);
  const dir = path.join(tmp, 'errors');
  const written = await cli.run(['transactions', 'import', file, '--mapping', mappingFile, '--errors-dir', dir]);
  t.equal(written.code, 1);
  t.match(written.stdout, /bank\.csv: 50 rows read, 0 stored, 49 already stored, 0 linked to clients, 1 bad/);
  const csv = readFileSync(path.join(dir, 'bank-errors.csv'), 'utf8');
  t.match(csv, /^\uFEFFrow,column,field,reason,value\r\n"3","instrument","transmode",/);
  const mixed = await cli.run([
    'transactions',
    'import',
    fixture('mt940-de-sparkasse.sta'),
    file,
    fixture('camt054-001.08-credit-notification.xml'),
    '--format',
    'mt940',
  ]);
  t.equal(mixed.code, 1);
  t.match(mixed.stdout, /mt940-de-sparkasse\.sta: \d+ rows read/);
  t.match(mixed.stdout, /bank\.csv: not imported: no MT940 statement \(:20:\) in the file/);
  t.match(
    mixed.stdout,
    /camt054-001\.08-credit-notification\.xml: refused: format is mt940, but the file is a camt\.054 message/,
  );
  t.match(mixed.stderr, /2 of 3 files were not imported completely/, 'the refused and the failed one');
  const noMapping = await cli.run(['transactions', 'import', file]);
  t.equal(noMapping.code, 1);
  t.match(noMapping.stderr, /read through a mapping/);
  t.equal((await cli.run(['transactions', 'import', path.join(tmp, 'missing.csv')])).code, 2);
});

t.test('list: the stored transactions of a period, as a table or JSON', async (t) => {
  const api1 = await api.call(transactionsRoutes.listTransactions, { from: '2026-03-01', to: '2026-03-02' }, token);
  const listed = await cli.json(['transactions', 'list', '--from', '2026-03-01', '--to', '2026-03-02']);
  t.equal(listed.code, 0, listed.stderr);
  t.equal(listed.body.total, api1.body.total);
  t.ok(listed.body.total > 0);
  const table = await cli.run(['transactions', 'list', '--from', '2026-03-01', '--to', '2026-03-02']);
  t.match(table.stdout, /^Booked\s+Account\s+Direction\s+Amount\s+Counterparty\s+Reference\n2026-03-0[12] /);
  t.match(table.stderr, /Page 1 of \d+ \(\d+ transactions\)/);
  t.equal((await cli.run(['transactions', 'list', '--from', '01/03/2026'])).code, 2);
  const unknown = await cli.run(['transactions', 'list', '--client', 'a'.repeat(24)]);
  t.equal(unknown.code, 1, 'a client the organisation does not hold');
});
