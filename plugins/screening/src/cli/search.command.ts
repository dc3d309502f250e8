import type { Command } from 'commander';
import { createScreeningClient, validateScreeningRequest, type ScreeningResponse } from '../shared/index.ts';
import { ScreeningUsageError, type ScreeningCliIo } from './cli-io.ts';

interface SearchOptions { firstname?: string; surname?: string; dob?: string; nationality?: string; limit: string }

const FLAGS: Record<string, string> = { firstname: '--firstname', surname: '--surname', dob: '--dob', nationality: '--nationality' };

/**
 * The server's rules (seed 001: names long enough, date of birth and nationality required) checked
 * before the call, as a usage error naming the flags; plus the date format the flag documents.
 */
export function searchUsageErrors(opts: Omit<SearchOptions, 'limit'>): string[] {
  const errors = validateScreeningRequest(opts).map((e) => `${FLAGS[e.field] ?? e.field}: ${e.message}`);
  const dob = opts.dob?.trim();
  if (dob && !isIsoDate(dob)) errors.push('--dob: use YYYY-MM-DD');
  return errors;
}

const isIsoDate = (v: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.getUTCMonth() + 1 === Number(m[2]) && d.getUTCDate() === Number(m[3]);
};

const formatScore = (score: number): string => (Number.isInteger(score) ? String(score) : score.toFixed(score < 1.5 ? 3 : 1));

/** Rows of the human table: the top results with the list provenance and why they matched. */
export function searchRows(data: ScreeningResponse, limit: number): string[][] {
  return data.result.slice(0, limit).map((r) => [
    formatScore(r.score),
    r.entry_id,
    r.explanation.matched_name || `${r.individual.firstname} ${r.individual.surname}`.trim(),
    `${r.list.source} ${r.list.version}`,
    r.individual.year_of_birth ?? '',
    r.explanation.summary,
  ]);
}

/** `app screening search`: one sanction screening over the API (needs login and world_search). */
export function registerSearchCommand(screening: Command, io: ScreeningCliIo): void {
  screening
    .command('search')
    .description('Screen a person against the imported lists (needs login and world_search); the screening is stored')
    .option('--firstname <name>', 'first name (at least 3 characters)')
    .option('--surname <name>', 'surname (at least 3 characters)')
    .option('--dob <YYYY-MM-DD>', 'date of birth (required by the server)')
    .option('--nationality <country>', 'ISO 3166 alpha-2 code or country name (required by the server)')
    .option('--limit <n>', 'show at most this many results (the table; --json prints them all)', '10')
    .action(async (opts: SearchOptions, command: Command) => {
      const global = io.globalOptions(command);
      const limit = Number(opts.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new ScreeningUsageError('--limit must be a positive whole number');
      const errors = searchUsageErrors(opts);
      if (errors.length) throw new ScreeningUsageError(errors.join('; '));
      const session = io.requireSession(global);
      const res = await createScreeningClient(session.http).sanctionScreening({
        firstname: opts.firstname!.trim(),
        surname: opts.surname!.trim(),
        dob: opts.dob!.trim(),
        nationality: opts.nationality!.trim(),
      });
      if (global.json) return io.printJson(res);
      io.printLine(res.message);
      if (res.data.result.length) io.printTable(['SCORE', 'ENTRY', 'MATCHED NAME', 'LIST', 'BORN', 'WHY'], searchRows(res.data, limit));
      if (res.data.result.length > limit) io.note(`Showing ${limit} of ${res.data.result.length} results (--limit, or --json for all).`);
      const lists = res.data.list_versions.map((v) => `${v.source} ${v.version}`).join(', ');
      io.note(`Search ${res.search_id}${lists ? ` against ${lists}` : ''}`);
    });
}
