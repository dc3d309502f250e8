#!/usr/bin/env node
// `app` entry: runs cli/src/main.ts through tsx in a child Node (same binary as this one), so it
// works from any cwd and on any Node >= 20.6 (`--import`), whatever node the shell provides.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
// Resolved from cli/ (cli/node_modules/tsx), not from the caller's cwd.
const tsx = import.meta.resolve('tsx');

const child = spawn(process.execPath, ['--import', tsx, main, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
