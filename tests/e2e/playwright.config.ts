import { defineConfig } from '@playwright/test';
import { execSync } from 'node:child_process';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium =
  process.env.CHROMIUM_PATH ??
  execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim();

/** Journeys in Debian's Chromium (never a downloaded browser) against the real app. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../artifacts/e2e-results',
  timeout: 60_000,
  workers: 1,
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
