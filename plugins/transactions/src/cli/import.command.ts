import {
  authHeaders,
  CliError,
  globalOptions,
  note,
  printJson,
  printLine,
  printTable,
  requireSession,
  UsageError,
  type CliSession,
} from '@app/core/cli';
import { ApiError, followJob, upload } from '@app/core/client';
import { routeUrl } from '@app/core/shared';
import type { Command } from 'commander';
import { openAsBlob } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createTransactionsClient,
  IMPORT_FORMATS,
  importsRoutes,
  type ImportError,
  type TransactionImport,
} from '../shared/index.ts';

interface ImportOptions {
  mapping?: string;
  savedMapping?: string;
  format?: string;
  sheet?: string;
  delimiter?: string;
  errorsDir?: string;
}

/** Errors listed per file when they are not written to --errors-dir. */
const LISTED = 20;

interface FileResult {
  file: string;
  /** Null when the server refused the file (then `refused` says why). */
  import: TransactionImport | null;
  refused?: string;
  errors: ImportError[];
  errors_file?: string;
}

async function mappingText(file: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new UsageError(`Cannot read ${file}`);
  }
  try {
    JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  return text;
}

async function savedMappingId(session: CliSession, name: string): Promise<string> {
  const { mappings } = await createTransactionsClient(session.http).listMappings({});
  const found = mappings.find((m) => m.name.toLowerCase() === name.toLowerCase());
  if (!found)
    throw new UsageError(
      `No saved mapping named "${name}"${mappings.length ? ` (saved: ${mappings.map((m) => m.name).join(', ')})` : ''}`,
    );
  return found._id;
}

async function downloadErrors(session: CliSession, importId: string, out: string): Promise<void> {
  const url = session.baseUrl.replace(/\/+$/, '') + routeUrl(importsRoutes.downloadImportErrors, { id: importId });
  const res = await fetch(url, { headers: authHeaders(session) });
  if (!res.ok) throw new CliError(`Downloading the errors failed: ${res.status} ${res.statusText}`);
  await writeFile(out, Buffer.from(await res.arrayBuffer()));
}

/**
 * `app transactions import FILE…`: each file is uploaded, imported on the server's job queue (progress
 * bar on stderr) and its counts printed; bad rows are listed (or written as CSV to --errors-dir) and make
 * the exit code 1. Bad rows wait in Saved info to be corrected and re-imported.
 */
export function registerImportCommand(transactions: Command): void {
  transactions
    .command('import')
    .description(
      'Import bank files: CSV/XLSX through a mapping file, camt.052/053/054 and MT940 statements as they are',
    )
    .argument('<files...>', 'the files to import, one import each')
    .option('--mapping <file>', 'mapping JSON for CSV/XLSX files (see the transactions README)')
    .option('--saved-mapping <name>', 'a mapping saved in the organisation, by name (instead of --mapping)')
    .option('--format <format>', `${IMPORT_FORMATS.join('|')} (default: recognised from the file)`)
    .option('--sheet <name>', 'XLSX: the sheet to read (default the first)')
    .option('--delimiter <char>', 'CSV: the delimiter , ; | or tab (default: recognised from the header)')
    .option('--errors-dir <dir>', 'write every error of each file as <file>-errors.csv there')
    .action(async (files: string[], opts: ImportOptions, command: Command) => {
      if (opts.mapping && opts.savedMapping) throw new UsageError('Give --mapping or --saved-mapping, not both');
      const global = globalOptions(command);
      const session = requireSession(global);
      const client = createTransactionsClient(session.http);
      const mapping = opts.mapping ? await mappingText(opts.mapping) : undefined;
      const mappingId = opts.savedMapping ? await savedMappingId(session, opts.savedMapping) : undefined;
      if (opts.errorsDir) await mkdir(opts.errorsDir, { recursive: true });
      const results: FileResult[] = [];
      for (const file of files) {
        let blob: Blob;
        try {
          blob = await openAsBlob(file); // read from disk as it is sent, never whole in memory
        } catch {
          throw new UsageError(`Cannot read ${file}`);
        }
        const name = path.basename(file);
        let started;
        try {
          started = await upload(
            importsRoutes.startImport,
            {
              fields: {
                format: opts.format,
                mapping,
                mapping_id: mappingId,
                sheet: opts.sheet,
                delimiter: opts.delimiter,
              },
              files: { file: new File([blob], name) },
            },
            { baseUrl: session.baseUrl.replace(/\/+$/, ''), token: session.token },
          );
        } catch (error) {
          // One file refused (not a statement, a contradicting format) does not stop the others.
          if (!(error instanceof ApiError) || error.status >= 500 || files.length === 1) throw error;
          const refused: FileResult = { file, import: null, refused: error.message, errors: [] };
          results.push(refused);
          if (!global.json) printResult(refused);
          continue;
        }
        const job = await followJob(session.http, started.job_id, { label: `Importing ${name}`, out: process.stderr });
        const done = await client.getImport({ id: started._id });
        if (job.state !== 'completed' && done.status !== 'failed')
          throw new CliError(`${name}: the import job ${job.state}${job.error ? `: ${job.error}` : ''}`);
        const result: FileResult = { file, import: done, errors: [] };
        if (done.counts.bad) {
          if (opts.errorsDir) {
            result.errors_file = path.resolve(opts.errorsDir, `${name.replace(/\.[^.]*$/, '')}-errors.csv`);
            await downloadErrors(session, done._id, result.errors_file);
          } else result.errors = (await client.importErrors({ id: done._id })).errors;
        }
        results.push(result);
        if (!global.json) printResult(result);
      }
      if (global.json) printJson(files.length === 1 ? results[0] : results);
      const failed = results.filter((r) => !r.import || r.import.status === 'failed' || r.import.counts.bad > 0);
      if (failed.length)
        throw new CliError(
          `${failed.length} of ${results.length} files were not imported completely; bad rows wait in Saved info (web) to be corrected and re-imported`,
        );
    });
}

function printResult(r: FileResult): void {
  const name = path.basename(r.file);
  if (!r.import) return printLine(`${name}: refused: ${r.refused}`);
  const c = r.import.counts;
  if (r.import.status === 'failed') printLine(`${name}: not imported: ${r.import.error ?? 'the import failed'}`);
  else
    printLine(
      `${name}: ${c.rows} rows read, ${c.inserted} stored, ${c.duplicates} already stored, ${c.linked} linked to clients, ${c.bad} bad`,
    );
  if (r.errors_file) printLine(`Errors: ${r.errors_file}`);
  else if (r.errors.length) {
    printTable(
      ['Row', 'Column', 'Reason'],
      r.errors.slice(0, LISTED).map((e) => [e.row, e.column ?? '', e.reason]),
    );
    const errorCount = Object.values(r.import.error_columns).reduce((a, b) => a + b, 0);
    if (errorCount > LISTED) note(`… ${errorCount - LISTED} more errors: pass --errors-dir to write them all`);
  }
}
