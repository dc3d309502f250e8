// Runs every test runner (tap suites and Playwright journeys, side by side) and ends with one line
// `N passed, N failed` summing them all; exits non-zero when any runner failed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

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
      resolve({ code: code ?? 1, out: out.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ''), seconds: Math.round((Date.now() - started) / 1000) }); // eslint-disable-line no-control-regex
    });
  });
}

const count = (out, word) => {
  const all = [...out.matchAll(new RegExp(`(\\d+) ${word}`, 'g'))];
  return all.length ? Number(all[all.length - 1][1]) : 0;
};

// The browser journeys need Debian's Chromium; as root on Debian, install it like .ci/run does.
function ensureChromium() {
  const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
  if (process.env.CHROMIUM_PATH || has('chromium') || has('chromium-browser')) return;
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log('Installing Debian chromium for the Playwright journeys…');
    spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation'], { stdio: 'inherit' });
  }
  if (!has('chromium')) console.error('chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
}
ensureChromium();

// goAML parts are validated with native libxml2 when xmllint is installed (ADR 0047): install it like .ci/run does.
function ensureXmllint() {
  const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
  if (has('xmllint')) return;
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log('Installing Debian libxml2-utils (xmllint) for the goAML validation…');
    spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils'], { stdio: 'inherit' });
  }
  if (!has('xmllint')) console.error('xmllint not found: goAML validation falls back to xmllint-wasm (apt-get install -y libxml2-utils)');
}
ensureXmllint();

// Tap's test processes and the journeys' server share Node's compile cache (ADR 0058); a clean clone starts without it.
process.env.NODE_COMPILE_CACHE ??= path.resolve('node_modules', '.cache', 'node-compile-cache');

// Tap keeps both cores busy (~1.85 of 2); the journeys, one browser on one worker, mostly wait (~0.5
// core). Side by side they finish in about the time of tap alone (ADR 0059). TEST_SERIAL=1: one after the other.
const serial = process.env.TEST_SERIAL === '1';
const tapRun = run('tsx', ['scripts/run-tap.ts']);
const e2eRun = serial ? tapRun.then(() => run('pnpm', ['run', 'test:e2e'])) : run('pnpm', ['run', 'test:e2e'], { live: false, title: 'playwright (ran beside tap)' });
const [tap, e2e] = await Promise.all([tapRun, e2eRun]);
const tapPassed = count(tap.out, 'passed');
const tapFailed = count(tap.out, 'failed') + (tap.code !== 0 && count(tap.out, 'failed') === 0 ? 1 : 0);
const e2ePassed = count(e2e.out, 'passed');
const e2eFailed = count(e2e.out, 'failed') + count(e2e.out, 'flaky') + (e2e.code !== 0 && count(e2e.out, 'failed') === 0 ? 1 : 0);

console.log(`\ntap: ${tapPassed} passed, ${tapFailed} failed (${tap.seconds} s); playwright: ${e2ePassed} passed, ${e2eFailed} failed (${e2e.seconds} s, builds included)`);
console.log(`${tapPassed + e2ePassed} passed, ${tapFailed + e2eFailed} failed`);
process.exit(tap.code || e2e.code);
