import { authRoutes } from '@app/plugin-auth/shared';
import { SCREENING_MESSAGES } from '@app/plugin-screening/shared';
import { buildServerTestApp } from '@app/server/testing';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { cliAgainst } from './testing/cli-runner.ts';

// The real UN Consolidated List (2026-02-27): 730 individuals and 273 entities.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const UN = path.resolve(repoRoot, '../shared/data/sanctions/un');
const api = await buildServerTestApp(t);
const cli = await cliAgainst(t, api);
const db = { DATABASE_URL: api.config.databaseUrl };
const indexes = (api.ctx.services.screening as { indexes: { refresh(force?: boolean): Promise<boolean> } }).indexes;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'screening-cli-'));
t.teardown(() => rmSync(tmp, { recursive: true, force: true }));

t.test('import of the UN list: progress on stderr, summary on stdout', async (t) => {
  const res = await cli.run(['screening', 'import', 'un', UN], db);
  t.equal(res.code, 0, res.stderr);
  t.match(res.stdout, /^Imported \S+: 1003 added, 0 changed, 0 removed; 0 subjects re-screened, 0 alerts\n$/);
  t.match(res.stderr, /\[#+\.*\]\s+\d+% /, 'a text progress bar');
  t.notMatch(res.stderr, '\r', 'no redraws when stderr is not a terminal');
  t.ok(res.stderr.split('\n').filter(Boolean).length <= 11, 'at most a line per 10%');
});

t.test('lists shows the version with its counts', async (t) => {
  const list = await cli.json(['screening', 'lists'], db);
  t.equal(list.code, 0, list.stderr);
  t.equal(list.body.length, 1);
  t.match(list.body[0], { source: 'un', is_current: true, counts: { total: 1003, person: 730, entity: 273 }, delta: { added: 1003, changed: 0, removed: 0 } });
  t.match(list.body[0].published_at, /^2026-02-27/);

  const table = await cli.run(['screening', 'lists'], db);
  t.equal(table.code, 0, table.stderr);
  t.match(table.stdout, /^SOURCE\s+VERSION\s+PUBLISHED\s+IMPORTED\s+TOTAL\s+PERSONS\s+ENTITIES\s+DELTA\s+CURRENT\n/);
  t.match(table.stdout, /\nun\s+2026-02-27#\w+\s+2026-02-27\s+[\d-]+ [\d:]+\s+1003\s+730\s+273\s+\+1003 ~0 -0\s+\*\n/);
});

t.test('re-importing the same file reports unchanged', async (t) => {
  const res = await cli.json(['screening', 'import', 'un', path.join(UN, 'consolidated.xml')], db);
  t.equal(res.code, 0, res.stderr);
  t.match(res.body, { source: 'un', status: 'done', progress: 1 });
  t.match(res.body.message, /^Unchanged/);
  t.equal((await cli.json(['screening', 'lists'], db)).body.length, 1);
});

t.test('a truncated file fails with exit 1 and changes nothing', async (t) => {
  const xml = readFileSync(path.join(UN, 'consolidated.xml'));
  const folder = path.join(tmp, 'truncated');
  mkdirSync(folder);
  writeFileSync(path.join(folder, 'consolidated.xml'), xml.subarray(0, Math.floor(xml.length / 2)));
  const res = await cli.run(['screening', 'import', 'un', folder], db);
  t.equal(res.code, 1);
  t.equal(res.stdout, '');
  t.match(res.stderr, /Error: .+/);
  const list = await cli.json(['screening', 'lists'], db);
  t.equal(list.body.length, 1, 'still one version');
  t.equal(list.body[0].is_current, true);
});

t.test('usage errors exit 2', async (t) => {
  t.equal((await cli.run(['screening', 'import', 'nope', UN], db)).code, 2, 'unknown source');
  const missing = await cli.run(['screening', 'import', 'un', path.join(tmp, 'missing.xml')], db);
  t.equal(missing.code, 2);
  t.match(missing.stderr, 'No such file or folder');
  t.equal((await cli.run(['screening', 'import', 'un'], db)).code, 2, 'no paths');
  const search = await cli.run(['screening', 'search', '--firstname', 'Laurent', '--surname', 'Nkunda']);
  t.equal(search.code, 2, 'dob and nationality are required');
  t.match(search.stderr, `--dob: ${SCREENING_MESSAGES.dobRequired}`);
  t.match(search.stderr, `--nationality: ${SCREENING_MESSAGES.nationalityRequired}`);
  t.notMatch(search.stderr, '--firstname');
  const badDate = await cli.run(['screening', 'search', '--firstname', 'Laurent', '--surname', 'Nkunda', '--dob', '06/02/1967', '--nationality', 'CD']);
  t.equal(badDate.code, 2);
  t.match(badDate.stderr, '--dob: use YYYY-MM-DD');
});

t.test('search over the API finds a UN-listed individual', async (t) => {
  // un:CDi.022 NKUNDA, LAURENT, born 1967-02-06, nationality Democratic Republic of the Congo.
  const args = ['screening', 'search', '--firstname', 'Laurent', '--surname', 'Nkunda', '--dob', '1967-02-06', '--nationality', 'CD'];
  const anonymous = await cli.run(args);
  t.equal(anonymous.code, 1);
  t.match(anonymous.stderr, 'Not logged in');

  const u = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = { username: `scr${u}`.slice(0, 20), email: `screening-${u}@example.com`, password: 'secret-pass-1' };
  t.equal((await api.call(authRoutes.register, admin)).status, 200);
  t.equal((await cli.run(['login', '--email', admin.email, '--password', admin.password])).code, 0);

  await indexes.refresh(true); // the test app's index (a real server polls every 15 seconds)
  const res = await cli.json(args);
  t.equal(res.code, 0, res.stderr);
  t.equal(res.body.status, 'success');
  const top = res.body.data.result[0];
  t.match(top, { entry_id: 'un:CDi.022', list: { source: 'un' }, individual: { year_of_birth: '1967' } });
  t.match(res.body.data.list_versions, [{ source: 'un' }]);

  const human = await cli.run([...args.slice(0, -1), 'Democratic Republic of the Congo']); // a country name works too
  t.equal(human.code, 0, human.stderr);
  t.match(human.stdout, /^SCORE\s+ENTRY\s+MATCHED NAME\s+LIST\s+BORN\s+WHY$/m);
  t.match(human.stdout, /^\S+\s+un:CDi\.022\s+.*NKUNDA.*\s+un 2026-02-27#\w+\s+1967\s+/im);
  t.match(human.stderr, /^Search [0-9a-f]{24} against un /m);
});

t.test('rescreen re-screens the monitored subjects', async (t) => {
  const res = await cli.json(['screening', 'rescreen'], db);
  t.equal(res.code, 0, res.stderr);
  t.same(res.body, { rescreened: 2, alerts: 0 }, 'both searches are monitored; their hits did not change');
  const human = await cli.run(['screening', 'rescreen'], db);
  t.equal(human.code, 0, human.stderr);
  t.equal(human.stdout, 'Re-screened 2 subjects; 0 new alerts\n');
});
