import { CliError, globalOptions, printLine, requireSession, UsageError } from '@app/core/cli';
import { followJob, upload } from '@app/core/client';
import { createTransactionsClient, importsRoutes } from '@app/plugin-transactions/shared';
import type { Command } from 'commander';
import { openAsBlob } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { reportRequestOf, runReport, type ReportCliOptions } from './report.command.ts';

/**
 * `app fiu convert FILE --mapping mapping.json`: no web step. The export is imported as stored
 * transactions through the mapping file (the transactions import job), then reported from that import.
 * Rows the import could not read are its errors (Saved info of transactions), not the report's.
 */
export async function convertWithMapping(file: string, opts: ReportCliOptions & { mapping: string }, command: Command) {
  const global = globalOptions(command);
  const session = requireSession(global);
  const request = reportRequestOf(opts);
  let mapping: string;
  try {
    mapping = await readFile(opts.mapping, 'utf8');
    JSON.parse(mapping);
  } catch (error) {
    throw new UsageError(`Cannot read the mapping ${opts.mapping}: ${(error as Error).message}`);
  }
  let blob: Blob;
  try {
    blob = await openAsBlob(file);
  } catch {
    throw new UsageError(`Cannot read ${file}`);
  }
  const name = path.basename(file);
  const started = await upload(
    importsRoutes.startImport,
    { fields: { mapping }, files: { file: new File([blob], name) } },
    { baseUrl: session.baseUrl.replace(/\/+$/, ''), token: session.token },
  );
  await followJob(session.http, started.job_id, { label: `Importing ${name}`, out: process.stderr });
  const done = await createTransactionsClient(session.http).getImport({ id: started._id });
  if (done.status === 'failed') throw new CliError(`${name}: not imported: ${done.error ?? 'the import failed'}`);
  const c = done.counts;
  if (!global.json)
    printLine(`${name}: ${c.rows} rows read, ${c.inserted} stored, ${c.duplicates} already stored, ${c.bad} bad`);
  if (c.bad) process.stderr.write(`${c.bad} rows were not imported: app transactions import shows why\n`);
  await runReport(session, { ...request, import_id: done._id }, opts, Boolean(global.json));
}
