import type { TestApp } from '@app/core/testing';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledCli } from './cli-bundle.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');

let nodeArgs: Promise<string[]> | undefined;
/** How to start the CLI: `node <bundle>` (built once, see cli-bundle.ts), or tsx when asked or when bundling fails. */
function cliNodeArgs(): Promise<string[]> {
  const viaTsx = ['--import', TSX, MAIN];
  if (process.env.APP_CLI_TEST_TSX === '1') return Promise.resolve(viaTsx);
  nodeArgs ??= bundledCli().then(
    (bundle) => [bundle],
    (error: unknown) => {
      process.stderr.write(
        `\n!!! cli-runner: bundling the CLI failed, every CLI call falls back to tsx (slow):\n!!! ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n\n`,
      );
      return viaTsx;
    },
  );
  return nodeArgs;
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliRunner {
  baseUrl: string;
  /** Config file of this runner (APP_CLI_CONFIG). */
  configFile: string;
  run(args: string[], env?: Record<string, string | undefined>): Promise<CliResult>;
  /** Runs with `--json` and parses stdout. */
  json<T = any>(
    args: string[],
    env?: Record<string, string | undefined>,
  ): Promise<{ code: number | null; body: T; stderr: string }>;
}

/** Serves the test app on a random port and runs the real CLI process (node running the bundled cli/src/main.ts) against it. */
export async function cliAgainst(t: { teardown(fn: () => unknown): void }, api: TestApp): Promise<CliRunner> {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'app-cli-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const configFile = path.join(dir, 'config', 'cli.json');
  const runner: CliRunner = {
    baseUrl,
    configFile,
    run: (args, env = {}) =>
      runCli(['--url', baseUrl, ...args], { APP_CLI_CONFIG: configFile, DATA_DIR: path.join(dir, 'data'), ...env }),
    async json(args, env) {
      const res = await runner.run(['--json', ...args], env);
      let body: unknown;
      try {
        body = JSON.parse(res.stdout);
      } catch {
        throw new Error(`stdout is not JSON (exit ${res.code}): ${res.stdout}\nstderr: ${res.stderr}`);
      }
      return { code: res.code, body: body as never, stderr: res.stderr };
    },
  };
  return runner;
}

export async function runCli(args: string[], env: Record<string, string | undefined> = {}): Promise<CliResult> {
  const cli = await cliNodeArgs();
  const base = { ...process.env };
  for (const k of ['APP_URL', 'APP_CLI_CONFIG', 'DATABASE_URL', 'SMTP_URL', 'APP_ROOT']) delete base[k];
  const merged = Object.fromEntries(Object.entries({ ...base, ...env }).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...cli, ...args], { env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
