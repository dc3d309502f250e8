// Debian packages the platform drives from outside Node: Chromium (PDF rendering, Playwright journeys)
// and xmllint (goAML validation). As root on Debian they are installed with apt, like .ci/run does;
// otherwise one line names the fix. Shared by `npm start` and `npm test` (scripts/test-all.mjs).
// `node scripts/ensure-tools.mjs chromium [xmllint]` runs the named checks.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;

/** Installs `packages` with apt when none of `commands` is on PATH and we may (root, apt-get); true when one is there after. */
function ensureDebian({ commands, packages, why, missing }) {
  if (commands.some(has)) return true;
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log(`Installing Debian ${packages.join(' ')} ${why}…`);
    spawnSync(
      'sh',
      ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`],
      { stdio: 'inherit' },
    );
  }
  if (commands.some(has)) return true;
  console.error(missing);
  return false;
}

/** Chromium for PDF rendering and the browser journeys; CHROMIUM_PATH, when set, is the operator's choice. */
export function ensureChromium(why = 'for PDF rendering') {
  if (process.env.CHROMIUM_PATH) return true;
  return ensureDebian({
    commands: ['chromium', 'chromium-browser'],
    packages: ['chromium', 'fonts-liberation'],
    why,
    missing:
      'chromium not found: PDF downloads answer 503 until it is installed (apt-get install -y chromium, or set CHROMIUM_PATH)',
  });
}

/** Native libxml2 for goAML validation (ADR 0047); without it xmllint-wasm is used. */
export function ensureXmllint() {
  return ensureDebian({
    commands: ['xmllint'],
    packages: ['libxml2-utils'],
    why: '(xmllint) for the goAML validation',
    missing: 'xmllint not found: goAML validation falls back to xmllint-wasm (apt-get install -y libxml2-utils)',
  });
}

/** nginx in front of the replica test's app processes (ADR 0085). */
export function ensureNginx() {
  return ensureDebian({
    commands: ['nginx', '/usr/sbin/nginx'],
    packages: ['nginx-light'],
    why: 'for the replica test',
    missing: 'nginx not found: the replica test cannot run (apt-get install -y nginx-light)',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const checks = { chromium: () => ensureChromium(), xmllint: ensureXmllint };
  // A missing tool is reported, never fatal: the app starts without PDFs.
  for (const name of process.argv.slice(2)) checks[name]?.();
}
