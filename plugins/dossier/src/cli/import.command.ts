import { CliError, globalOptions, note, printJson, printLine, requireSession, UsageError } from '@app/core/cli';
import { ApiError, followJob } from '@app/core/client';
import type { Command } from 'commander';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IMPORT_PATHS, type ImportJobOutput, type ImportPreview } from '../shared/index.ts';

async function post<T>(
  url: string,
  token: string | undefined,
  file: Buffer,
  name: string,
  fields: Record<string, string> = {},
): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), name);
  const res = await fetch(url, {
    method: 'POST',
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const text = await res.text();
  let body: { message?: string; errors?: { field: string; message: string }[] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { message: text || res.statusText };
  }
  if (!res.ok) throw new ApiError(res.status, { ...body, message: body.message || res.statusText } as never);
  return body as T;
}

/**
 * `app clients import <file>`: the web's 'Import clients' over the API. Always checks the file
 * first (the dry run); `--dry-run` stops there. The import runs on the server's job queue with a
 * progress bar on stderr; every client waits in the Work Flow for a colleague's approval.
 */
export function registerImportCommand(clients: Command): void {
  clients
    .command('import <file>')
    .description(
      'Import clients from a CSV (UTF-8, comma or semicolon); each becomes a creation request for a colleague to approve',
    )
    .option('--dry-run', 'check the file and list the errors; create nothing')
    .option('--only-valid', 'import the valid rows of a file that has errors')
    .action(async (file: string, opts: { dryRun?: boolean; onlyValid?: boolean }, command: Command) => {
      let content: Buffer;
      try {
        content = readFileSync(file);
      } catch {
        throw new UsageError(`Cannot read ${file}`);
      }
      const global = globalOptions(command);
      const session = requireSession(global);
      const base = session.baseUrl.replace(/\/+$/, '');
      const name = path.basename(file);
      const preview = await post<ImportPreview>(`${base}${IMPORT_PATHS.preview}`, session.token, content, name);
      if (opts.dryRun || (preview.invalid && !opts.onlyValid)) {
        if (global.json) printJson(preview);
        else {
          printLine(`${preview.rows} rows: ${preview.valid} ready, ${preview.invalid} with errors`);
          for (const e of preview.errors.slice(0, 100)) printLine(`row ${e.row}  ${e.column ?? e.field}: ${e.message}`);
          if (preview.errors_total > 100) note(`… and ${preview.errors_total - 100} more errors`);
          for (const w of preview.warnings.slice(0, 20)) note(`row ${w.row}: ${w.message}`);
        }
        if (!opts.dryRun)
          throw new CliError(
            'Nothing imported: fix the rows above, or pass --only-valid to import the valid rows only',
          );
        return;
      }
      const started = await post<{ job_id: string; rows: number; message: string }>(
        `${base}${IMPORT_PATHS.start}`,
        session.token,
        content,
        name,
        { only_valid: String(Boolean(opts.onlyValid)) },
      );
      const job = await followJob(session.http, started.job_id, {
        label: `Importing ${started.rows} clients`,
        out: process.stderr,
      });
      if (job.state !== 'completed') throw new CliError(job.error ?? `The import ${job.state}`);
      const output = job.output as ImportJobOutput | null;
      if (global.json) return printJson({ job_id: started.job_id, ...output });
      printLine(
        `${output?.created ?? started.rows} clients created; ${output?.requests ?? '?'} change requests wait in the Work Flow for a colleague's approval`,
      );
    });
}
