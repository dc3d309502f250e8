import { authRoutes, usersRoutes } from '@app/plugin-auth/shared';
import { boRoutes } from '@app/plugin-admin/shared';
import { createSuperUser } from '@app/plugin-auth/server';
import { loadXsd, validateAgainstXsd } from '@app/plugin-fiu/convert';
import { fiuRoutes } from '@app/plugin-fiu/shared';
import { validUserChanges } from '@app/plugin-fiu/testing';
import { buildServerTestApp } from '@app/server/testing';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { cliAgainst } from './testing/cli-runner.ts';

/** The core-banking export (41 columns, D/C, CASH/WIRE, BRANCH/SWIFT) and its mapping file. */
const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../plugins/transactions/src/readers/fixtures',
);
const exportFile = path.join(fixtures, 'core-banking-export.csv');
const mappingFile = path.join(fixtures, 'core-banking-mapping.json');

const api = await buildServerTestApp(t);
const cli = await cliAgainst(t, api);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'fiu-report-cli-'));
t.teardown(() => rmSync(tmp, { recursive: true, force: true }));

// a fresh organisation: no mapping saved, no client in the dossier, nothing done in the web app
const u = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const user = { username: `rep${u}`.slice(0, 20), email: `rep-${u}@example.com`, password: 'secret-pass-1' };
const reg = await api.call(authRoutes.register, user);
const me = await api.call(usersRoutes.getUser, {}, reg.body.token);
await api.call(fiuRoutes.saveUserChanges, validUserChanges(), reg.body.token);
const root = { email: `root-${u}@example.com`, password: 'secret-pass-1' };
await createSuperUser(api.orm, root);
const rootLogin = await api.call(authRoutes.login, root);
await api.call(boRoutes.giveCredit, { user_id: me.body.user._id, amount: 1000 }, rootLogin.body.token);
const login = await cli.run(['login', '--email', user.email, '--password', user.password]);
if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);
const institution = ['--institution', 'Example Bank Ltd', '--swift', 'EXMPKENA'];
/** The booking year of the fixture as an STR, with no currency: the saved one or the one given after. */
const year = ['--from', '2026-01-01', '--to', '2026-12-31', '--report-code', 'STR'];

t.test('convert --mapping on a fresh install: every row of the bank export imported and reported', async (t) => {
  const out = path.join(tmp, 'convert');
  const res = await cli.run([
    'fiu',
    'convert',
    exportFile,
    '--mapping',
    mappingFile,
    '--report-code',
    'CTR',
    '--currency',
    'KES',
    ...institution,
    '--out',
    out,
  ]);
  t.equal(res.code, 0, res.stderr);
  t.match(res.stderr, /Importing core-banking-export\.csv/);
  t.match(res.stderr, /Reporting 50 transactions/);
  t.match(res.stdout, /core-banking-export\.csv: 50 rows read, 50 stored, 0 already stored, 0 bad/);
  t.match(res.stdout, /50 of 50 transactions reported/);
  const [written] = readdirSync(out);
  t.ok(written?.endsWith('-goaml.xml'), written);
  const xml = readFileSync(path.join(out, written!), 'utf8');
  const valid = await validateAgainstXsd(xml, loadXsd('unodc-5.0.1'));
  t.ok(valid.valid, valid.errors.join('; '));
  t.equal((xml.match(/<transaction>/g) ?? []).length, 50);
});

t.test(
  'report from stored transactions: my-client rows name what is missing, exit 1; plain accounts report',
  async (t) => {
    const period = [...year, '--currency', 'KES'];
    const strict = await cli.run([
      'fiu',
      'report',
      ...period,
      '--reason',
      'Structured cash deposits',
      ...institution,
      '--out',
      path.join(tmp, 'strict'),
    ]);
    t.equal(strict.code, 1);
    t.match(strict.stdout, /No transaction reported; 50 with missing data/);
    t.match(strict.stdout, /has no [a-z]+.* — fill it in /);
    t.match(strict.stderr, /50 of 50 transactions were not reported/);
    const plain = await cli.run([
      'fiu',
      'report',
      ...period,
      '--reason',
      'Structured cash deposits',
      '--action',
      'Accounts under review',
      ...institution,
      '--parties',
      'account',
      '--out',
      path.join(tmp, 'plain'),
    ]);
    t.equal(plain.code, 0, plain.stderr);
    t.match(plain.stdout, /50 of 50 transactions reported/);
    const [written] = readdirSync(path.join(tmp, 'plain'));
    const xml = readFileSync(path.join(tmp, 'plain', written!), 'utf8');
    t.match(xml, /<report_code>STR<\/report_code>/);
    t.match(xml, /<reason>Structured cash deposits<\/reason><action>Accounts under review<\/action>/);
  },
);

t.test('no institution given and none saved: the server names what is missing and where to set it', async (t) => {
  const res = await cli.run(['fiu', 'report', ...year, '--out', path.join(tmp, 'none')]);
  t.equal(res.code, 1);
  t.match(res.stderr, /Our institution has no name, SWIFT\/BIC, local currency: set it under goAML Report/);
  t.same(readdirSync(tmp).includes('none'), false, 'nothing written');
});

t.test('app fiu institution saves our institution once; reports then need no flags for it', async (t) => {
  const bad = await cli.run([
    'fiu',
    'institution',
    '--name',
    'Example Bank Ltd',
    '--swift',
    'EXMP',
    '--currency',
    'KES',
  ]);
  t.equal(bad.code, 1);
  t.match(bad.stderr, /SWIFT\/BIC: 8 or 11 characters/);
  const unset = await cli.run(['fiu', 'institution']);
  t.match(unset.stdout, /Our institution is not set/);
  const set = await cli.run([
    'fiu',
    'institution',
    '--name',
    'Example Bank Ltd',
    '--swift',
    'exmpkena',
    '--currency',
    'kes',
  ]);
  t.equal(set.code, 0, set.stderr);
  t.match(set.stdout, /Our institution saved/);
  t.match(set.stdout, /SWIFT\/BIC: +EXMPKENA/);
  t.match(set.stdout, /Local currency: KES/);
  t.match((await cli.json(['fiu', 'institution'])).body, {
    complete: true,
    institution: { name: 'Example Bank Ltd', swift: 'EXMPKENA' },
  });
  // the command line: no --currency, --institution or --swift
  const res = await cli.run([
    'fiu',
    'report',
    ...year,
    '--reason',
    'Structured cash deposits',
    '--parties',
    'account',
    '--out',
    path.join(tmp, 'saved'),
  ]);
  t.equal(res.code, 0, res.stderr);
  t.match(res.stdout, /50 of 50 transactions reported/);
  const [written] = readdirSync(path.join(tmp, 'saved'));
  const xml = readFileSync(path.join(tmp, 'saved', written!), 'utf8');
  t.match(xml, /<institution_name>Example Bank Ltd<\/institution_name><swift>EXMPKENA<\/swift>/);
  t.match(xml, /<currency_code_local>KES<\/currency_code_local>/);
});

t.test(
  'convert --mapping --parties my-client: the KYC columns make each person customer a complete my-client party',
  async (t) => {
    // another fresh organisation: the export's references are already stored in the first one
    const v = `${u}k`;
    const kycUser = { username: `kyc${v}`.slice(0, 20), email: `kyc-${v}@example.com`, password: 'secret-pass-1' };
    const kycReg = await api.call(authRoutes.register, kycUser);
    const kycMe = await api.call(usersRoutes.getUser, {}, kycReg.body.token);
    await api.call(fiuRoutes.saveUserChanges, validUserChanges(), kycReg.body.token);
    await api.call(boRoutes.giveCredit, { user_id: kycMe.body.user._id, amount: 1000 }, rootLogin.body.token);
    const relogin = await cli.run(['login', '--email', kycUser.email, '--password', kycUser.password]);
    t.equal(relogin.code, 0, relogin.stderr);
    const out = path.join(tmp, 'kyc');
    const res = await cli.run([
      'fiu',
      'convert',
      path.join(fixtures, 'core-banking-kyc-export.csv'),
      '--mapping',
      path.join(fixtures, 'core-banking-kyc-mapping.json'),
      '--parties',
      'my-client',
      '--report-code',
      'CTR',
      '--currency',
      'KES',
      ...institution,
      '--out',
      out,
    ]);
    t.match(res.stdout, /core-banking-kyc-export\.csv: 50 rows read, 50 stored, 0 already stored, 0 bad/);
    // The 20 rows of the two person customers are reported; an entity's directors and commercial name
    // are not transaction data (its dossier gives them), so its 30 rows name what is missing.
    t.equal(res.code, 1);
    t.match(res.stderr, /30 of 50 transactions were not reported/);
    t.match(res.stdout, /has no director or UBO/);
    t.notMatch(
      res.stdout,
      /has no (phone number|occupation|opening date|account status|account type|branch|client number)/,
    );
    const [written] = readdirSync(out).filter((f) => f.endsWith('.xml'));
    t.ok(written, 'the report of the reported rows is written');
    const xml = readFileSync(path.join(out, written!), 'utf8');
    const valid = await validateAgainstXsd(xml, loadXsd('unodc-5.0.1'));
    t.ok(valid.valid, valid.errors.join('; '));
    t.equal((xml.match(/<transaction>/g) ?? []).length, 20);
    t.match(xml, /<t_from_my_client>/);
    t.match(xml, /<t_to_my_client>/);
    t.match(xml, /<occupation>Civil engineer<\/occupation>/);
  },
);
