import {
  authHeaders,
  CliError,
  globalOptions,
  note,
  printJson,
  printLine,
  requireSession,
  UsageError,
} from '@app/core/cli';
import { routePath } from '@app/core/shared';
import { Option, type Command } from 'commander';
import { createWriteStream } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWorkflowClient, workflowRoutes } from '../shared/index.ts';

interface ExportOptions {
  from?: string;
  to?: string;
  client?: string;
  format: 'csv' | 'json';
  out?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;
function checkPeriod(from?: string, to?: string) {
  for (const [name, value] of [
    ['--from', from],
    ['--to', to],
  ] as const) {
    if (value && !DATE.test(value)) throw new UsageError(`${name} must be a date (YYYY-MM-DD)`);
  }
}

/** `app audit export` and `app audit verify`, over the API with the session of `app login`. */
export function registerAuditCommands(program: Command): void {
  const audit = program
    .command('audit')
    .description('Audit trail of your organisation: export (CSV/JSON) and verify the hash chain');

  audit
    .command('export')
    .description('Download audit events (streamed) to a file or stdout')
    .option('--from <date>', 'first day (YYYY-MM-DD)')
    .option('--to <date>', 'last day (YYYY-MM-DD), included')
    .option('--client <id>', 'only events of this client')
    .addOption(new Option('--format <format>', 'file format').choices(['csv', 'json']).default('csv'))
    .option('--out <file>', 'write to this file instead of stdout')
    .action(async (opts: ExportOptions, command: Command) => {
      checkPeriod(opts.from, opts.to);
      const session = requireSession(globalOptions(command));
      const query = new URLSearchParams(
        Object.entries({ from: opts.from, to: opts.to, client: opts.client, format: opts.format }).filter(
          ([, v]) => v,
        ) as [string, string][],
      );
      const res = await fetch(`${session.baseUrl}${routePath(workflowRoutes.exportAudit)}?${query}`, {
        headers: authHeaders(session),
      });
      if (!res.ok || !res.body) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        throw new CliError(body.message ?? `Export failed (HTTP ${res.status})`);
      }
      const source = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream);
      if (opts.out) {
        await pipeline(source, createWriteStream(opts.out));
        note(`Audit trail written to ${opts.out}`);
      } else {
        await pipeline(
          source,
          new Writable({
            write: (chunk, _enc, done) => (process.stdout.write(chunk) ? done() : process.stdout.once('drain', done)),
          }),
        );
      }
    });

  audit
    .command('verify')
    .description('Recompute the hash chain; names the first broken event (exit 1)')
    .option('--from <date>', 'first day (YYYY-MM-DD)')
    .option('--to <date>', 'last day (YYYY-MM-DD), included')
    .action(async (opts: { from?: string; to?: string }, command: Command) => {
      checkPeriod(opts.from, opts.to);
      const global = globalOptions(command);
      const session = requireSession(global);
      const result = await createWorkflowClient(session.http).verifyAudit({ from: opts.from, to: opts.to });
      if (global.json) printJson(result);
      else if (result.ok) printLine(`verified ${result.verified} events`);
      if (!result.ok) {
        const b = result.broken!;
        throw new CliError(
          `chain broken at event ${b.id ?? '(missing)'} (position ${b.position}): ${b.reason}; ${result.verified} events verified before it`,
        );
      }
    });
}
