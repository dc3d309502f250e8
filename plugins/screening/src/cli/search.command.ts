import { globalOptions, note, printJson, printLine, printTable, requireSession, UsageError } from '@app/core/cli';
import type { Command } from 'commander';
import { createScreeningClient, validateScreeningRequest, type ScreeningResult } from '../shared/index.ts';

interface SearchOptions {
  firstname?: string;
  surname?: string;
  dob?: string;
  nationality?: string;
  limit: string;
  store?: boolean;
}
type SearchFields = Omit<SearchOptions, 'limit' | 'store'>;

const FLAGS: Record<string, string> = {
  firstname: '--firstname',
  surname: '--surname',
  dob: '--dob',
  nationality: '--nationality',
};
/** Most results a quick search returns (`searchNames`' `limit`). */
export const MAX_SEARCH_LIMIT = 50;

/**
 * `--store`: the server's rules for a stored screening (seed 001: names long enough, date of birth
 * and nationality required) checked before the call, as a usage error naming the flags; plus the
 * date format the flag documents.
 */
export function searchUsageErrors(opts: SearchFields): string[] {
  const errors = validateScreeningRequest(opts).map((e) => `${FLAGS[e.field] ?? e.field}: ${e.message}`);
  return [...errors, ...dobErrors(opts)];
}

/** A quick search (not stored): both names, the date of birth and nationality optional. */
export function quickSearchUsageErrors(opts: SearchFields): string[] {
  const errors: string[] = [];
  if (!opts.firstname?.trim()) errors.push('--firstname: required');
  if (!opts.surname?.trim()) errors.push('--surname: required');
  return [...errors, ...dobErrors(opts)];
}

const dobErrors = (opts: SearchFields): string[] => {
  const dob = opts.dob?.trim();
  return dob && !isIsoDate(dob) ? ['--dob: use YYYY-MM-DD'] : [];
};

const isIsoDate = (v: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.getUTCMonth() + 1 === Number(m[2]) && d.getUTCDate() === Number(m[3]);
};

const formatScore = (score: number): string =>
  Number.isInteger(score) ? String(score) : score.toFixed(score < 1.5 ? 3 : 1);

/** Rows of the human table: the top results with the list provenance and why they matched. */
export function searchRows(data: { result: ScreeningResult[] }, limit: number): string[][] {
  return data.result
    .slice(0, limit)
    .map((r) => [
      formatScore(r.score),
      r.entry_id,
      r.explanation.matched_name || `${r.individual.firstname} ${r.individual.surname}`.trim(),
      `${r.list.source} ${r.list.version}`,
      r.individual.year_of_birth ?? '',
      r.explanation.summary,
    ]);
}

const COLUMNS = ['SCORE', 'ENTRY', 'MATCHED NAME', 'LIST', 'BORN', 'WHY'];
const listNames = (versions: { source: string; version: string }[]) =>
  versions.map((v) => `${v.source} ${v.version}`).join(', ');
const optional = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/**
 * `app screening search`: a quick name lookup over the API (`searchNames`, not stored), or with
 * `--store` a stored, monitored sanction screening (`sanctionScreening`). Needs login and world_search.
 */
export function registerSearchCommand(screening: Command): void {
  screening
    .command('search')
    .description(
      'Look a person up in the imported lists (needs login and world_search); --store runs a stored, monitored screening',
    )
    .option('--firstname <name>', 'first name (required; at least 3 characters with --store)')
    .option('--surname <name>', 'surname (required; at least 3 characters with --store)')
    .option('--dob <YYYY-MM-DD>', 'date of birth (optional; required with --store)')
    .option('--nationality <country>', 'ISO 3166 alpha-2 code or country name (optional; required with --store)')
    .option(
      '--limit <n>',
      `at most this many results (1 to ${MAX_SEARCH_LIMIT}; with --store: rows of the table, --json prints them all)`,
      '10',
    )
    .option(
      '--store',
      'store the screening and monitor the subject (re-screened on list updates), like one made in the web app',
    )
    .action(async (opts: SearchOptions, command: Command) => {
      const global = globalOptions(command);
      const limit = Number(opts.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive whole number');
      if (!opts.store && limit > MAX_SEARCH_LIMIT) throw new UsageError(`--limit: at most ${MAX_SEARCH_LIMIT}`);
      const errors = opts.store ? searchUsageErrors(opts) : quickSearchUsageErrors(opts);
      if (errors.length) throw new UsageError(errors.join('; '));
      const session = requireSession(global);
      const client = createScreeningClient(session.http);

      if (!opts.store) {
        const res = await client.searchNames({
          firstname: opts.firstname!.trim(),
          surname: opts.surname!.trim(),
          dob: optional(opts.dob),
          nationality: optional(opts.nationality),
          limit,
        });
        if (global.json) return printJson(res);
        printLine(res.message);
        if (res.result.length) printTable(COLUMNS, searchRows(res, limit));
        const lists = listNames(res.list_versions);
        note(
          `${lists ? `Against ${lists}; n` : 'N'}ot stored (--store to store the screening and monitor the subject)`,
        );
        return;
      }

      const res = await client.sanctionScreening({
        firstname: opts.firstname!.trim(),
        surname: opts.surname!.trim(),
        dob: opts.dob!.trim(),
        nationality: opts.nationality!.trim(),
      });
      if (global.json) return printJson(res);
      printLine(res.message);
      if (res.data.result.length) printTable(COLUMNS, searchRows(res.data, limit));
      if (res.data.result.length > limit)
        note(`Showing ${limit} of ${res.data.result.length} results (--limit, or --json for all).`);
      const lists = listNames(res.data.list_versions);
      note(`Search ${res.search_id}${lists ? ` against ${lists}` : ''}`);
    });
}
