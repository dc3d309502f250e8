import {
  authHeaders,
  CliError,
  globalOptions,
  printJson,
  printLine,
  printTable,
  requireSession,
  UsageError,
} from '@app/core/cli';
import { ApiError, followJob } from '@app/core/client';
import { routePath } from '@app/core/shared';
import type { Command } from 'commander';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createFiuClient, fiuRoutes, TARGET_FIELDS, type SchemaId } from '../shared/index.ts';
import { convertWithMapping } from './convert-mapping.ts';
import { reportOptions, type ReportCliOptions } from './report.command.ts';

interface ConvertOptions {
  schema: SchemaId;
  reportCode: string;
  indicator: string[];
  currency: string;
  out: string;
}

async function request(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  if (!res.ok) {
    const text = await res.text();
    let message = text || res.statusText;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      /* not JSON */
    }
    throw new ApiError(res.status, { message });
  }
  return res;
}

/**
 * `app fiu convert <file>`: uploads a CSV/XLSX export, maps its columns (the organisation's saved
 * mapping, else the header), converts on the server's job queue with a progress bar on stderr and
 * downloads the goAML report (XML, or ZIP of several parts) into --out.
 */
export function registerConvertCommand(fiu: Command): void {
  // --mapping: import through the mapping file, then report from the stored transactions (convert-mapping.ts)
  reportOptions(
    fiu
      .command('convert')
      .description('Convert a transaction export (CSV or XLSX) into a goAML report through the API')
      .argument('<file>', 'the export')
      .requiredOption('--report-code <code>', 'report type of the schema, e.g. CTR or STR')
      .requiredOption('--currency <code>', 'local currency (ISO code) of the amounts')
      .option(
        '--mapping <file>',
        'a mapping file (see the transactions README): no web step, every column of the bank',
      ),
    'account',
  ).action(async (file: string, opts: ConvertOptions & ReportCliOptions & { mapping?: string }, command: Command) => {
    if (opts.mapping) return convertWithMapping(file, { ...opts, mapping: opts.mapping }, command);
    const global = globalOptions(command);
    const session = requireSession(global);
    const client = createFiuClient(session.http);
    let content: Buffer;
    try {
      content = readFileSync(file);
    } catch {
      throw new UsageError(`Cannot read ${file}`);
    }
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), path.basename(file));
    const base = session.baseUrl.replace(/\/+$/, '');
    const uploaded = (await (
      await request(`${base}${fiuRoutes.UPLOAD_PATH}`, {
        method: 'POST',
        headers: { accept: 'application/json', ...authHeaders(session) },
        body: form,
      })
    ).json()) as {
      file: { _id: string };
      mapping: Record<string, string>;
    };
    const missing = TARGET_FIELDS.filter((f) => f.required && !uploaded.mapping[f.key]);
    if (missing.length)
      throw new UsageError(
        `Columns not recognised for: ${missing.map((f) => f.label).join(', ')}. Map them once in the web app (/fiu/convert); the mapping is then saved for your organisation.`,
      );
    const started = await client.startConversion({
      file_id: uploaded.file._id,
      schema: opts.schema,
      report_code: opts.reportCode,
      indicators: opts.indicator,
      currency_code_local: opts.currency.toUpperCase(),
      mapping: uploaded.mapping,
    });
    if (started.file.job_id)
      await followJob(session.http, started.file.job_id, {
        label: `Converting ${path.basename(file)}`,
        out: process.stderr,
      });
    const result = await client.getConversion({ id: uploaded.file._id });
    const f = result.file;
    let saved: string | null = null;
    if (f.status === 'done' && f.report) {
      const res = await request(
        `${base}${routePath(fiuRoutes.getFile)}?id=${encodeURIComponent(f.report.serverName)}`,
        { headers: authHeaders(session) },
      );
      mkdirSync(opts.out, { recursive: true });
      saved = path.resolve(opts.out, f.report.filename);
      writeFileSync(saved, Buffer.from(await res.arrayBuffer()));
    }
    // every row error, not the first 200 of the answer (ADR 0080): the server's CSV next to the report
    let errorsCsv: string | null = null;
    if (result.errors_total > 0) {
      const res = await request(
        `${base}${routePath(fiuRoutes.downloadConversionErrors)}?id=${encodeURIComponent(uploaded.file._id)}`,
        { headers: authHeaders(session) },
      );
      mkdirSync(opts.out, { recursive: true });
      errorsCsv = path.resolve(opts.out, `${path.basename(file).replace(/\.[^.]+$/, '')}-errors.csv`);
      writeFileSync(errorsCsv, Buffer.from(await res.arrayBuffer()));
    }
    if (global.json)
      printJson({
        file: f,
        errors: result.errors,
        errors_total: result.errors_total,
        errors_csv: errorsCsv,
        report: saved,
      });
    else {
      printLine(f.message);
      if (f.status === 'done')
        printLine(`Fee: ${f.conversionFee.toFixed(2)} (${f.conversionFeeComment || 'no row charged'})`);
      if (result.errors.length)
        printTable(
          ['Row', 'Column', 'Reason'],
          result.errors.slice(0, 50).map((e) => [e.row, e.column, e.reason]),
        );
      if (errorsCsv)
        printLine(
          `${result.errors_total > 50 ? `The first 50 of ${result.errors_total} errors; all of them` : 'The errors'}: ${errorsCsv}`,
        );
      if (saved) printLine(`Report: ${saved}`);
    }
    if (f.status !== 'done') throw new CliError(f.message);
  });
}
