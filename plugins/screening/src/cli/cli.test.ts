import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { collectFiles, progressReporter, renderProgress, searchUsageErrors } from './index.ts';

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

t.test('progressReporter: a line per 10% step off a terminal', async (t) => {
  const { out, stream } = sink(false);
  const p = progressReporter(stream);
  for (const f of [0.05, 0.06, 0.3, 0.31, 0.55, 0.99, 1]) p.update(f, `at ${f}`);
  p.end();
  t.same(out.map((l) => l.replace(/^.*% /, '')), ['at 0.05\n', 'at 0.3\n', 'at 0.55\n', 'at 0.99\n', 'at 1\n']);
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

t.test('collectFiles: files and folders (not recursive, hidden files skipped)', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'screening-files-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'ofac', 'nested'), { recursive: true });
  writeFileSync(path.join(dir, 'ofac', 'sdn.csv'), 'a');
  writeFileSync(path.join(dir, 'ofac', 'alt.csv'), 'b');
  writeFileSync(path.join(dir, 'ofac', '.DS_Store'), 'x');
  writeFileSync(path.join(dir, 'ofac', 'nested', 'add.csv'), 'c');
  writeFileSync(path.join(dir, 'other.csv'), 'd');
  mkdirSync(path.join(dir, 'empty'));

  const files = collectFiles(['ofac', 'other.csv'], dir);
  t.same(files.map((f) => [f.name, f.content.toString()]), [['alt.csv', 'b'], ['sdn.csv', 'a'], ['other.csv', 'd']]);
  t.same(collectFiles(['ofac', 'ofac/sdn.csv'], dir).map((f) => f.name), ['alt.csv', 'sdn.csv'], 'the same file twice counts once');
  t.throws(() => collectFiles(['missing'], dir), { message: 'No such file or folder: missing', exitCode: 2 });
  t.throws(() => collectFiles(['empty'], dir), { message: 'No files in folder empty', exitCode: 2 });
  writeFileSync(path.join(dir, 'sdn.csv'), 'e');
  t.throws(() => collectFiles(['ofac', 'sdn.csv'], dir), { message: /^Two files named sdn\.csv/, exitCode: 2 });
});

t.test('searchUsageErrors names the flags', async (t) => {
  t.same(searchUsageErrors({ firstname: 'Laurent', surname: 'Nkunda' }), ['--dob: Date of birth is required', '--nationality: Nationality is required']);
  t.same(searchUsageErrors({ firstname: 'Al', surname: 'Nkunda', dob: '1967-02-30', nationality: 'CD' }), ['--firstname: First name must be at least 3 characters', '--dob: use YYYY-MM-DD']);
  t.same(searchUsageErrors({ firstname: 'Laurent', surname: 'Nkunda', dob: '1967-02-06', nationality: 'CD' }), []);
});
