import { defineConfig } from '@playwright/test';
import { execSync } from 'node:child_process';

/** Specs that change platform-wide state other journeys read. */
const SERIAL = ['**/admin.spec.ts', '**/terms-admin.spec.ts', '**/screening-lists.spec.ts'];

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium =
  process.env.CHROMIUM_PATH ??
  execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim();

/** Journeys in Debian's Chromium (never a downloaded browser) against the real app. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../artifacts/e2e-results',
  // Generous bounds for a busy 2-core CI machine: a save or a navigation that takes seconds there is
  // slow, not wrong (two journeys failed at 60 s / 5 s while tap ran beside them, ADR 0076).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Journeys mostly wait (animations, network idle, mails): two run at once on the 2-core machine. Those that
  // change what every organisation sees (platform control, terms, sanctions list versions) run after the
  // others, one at a time (ADR 0076).
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: SERIAL },
    { name: 'platform-wide', testMatch: SERIAL, dependencies: ['journeys'], workers: 1 },
  ],
  reporter: [['line']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    // DOM snapshots per action, no screencast: the screencast cost 10-30 % of a journey's time (ADR 0053).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `tsx ${new URL('./serve.ts', import.meta.url).pathname}`,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
