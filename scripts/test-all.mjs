// Runs every test runner (tap suites and Playwright journeys, side by side) and ends with one line
// `N passed, N failed` summing them all; exits non-zero when any runner failed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureChromium, ensureNginx, ensureXmllint } from './ensure-tools.mjs';

/** Runs a test runner; `live` prints its output as it comes, else in one block when it ends (runners side by side). */
function run(cmd, args, { live = true, title = '' } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'inherit'], env: process.env });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (live) process.stdout.write(d);
    });
    child.on('close', (code) => {
      if (!live) process.stdout.write(`\n----- ${title} -----\n${out}\n----- end of ${title} -----\n`);
      resolve({
        code: code ?? 1,
        // eslint-disable-next-line no-control-regex
        out: out.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ''),
        seconds: Math.round((Date.now() - started) / 1000),
      });
    });
  });
}

const count = (out, word) => {
  const all = [...out.matchAll(new RegExp(`(\\d+) ${word}`, 'g'))];
  return all.length ? Number(all[all.length - 1][1]) : 0;
};

// The browser journeys need Debian's Chromium, goAML validation xmllint (ADR 0047): as root on Debian, installed like .ci/run does.
ensureChromium('for the PDFs and Playwright journeys');
ensureXmllint();
ensureNginx();

// Tap's test processes and the journeys' server share Node's compile cache (ADR 0058); a clean clone starts without it.
process.env.NODE_COMPILE_CACHE ??= path.resolve('node_modules', '.cache', 'node-compile-cache');

// One after the other by default: side by side (ADR 0059) the two slowed each other far more than the
// idle half core they shared (tap 570 s alone, 1,572-1,863 s beside the journeys; ADR 0076) and the
// loaded journeys flaked. TEST_SIDE_BY_SIDE=1 runs them together.
const sideBySide = process.env.TEST_SIDE_BY_SIDE === '1';
const tapRun = run('tsx', ['scripts/run-tap.ts']);
const e2eRun = sideBySide
  ? run('pnpm', ['run', 'test:e2e'], { live: false, title: 'playwright (ran beside tap)' })
  : tapRun.then(() => run('pnpm', ['run', 'test:e2e']));
const [tap, e2e] = await Promise.all([tapRun, e2eRun]);
// Last, on an otherwise idle machine: three built replicas behind nginx with a kill -9 mid-job (ADR 0085, about 60 s).
const replica = await run('tsx', ['tests/replica/run.ts']);
const tapPassed = count(tap.out, 'passed');
const tapFailed = count(tap.out, 'failed') + (tap.code !== 0 && count(tap.out, 'failed') === 0 ? 1 : 0);
const e2ePassed = count(e2e.out, 'passed');
const e2eFailed =
  count(e2e.out, 'failed') + count(e2e.out, 'flaky') + (e2e.code !== 0 && count(e2e.out, 'failed') === 0 ? 1 : 0);

const replicaPassed = count(replica.out, 'passed');
const replicaFailed = count(replica.out, 'failed') + (replica.code !== 0 && count(replica.out, 'failed') === 0 ? 1 : 0);

console.log(
  `\ntap: ${tapPassed} passed, ${tapFailed} failed (${tap.seconds} s); playwright: ${e2ePassed} passed, ${e2eFailed} failed (${e2e.seconds} s, builds included); replicas: ${replicaPassed} passed, ${replicaFailed} failed (${replica.seconds} s)`,
);
console.log(`${tapPassed + e2ePassed + replicaPassed} passed, ${tapFailed + e2eFailed + replicaFailed} failed`);
process.exit(tap.code || e2e.code || replica.code);
