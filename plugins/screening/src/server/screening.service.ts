import { badRequest, HttpError, notFound } from '@app/core/server';
import { createHash } from 'node:crypto';
import type { Principal } from '@app/core/plugin-api';
import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { countryCode, countryFromIso } from '../readers/countries.ts';
import {
  SCREENING_MESSAGES as M,
  validateScreeningRequest,
  type ReviewStatus,
  type ScreeningRequest,
  type ScreeningResponse,
  type ScreeningResult,
} from '../shared/index.ts';
import type { IndexService } from './index.service.ts';
import { groupHits } from '../engine/index.ts';
import { reviewStatusOf, refreshSubjectStatus } from './case.service.ts';
import { toResult } from './result.mapper.ts';
import { DecisionEntity, MonitorEntity, SearchEntity, type Search, type StoredHit } from './screening.entities.ts';

export const RESULT_LIMIT = 10;
const FIELD_LABELS: Record<string, string> = {
  firstname: 'First Name',
  surname: 'Last Name',
  dob: 'Date of Birth',
  nationality: 'Nationality',
};

export interface ScreenInput {
  firstname?: string;
  surname?: string;
  dob?: string;
  nationality?: string;
  person_id?: string | null;
  company_id?: string | null;
}

/** Normalised request: trimmed names, dob as YYYY-MM-DD, nationality as ISO alpha-2. */
export function normaliseRequest(input: ScreenInput, labels: Partial<Record<string, string>> = {}): ScreeningRequest {
  requireWellFormed(input as Record<string, unknown>);
  const errors = validateScreeningRequest(input, { shortNames: Boolean(input.person_id) });
  if (errors.length && input.person_id) {
    // Seed 001 §5/§7: the person form reports the missing fields in `requiredFileds` (sic).
    // Named as the form the details came from names them (a dossier person's Passport Country).
    const missing = errors.map((e) => labels[e.field] ?? FIELD_LABELS[e.field] ?? e.field);
    throw new HttpError(400, M.fillFields(missing), errors, { status: 'error', requiredFileds: missing });
  }
  if (errors.length) throw new HttpError(400, errors[0].message, errors);
  return {
    firstname: input.firstname!.trim(),
    surname: input.surname!.trim(),
    dob: normaliseDob(input.dob)!,
    nationality: normaliseNationality(input.nationality)!,
  };
}

/** 'YYYY-MM-DD' (a date-time is cut to its date); undefined when blank; 400 when not a real past date. */
function normaliseDob(value: string | undefined): string | undefined {
  const dob = value?.trim().slice(0, 10);
  if (dob && !isPastDate(dob)) throw badRequest('Date of birth must be a valid date in the past (YYYY-MM-DD)', 'dob');
  return dob || undefined;
}

/** ISO alpha-2 from a code or a country name; undefined when blank; 400 when unknown. */
function normaliseNationality(value: string | undefined): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  const code = countryFromIso(raw) ?? countryCode(raw);
  if (!code) throw badRequest('Nationality must be a country', 'nationality');
  return code;
}

function requireLists(indexes: IndexService): void {
  if (!indexes.currentVersions.length) throw new HttpError(409, M.listNotLoaded);
}

const listVersionsOf = (indexes: IndexService) =>
  indexes.currentVersions.map((v) => ({
    source: v.source,
    version: v.version,
    published_at: v.publishedAt ? v.publishedAt.toISOString() : null,
  }));

/** A real calendar date (no 31 February), not in the future. */
export function isPastDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value && d.getTime() <= Date.now() && Number(m[1]) >= 1850;
}

/** The subject of a screening (folded names, DOB, nationality); past 400 characters (the column) its SHA-256. */
export function subjectKey(r: ScreeningRequest): string {
  const key = [r.firstname, r.surname]
    .map((s) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' '))
    .concat(r.dob, r.nationality)
    .join('|');
  return key.length <= 400 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** Strings must be well-formed Unicode (no lone surrogates): 400 otherwise. */
export function requireWellFormed(input: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(input)) {
    // A lone surrogate (U+D800..U+DFFF not in a pair) cannot be stored or compared as text.
    if (typeof value === 'string' && /\p{Surrogate}/u.test(value))
      throw badRequest('Text must be well-formed Unicode (no lone surrogates)', field);
  }
}

type SearchInput = Pick<ScreeningRequest, 'firstname' | 'surname'> &
  Partial<Pick<ScreeningRequest, 'dob' | 'nationality'>>;

/** Searches, then merges hits on one person listed several times (see engine/grouping.ts) into one result. */
export function runSearch(
  indexes: IndexService,
  request: SearchInput,
  limit = RESULT_LIMIT,
): { results: ScreeningResult[]; hits: StoredHit[] } {
  const raw = indexes.current.search(
    {
      firstname: request.firstname,
      surname: request.surname,
      dob: request.dob,
      nationality: request.nationality,
      kinds: ['person'],
    },
    { limit: limit * 2 },
  );
  const grouped = groupHits(raw, indexes.groups).slice(0, limit);
  const versionOf = (source: string) => indexes.versionOf(source)?.version ?? 'unknown';
  const results = grouped.map((g) => {
    const result = toResult(g.hit, versionOf(g.hit.entry.source));
    if (g.also.length) {
      result.also_listed = g.also.map((a) => ({
        entry_id: a.hit.entry.id,
        name: a.hit.entry.names[0]?.full ?? a.hit.entry.id,
        list: { source: a.hit.entry.source, version: versionOf(a.hit.entry.source) },
        link: a.link,
      }));
    }
    return result;
  });
  const stored = grouped
    .flatMap((g) => [g.hit, ...g.also.map((a) => a.hit)])
    .map((h) => ({
      entryId: h.entry.id,
      fingerprint: indexes.fingerprintOf(h.entry.id) ?? '',
      score: Math.round(h.score * 1000) / 1000,
      name: h.entry.names[0]?.full ?? h.entry.id,
      source: h.entry.source,
      version: versionOf(h.entry.source),
    }));
  return { results, hits: stored };
}

/** A quick lookup: DOB and nationality optional, nothing stored. */
export function quickSearch(
  indexes: IndexService,
  input: { firstname: string; surname: string; dob?: string; nationality?: string; limit?: number },
) {
  requireWellFormed(input);
  requireLists(indexes);
  const query = {
    firstname: input.firstname.trim(),
    surname: input.surname.trim(),
    dob: normaliseDob(input.dob),
    nationality: normaliseNationality(input.nationality),
  };
  const { results } = runSearch(indexes, query, input.limit);
  return {
    result: results,
    message: results.length ? M.found(results.length) : M.noResults,
    list_versions: listVersionsOf(indexes),
  };
}

/** Screens, stores request + response (immutable) and starts monitoring the subject. */
export async function screen(
  em: EntityManager,
  indexes: IndexService,
  principal: Principal,
  input: ScreenInput,
  userNames: (ids: string[]) => Promise<Record<string, string>> = async () => ({}),
  labels: Partial<Record<string, string>> = {},
) {
  const request = normaliseRequest(input, labels);
  requireLists(indexes);
  const key = subjectKey(request);
  const { results, hits } = runSearch(indexes, request);
  const deciders = await attachDecisions(em, indexes, key, results);
  const names = await userNames([...deciders.values()]);
  for (const r of results)
    if (r.decision?.decided_by) r.decision.decided_by = names[r.decision.decided_by] ?? r.decision.decided_by;
  const id = newId();
  const inForce = new Map(results.filter((r) => r.decision).map((r) => [r.entry_id, r.decision!.decision]));
  const listVersions = listVersionsOf(indexes);
  const message = results.length ? M.found(results.length) : M.noResults;
  const response: ScreeningResponse = { result: results, search_id: id, request, message, list_versions: listVersions };
  em.create(SearchEntity, {
    id,
    organization: principal.organizationId,
    createdBy: principal.userId,
    companyId: input.company_id ?? null,
    personId: input.person_id ?? null,
    subjectKey: key,
    request,
    response: response as unknown as Record<string, unknown>,
    listVersions,
    resultCount: results.length,
    reviewStatus: reviewStatusOf(
      results.map((r) => r.entry_id),
      inForce,
    ),
    decidedBy: [...deciders.values()][0] ?? null,
  });
  em.create(MonitorEntity, { organization: principal.organizationId, searchId: id, hits, lastScreenedAt: new Date() });
  await em.flush();
  return { status: 'success', data: response, search_id: id, request, message };
}

/**
 * Shows the newest decision on each hit while its list entry is unchanged (a false positive stays
 * suppressed); one recorded on another screening of the subject is marked `carried_over`.
 */
export async function attachDecisions(
  em: EntityManager,
  indexes: IndexService,
  key: string,
  results: ScreeningResult[],
  searchId?: string,
  names: Record<string, string> = {},
): Promise<Map<string, string>> {
  const deciders = new Map<string, string>();
  if (!results.length) return deciders;
  const decisions = await em.find(
    DecisionEntity,
    { subjectKey: key, entryId: { $in: results.map((r) => r.entry_id) } },
    { orderBy: { createdAt: 'desc' } },
  );
  for (const r of results) {
    const current = indexes.fingerprintOf(r.entry_id);
    const newest = decisions.find((x) => x.entryId === r.entry_id);
    const d = newest && (current === undefined || newest.fingerprint === current) ? newest : undefined;
    r.decision = d
      ? {
          decision: d.decision,
          comment: d.comment,
          decided_at: d.createdAt.toISOString(),
          decided_by: names[d.decidedBy] ?? d.decidedBy,
          search_id: d.searchId,
          carried_over: d.searchId !== searchId,
        }
      : null;
    if (d) deciders.set(r.entry_id, d.decidedBy);
  }
  return deciders;
}

export function toRecord(s: Search) {
  return {
    _id: String(s.id),
    datetime: s.createdAt.toISOString(),
    request: s.request as ScreeningRequest,
    company_id: s.companyId ?? null,
    person_id: s.personId ?? null,
    result_count: Number(s.resultCount),
    created_by: s.createdBy,
  };
}

export async function listSearches(em: EntityManager, query: { company_id?: string; person_id?: string }) {
  const where: Record<string, unknown> = {};
  if (query.company_id) where.companyId = query.company_id;
  if (query.person_id) where.personId = query.person_id;
  const rows = await em.find(SearchEntity, where, { orderBy: { createdAt: 'desc' }, limit: 500 });
  return { data: rows.map(toRecord) };
}

export async function getSearch(
  em: EntityManager,
  indexes: IndexService,
  id: string,
  userNames: (ids: string[]) => Promise<Record<string, string>> = async () => ({}),
) {
  const s = await em.findOne(SearchEntity, { id });
  if (!s) throw notFound(M.searchNotFound);
  // Decisions are shown in their current state; the stored response itself is never changed.
  const response = structuredClone(s.response) as unknown as ScreeningResponse;
  const deciders = (await em.find(DecisionEntity, { subjectKey: s.subjectKey }, { fields: ['decidedBy'] })).map(
    (d) => d.decidedBy,
  );
  const names = await userNames([s.createdBy, ...deciders]);
  await attachDecisions(em, indexes, s.subjectKey, response.result, s.id, names);
  return {
    data: {
      ...toRecord(s),
      response,
      review_status: s.reviewStatus as ReviewStatus,
      screened_by: names[s.createdBy] ?? s.createdBy,
    },
  };
}

export async function decide(
  em: EntityManager,
  indexes: IndexService,
  principal: Principal,
  input: { search_id: string; entry_id: string; decision: string; comment: string },
) {
  const s = await em.findOne(SearchEntity, { id: input.search_id });
  if (!s) throw notFound(M.searchNotFound);
  const response = s.response as unknown as ScreeningResponse;
  const monitor = await em.findOne(MonitorEntity, { searchId: s.id });
  const known =
    response.result.some((r) => r.entry_id === input.entry_id) ||
    monitor?.hits.some((h) => h.entryId === input.entry_id);
  if (!known) throw notFound(M.resultNotFound);
  if (!input.comment.trim()) throw badRequest('A comment is required', 'comment');
  const fingerprint =
    monitor?.hits.find((h) => h.entryId === input.entry_id)?.fingerprint ?? indexes.fingerprintOf(input.entry_id) ?? '';
  em.create(DecisionEntity, {
    organization: principal.organizationId,
    subjectKey: s.subjectKey,
    searchId: s.id,
    entryId: input.entry_id,
    fingerprint,
    decision: input.decision,
    comment: input.comment.trim(),
    decidedBy: principal.userId,
  });
  await em.flush();
  await refreshSubjectStatus(em, s.subjectKey);
  return { status: 'success', message: M.decisionSaved };
}
