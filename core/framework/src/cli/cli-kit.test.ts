import { CommanderError } from 'commander';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { ApiError } from '../client/http.ts';
import {
  asSuperUser,
  CliError,
  EXIT,
  NotLoggedInError,
  progressReporter,
  readCliConfig,
  renderProgress,
  reportError,
  resolveBaseUrl,
  tokenFor,
  UsageError,
  writeCliConfig,
} from './index.ts';

t.test('renderProgress draws a bar with a percentage and the message', async (t) => {
  t.equal(renderProgress(0.45, 'Stored 7000 of 14965 entries', 10), '[####......]  45% Stored 7000 of 14965 entries');
  t.equal(renderProgress(0, 'Reading files', 10), '[..........]   0% Reading files');
  t.equal(renderProgress(1.2, 'done', 4), '[####] 100% done', 'clamped');
  t.equal(renderProgress(Number.NaN, 'x', 4), '[....]   0% x');
});

const sink = (isTTY: boolean) => {
  const out: string[] = [];
  return { out, stream: { isTTY, write: (s: string) => out.push(s) } };
};

t.test('progressReporter: a line per 10% step off a terminal; end() starts the next bar afresh', async (t) => {
  const { out, stream } = sink(false);
  const p = progressReporter(stream);
  for (const f of [0.05, 0.06, 0.3, 0.31, 0.55, 0.99, 1]) p.update(f, `at ${f}`);
  p.end();
  t.same(
    out.map((l) => l.replace(/^.*% /, '')),
    ['at 0.05\n', 'at 0.3\n', 'at 0.55\n', 'at 0.99\n', 'at 1\n'],
  );
  p.update(0, 'second file');
  t.equal(out.at(-1), '[....................]   0% second file\n');
});

t.test('progressReporter: redrawn in place with \\r on a terminal, newline at the end', async (t) => {
  const { out, stream } = sink(true);
  const p = progressReporter(stream);
  p.update(0.1, 'a long first message');
  p.update(0.2, 'short');
  p.end();
  t.equal(out.length, 3);
  t.ok(out.slice(0, 2).every((l) => l.startsWith('\r') && !l.includes('\n')));
  t.equal(out[1].length, out[0].length, 'padded over the previous, longer line');
  t.equal(out[2], '\n');
});

t.test('asSuperUser rewords a 403 and leaves anything else alone', async (t) => {
  const forbidden = () =>
    Promise.reject(new ApiError(403, { message: 'You do not have permission to perform this action', code: 'x' }));
  const err = await asSuperUser('app usage', forbidden).catch((e: unknown) => e);
  t.ok(err instanceof ApiError);
  t.match(err, { status: 403, body: { code: 'x' } });
  t.equal(
    (err as ApiError).message,
    '`app usage` is for platform super users only (server: You do not have permission to perform this action). Run `app login` with a super-user account.',
  );
  const bare = await asSuperUser('app market import', forbidden, { quoteServer: false }).catch(
    (e: ApiError) => e.message,
  );
  t.equal(bare, '`app market import` is for platform super users only. Run `app login` with a super-user account.');
  const other = new ApiError(401, { message: 'Authentication required' });
  await t.rejects(
    asSuperUser('x', () => Promise.reject(other)),
    other,
    'other errors unchanged',
  );
  t.equal(await asSuperUser('x', async () => 42), 42);
});

t.test('reportError: the exit code of each kind of failure, the message on stderr', async (t) => {
  const code = (error: unknown) => {
    const lines: string[] = [];
    return [reportError(error, (l) => lines.push(l)), lines] as const;
  };
  t.same(code(new UsageError('--limit must be a positive whole number')), [
    EXIT.usage,
    ['Error: --limit must be a positive whole number'],
  ]);
  t.same(code(new CliError('The import failed')), [EXIT.failed, ['Error: The import failed']]);
  t.same(code(new NotLoggedInError('http://x.test')), [
    1,
    ['Error: Not logged in to http://x.test. Run `app login` first.'],
  ]);
  t.same(code(new ApiError(401, { message: 'Authentication required' })), [
    1,
    ['Error: Authentication required', 'Hint: run `app login` to sign in (again).'],
  ]);
  t.same(
    code(new ApiError(400, { message: 'Invalid input', errors: [{ field: 'email', message: 'Email is invalid' }] })),
    [1, ['Error: Invalid input', '  email: Email is invalid']],
  );
  t.same(
    code(new CommanderError(1, 'commander.unknownCommand', 'unknown command')),
    [EXIT.usage, []],
    'commander printed it already',
  );
  t.same(code(new CommanderError(0, 'commander.version', '0.1.0')), [EXIT.ok, []]);
  t.same(code(Object.assign(new Error('User force closed the prompt'), { name: 'ExitPromptError' })), [
    EXIT.cancelled,
    [],
  ]);
  t.same(code(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })), [
    1,
    ['Error: cannot reach the server (ECONNREFUSED). Is it running? See --url or $APP_URL.'],
  ]);
  t.same(code(new Error('boom')), [1, ['Error: boom']]);
});

t.test('session: the base URL in order of precedence; the token only for the server that issued it', async (t) => {
  const config = { baseUrl: 'http://saved.test:3000/', token: 'tok' };
  t.equal(resolveBaseUrl({ url: 'http://flag.test/' }, config, { APP_URL: 'http://env.test' }), 'http://flag.test');
  t.equal(resolveBaseUrl({}, config, { APP_URL: 'http://env.test' }), 'http://env.test');
  t.equal(resolveBaseUrl({}, config, {}), 'http://saved.test:3000');
  t.equal(resolveBaseUrl({}, {}, {}), 'http://127.0.0.1:3000');
  t.throws(() => resolveBaseUrl({ url: 'ftp://x' }, {}, {}), {
    message: 'Invalid server URL (http or https only): ftp://x',
    exitCode: 2,
  });
  t.throws(() => resolveBaseUrl({ url: 'not a url' }, {}, {}), {
    message: 'Invalid server URL: not a url',
    exitCode: 2,
  });
  t.equal(tokenFor('http://saved.test:3000', config), 'tok');
  t.equal(tokenFor('http://other.test', config), undefined, 'never sent to another server');
});

t.test('session file: written 0600, unreadable JSON is a usage error', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cli-kit-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'config', 'cli.json');
  t.same(readCliConfig(file), {}, 'no file yet');
  writeCliConfig({ baseUrl: 'http://x.test', token: 't', email: 'a@b.c' }, file);
  t.equal(statSync(file).mode & 0o777, 0o600);
  t.same(JSON.parse(readFileSync(file, 'utf8')), readCliConfig(file));
  writeFileSync(file, '{');
  t.throws(() => readCliConfig(file), { exitCode: 2, message: /^Cannot read the CLI config / });
});
