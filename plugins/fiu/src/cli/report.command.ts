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
import { followJob } from '@app/core/client';
import { routePath } from '@app/core/shared';
import type { Command } from 'commander';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createFiuClient, fiuRoutes, type ReportRequest, type SchemaId } from '../shared/index.ts';

/** Options every report command shares (the report head and our institution). */
export interface ReportCliOptions {
  schema: SchemaId;
  reportCode: string;
  reason?: string;
  action?: string;
  indicator: string[];
  currency?: string;
  institution?: string;
  swift?: string;
  nonBank?: boolean;
  transmodeComment?: string;
  parties: string;
  out: string;
}

const LISTED = 50;

/** Adds the report options to a command (`fiu report`, `fiu convert --mapping`). */
export function reportOptions(command: Command, partiesDefault: 'my-client' | 'account'): Command {
  return command
    .option('--schema <id>', 'target schema: unodc-5.0.1, ae-5.0.2 or lk-2.0', 'unodc-5.0.1')
    .option('--reason <text>', 'the report reason')
    .option('--action <text>', 'the action taken')
    .option('--indicator <code...>', 'report indicator(s) of the schema', ['-'])
    .option('--institution <name>', 'our institution (the bank of the customer accounts); default: the saved one')
    .option('--swift <bic>', "our institution's SWIFT/BIC; default: the saved one")
    .option('--non-bank', 'our institution is not a bank (UAE schema); default: the saved setting')
    .option('--transmode-comment <c>', 'the one-character conduction comment the UAE schema requires')
    .option(
      '--parties <kind>',
      'my-client: the customer as a my-client party (dossier or mapped customer columns); account: as a plain account',
      partiesDefault,
    )
    .option('--out <dir>', 'folder for the report', '.');
}

/** The request's common part from the options (usage errors before any call). */
export function reportRequestOf(o: ReportCliOptions): Omit<ReportRequest, 'import_id' | 'from' | 'to' | 'client_id'> {
  if (o.parties !== 'my-client' && o.parties !== 'account') throw new UsageError('--parties is my-client or account');
  return {
    schema: o.schema,
    report_code: o.reportCode,
    indicators: o.indicator,
    // absent: the organisation's saved institution and currency (`app fiu institution`)
    ...(o.currency ? { currency_code_local: o.currency.toUpperCase() } : {}),
    ...(o.institution ? { institution_name: o.institution } : {}),
    ...(o.swift ? { institution_swift: o.swift.toUpperCase() } : {}),
    ...(o.reason ? { reason: o.reason } : {}),
    ...(o.action ? { action: o.action } : {}),
    ...(o.nonBank ? { non_bank_institution: true } : {}),
    ...(o.transmodeComment ? { transmode_comment: o.transmodeComment } : {}),
    parties: o.parties === 'account' ? 'account' : 'my_client',
  };
}

/**
 * Starts the report, follows its job with a progress bar on stderr, downloads the report into --out and
 * prints the result and the rows with missing data (what and where to fill it). Exit 1 when a row was
 * not reported.
 */
export async function runReport(
  session: CliSession,
  request: ReportRequest,
  o: ReportCliOptions,
  json: boolean,
): Promise<void> {
  const started = await createFiuClient(session.http).createReport(request);
  if (started.file.job_id)
    await followJob(session.http, started.file.job_id, {
      label: `Reporting ${started.transactions} transactions`,
      out: process.stderr,
    });
  const client = createFiuClient(session.http);
  const result = await client.getConversion({ id: started.file._id });
  const f = result.file;
  let saved: string | null = null;
  if (f.status === 'done' && f.report) {
    const res = await fetch(
      `${session.baseUrl.replace(/\/+$/, '')}${routePath(fiuRoutes.getFile)}?id=${encodeURIComponent(f.report.serverName)}`,
      { headers: authHeaders(session) },
    );
    if (!res.ok) throw new CliError(`Downloading the report failed: ${res.status} ${res.statusText}`);
    mkdirSync(o.out, { recursive: true });
    saved = path.resolve(o.out, f.report.filename);
    writeFileSync(saved, Buffer.from(await res.arrayBuffer()));
  }
  if (json) printJson({ file: f, errors: result.errors, report: saved });
  else {
    printLine(f.message);
    if (result.errors.length) {
      printTable(
        ['Row', 'What', 'Reason'],
        result.errors.slice(0, LISTED).map((e) => [e.row, e.field, e.reason]),
      );
      const total = (result as { errors_total?: number }).errors_total ?? result.errors.length;
      if (total > LISTED) note(`… ${total - LISTED} more errors: see the report in the web app (goAML, Files)`);
    }
    if (saved) printLine(`Report: ${saved}`);
  }
  if (f.status !== 'done') throw new CliError(f.message);
  if (f.error_rows)
    throw new CliError(`${f.error_rows} of ${f.rows} transactions were not reported: fill in what the errors name`);
}

/** `app fiu report --from --to [--client ID] --report-code … --out DIR`: a goAML report from stored transactions. */
export function registerReportCommand(fiu: Command): void {
  reportOptions(
    fiu
      .command('report')
      .description('Build a goAML report from stored transactions (a booking period, optionally of one client)')
      .requiredOption('--from <YYYY-MM-DD>', 'first booking day')
      .requiredOption('--to <YYYY-MM-DD>', 'last booking day (included)')
      .option('--client <id>', 'only the transactions linked to this client')
      .requiredOption('--report-code <code>', 'report type of the schema, e.g. STR or CTR')
      .option('--currency <code>', 'local currency (ISO code) of the report; default: the saved one'),
    'my-client',
  ).action(async (opts: ReportCliOptions & { from: string; to: string; client?: string }, command: Command) => {
    const global = globalOptions(command);
    const request: ReportRequest = {
      ...reportRequestOf(opts),
      from: opts.from,
      to: opts.to,
      ...(opts.client ? { client_id: opts.client } : {}),
    };
    await runReport(requireSession(global), request, opts, Boolean(global.json));
  });
}
