import { authRoutes } from '@app/plugin-auth/shared';
import { createSuperUser } from '@app/plugin-auth/server';
import { SCREENING_MESSAGES, screeningRoutes } from '@app/plugin-screening/shared';
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

const tmp = mkdtempSync(path.join(os.tmpdir(), 'screening-cli-'));
t.teardown(() => rmSync(tmp, { recursive: true, force: true }));

// Every screening command goes through the API: the runner is signed in as a platform super user.
const u = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const root = { email: `root-${u}@example.com`, password: 'secret-pass-1' };
await createSuperUser(api.orm, root);
const login = await cli.run(['login', '--email', root.email, '--password', root.password]);
if (login.code !== 0) throw new Error(`super-user login failed: ${login.stderr}`);
const rootToken = (JSON.parse(readFileSync(cli.configFile, 'utf8')) as { token: string }).token;
const storedSearches = async () =>
  ((await api.call(screeningRoutes.listScreenings, {}, rootToken)).body as { data: unknown[] }).data.length;

t.test('import of the UN list: uploaded, progress on stderr, summary on stdout', async (t) => {
  const res = await cli.run(['screening', 'import', 'un', UN]);
  t.equal(res.code, 0, res.stderr);
  t.match(res.stdout, /^Imported \S+: 1003 added, 0 changed, 0 removed; 0 subjects re-screened, 0 alerts\n$/);
  t.match(res.stderr, /^\[\.+\]\s+0% Uploading 1 file \(\d\.\d MB\)$/m, 'the upload first');
  t.match(res.stderr, /\[#+\.*\]\s+\d+% /, 'a text progress bar');
  t.notMatch(res.stderr, '\r', 'no redraws when stderr is not a terminal');
  t.ok(res.stderr.split('\n').filter(Boolean).length <= 11, 'at most a line per 10%');
});

t.test('lists shows the version with its counts', async (t) => {
  const list = await cli.json(['screening', 'lists']);
  t.equal(list.code, 0, list.stderr);
  t.equal(list.body.length, 1);
  t.match(list.body[0], {
    source: 'un',
    is_current: true,
    counts: { total: 1003, person: 730, entity: 273 },
    delta: { added: 1003, changed: 0, removed: 0 },
  });
  t.match(list.body[0].published_at, /^2026-02-27/);

  const table = await cli.run(['screening', 'lists']);
  t.equal(table.code, 0, table.stderr);
  t.match(table.stdout, /^SOURCE\s+VERSION\s+PUBLISHED\s+IMPORTED\s+TOTAL\s+PERSONS\s+ENTITIES\s+DELTA\s+CURRENT\n/);
  t.match(table.stdout, /\nun\s+2026-02-27#\w+\s+2026-02-27\s+[\d-]+ [\d:]+\s+1003\s+730\s+273\s+\+1003 ~0 -0\s+\*\n/);

  const other = await cli.json(['screening', 'lists', '--source', 'ofac']);
  t.same(other.body, [], '--source filters');
  const empty = await cli.run(['screening', 'lists', '--source', 'ofac']);
  t.equal(empty.stdout, '');
  t.match(empty.stderr, SCREENING_MESSAGES.listNotLoaded);
});

t.test('re-importing the same file reports unchanged', async (t) => {
  const res = await cli.json(['screening', 'import', 'un', path.join(UN, 'consolidated.xml')]);
  t.equal(res.code, 0, res.stderr);
  t.match(res.body, { source: 'un', status: 'done', progress: 1 });
  t.match(res.body.message, /^Unchanged/);
  const forced = await cli.run(['screening', 'import', 'un', UN, '--force']);
  t.equal(forced.code, 0, forced.stderr);
  t.match(forced.stdout, /^Unchanged/, '--force (sent as force=true) changes nothing here');
  t.equal((await cli.json(['screening', 'lists'])).body.length, 1);
});

t.test('a truncated file fails with exit 1 and changes nothing', async (t) => {
  const xml = readFileSync(path.join(UN, 'consolidated.xml'));
  const folder = path.join(tmp, 'truncated');
  mkdirSync(folder);
  writeFileSync(path.join(folder, 'consolidated.xml'), xml.subarray(0, Math.floor(xml.length / 2)));
  const res = await cli.run(['screening', 'import', 'un', folder]);
  t.equal(res.code, 1);
  t.equal(res.stdout, '');
  t.match(res.stderr, /^Error: .+/m);
  const list = await cli.json(['screening', 'lists']);
  t.equal(list.body.length, 1, 'still one version');
  t.equal(list.body[0].is_current, true);
});

t.test('without a super-user login: a clear 403 message, exit 1', async (t) => {
  const anonymous = await cli.run(['screening', 'lists'], { APP_CLI_CONFIG: path.join(tmp, 'nobody.json') });
  t.equal(anonymous.code, 1);
  t.match(anonymous.stderr, 'Not logged in');

  const user = { username: `scr${u}`.slice(0, 20), email: `screening-${u}@example.com`, password: 'secret-pass-1' };
  t.equal((await api.call(authRoutes.register, user)).status, 200);
  const env = { APP_CLI_CONFIG: path.join(tmp, 'user.json') };
  t.equal((await cli.run(['login', '--email', user.email, '--password', user.password], env)).code, 0);
  for (const args of [
    ['screening', 'lists'],
    ['screening', 'rescreen'],
    ['screening', 'import', 'un', UN],
  ]) {
    const res = await cli.run(args, env);
    t.equal(res.code, 1, args.join(' '));
    t.equal(res.stdout, '');
    t.match(res.stderr, `Error: \`app ${args.slice(0, 2).join(' ')}\` is for platform super users only`);
    t.match(res.stderr, 'app admin create-superuser');
  }
  t.equal((await cli.json(['screening', 'lists'])).body.length, 1, 'nothing imported');
});

t.test('usage errors exit 2', async (t) => {
  t.equal((await cli.run(['screening', 'import', 'nope', UN])).code, 2, 'unknown source');
  const missing = await cli.run(['screening', 'import', 'un', path.join(tmp, 'missing.xml')]);
  t.equal(missing.code, 2);
  t.match(missing.stderr, 'No such file or folder');
  t.equal((await cli.run(['screening', 'import', 'un'])).code, 2, 'no paths');

  const noName = await cli.run(['screening', 'search', '--surname', 'Katanga']);
  t.equal(noName.code, 2, 'the names are required');
  t.match(noName.stderr, '--firstname: required');
  const stored = await cli.run(['screening', 'search', '--store', '--firstname', 'Laurent', '--surname', 'Nkunda']);
  t.equal(stored.code, 2, 'dob and nationality are required with --store');
  t.match(stored.stderr, `--dob: ${SCREENING_MESSAGES.dobRequired}`);
  t.match(stored.stderr, `--nationality: ${SCREENING_MESSAGES.nationalityRequired}`);
  t.notMatch(stored.stderr, '--firstname');
  for (const store of [[], ['--store']]) {
    const badDate = await cli.run([
      'screening',
      'search',
      ...store,
      '--firstname',
      'Laurent',
      '--surname',
      'Nkunda',
      '--dob',
      '06/02/1967',
      '--nationality',
      'CD',
    ]);
    t.equal(badDate.code, 2);
    t.match(badDate.stderr, '--dob: use YYYY-MM-DD');
  }
  t.equal(
    (await cli.run(['screening', 'search', '--firstname', 'Laurent', '--surname', 'Nkunda', '--limit', '51'])).code,
    2,
    '--limit at most 50',
  );
});

t.test('search: a quick lookup by name only, not stored', async (t) => {
  // un:CDi.006 KATANGA, GERMAIN.
  const args = ['screening', 'search', '--firstname', 'Germain', '--surname', 'Katanga'];
  const res = await cli.json(args);
  t.equal(res.code, 0, res.stderr);
  t.ok(
    res.body.result.some((r: { entry_id: string }) => r.entry_id === 'un:CDi.006'),
    'finds un:CDi.006',
  );
  t.match(res.body.result[0], { entry_id: 'un:CDi.006', list: { source: 'un' } });
  t.match(res.body.list_versions, [{ source: 'un' }]);

  const human = await cli.run([...args, '--limit', '3']);
  t.equal(human.code, 0, human.stderr);
  t.match(human.stdout, /^SCORE\s+ENTRY\s+MATCHED NAME\s+LIST\s+BORN\s+WHY$/m);
  t.match(human.stdout, /^\S+\s+un:CDi\.006\s+.*KATANGA.*\s+un 2026-02-27#\w+\s+/im);
  t.ok(human.stdout.trim().split('\n').length <= 1 + 1 + 3, 'message, header and at most 3 rows');
  t.match(human.stderr, /^Against un 2026-02-27#\w+; not stored/m);
  t.equal(await storedSearches(), 0, 'nothing stored');
});

t.test('search --store: a stored, monitored screening; rescreen covers it', async (t) => {
  // un:CDi.022 NKUNDA, LAURENT, born 1967-02-06, nationality Democratic Republic of the Congo.
  const args = [
    'screening',
    'search',
    '--store',
    '--firstname',
    'Laurent',
    '--surname',
    'Nkunda',
    '--dob',
    '1967-02-06',
    '--nationality',
    'CD',
  ];
  const res = await cli.json(args);
  t.equal(res.code, 0, res.stderr);
  t.equal(res.body.status, 'success');
  t.match(res.body.data.result[0], {
    entry_id: 'un:CDi.022',
    list: { source: 'un' },
    individual: { year_of_birth: '1967' },
  });
  t.match(res.body.data.list_versions, [{ source: 'un' }]);
  t.equal(await storedSearches(), 1, 'stored');

  const human = await cli.run([...args.slice(0, -1), 'Democratic Republic of the Congo']); // a country name works too
  t.equal(human.code, 0, human.stderr);
  t.match(human.stdout, /^SCORE\s+ENTRY\s+MATCHED NAME\s+LIST\s+BORN\s+WHY$/m);
  t.match(human.stdout, /^\S+\s+un:CDi\.022\s+.*NKUNDA.*\s+un 2026-02-27#\w+\s+1967\s+/im);
  t.match(human.stderr, /^Search [0-9a-f]{24} against un /m);
  t.equal(await storedSearches(), 2);

  const rescreen = await cli.json(['screening', 'rescreen']);
  t.equal(rescreen.code, 0, rescreen.stderr);
  t.match(
    rescreen.body,
    { rescreened: 2, alerts: 0, job_id: String },
    'both stored searches are monitored; their hits did not change',
  );
  const text = await cli.run(['screening', 'rescreen']);
  t.equal(text.code, 0, text.stderr);
  t.equal(text.stdout, 'Re-screened 2 subjects; 0 new alerts\n');
});
