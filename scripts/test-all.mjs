// Runs every test runner (tap suites, then Playwright journeys) and ends with one line
// `N passed, N failed` summing them all; exits non-zero when any runner failed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'inherit'], env: process.env });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out: out.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '') })); // eslint-disable-line no-control-regex
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

const seconds = (since) => Math.round((Date.now() - since) / 1000);
let started = Date.now();
const tap = await run('tsx', ['scripts/run-tap.ts']);
const tapSeconds = seconds(started);
const tapPassed = count(tap.out, 'passed');
const tapFailed = count(tap.out, 'failed') + (tap.code !== 0 && count(tap.out, 'failed') === 0 ? 1 : 0);

started = Date.now();
const e2e = await run('pnpm', ['run', 'test:e2e']);
const e2eSeconds = seconds(started);
const e2ePassed = count(e2e.out, 'passed');
const e2eFailed = count(e2e.out, 'failed') + count(e2e.out, 'flaky') + (e2e.code !== 0 && count(e2e.out, 'failed') === 0 ? 1 : 0);

console.log(`\ntap: ${tapPassed} passed, ${tapFailed} failed (${tapSeconds} s); playwright: ${e2ePassed} passed, ${e2eFailed} failed (${e2eSeconds} s, builds included)`);
console.log(`${tapPassed + e2ePassed} passed, ${tapFailed + e2eFailed} failed`);
process.exit(tap.code || e2e.code);
