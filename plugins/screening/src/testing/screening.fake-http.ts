import { ApiError, createFakeHttp, type FakeHandlers, type FakeHttpOptions, type Http } from '@app/core/client';
import { getJobRoute, routePath } from '@app/core/shared';
import {
  CASE_PAGE_SIZE,
  SCREENING_MESSAGES,
  screeningApi,
  screeningRoutes,
  validateScreeningRequest,
  type ReviewStatus,
  type ScreeningCase,
  type Alert,
  type ImportJob,
  type ListVersion,
  type ScreeningRecord,
  type ScreeningResponse,
} from '../shared/index.ts';
import type { ScreeningTransport } from '../web/transport.tsx';
import {
  alertsBuilder,
  importJobBuilder,
  listVersionsBuilder,
  screeningIdBuilder,
  screeningRecordBuilder,
  screeningRequestBuilder,
  screeningResponseBuilder,
  screeningResultBuilder,
  zeroResultResponseBuilder,
} from './screening.builders.ts';

export const RESCREEN_JOB_ID = '7f1c2f9e-1b7a-4c55-9d0e-2f4b1a9c0d11';

export interface StoredScreening {
  record: ScreeningRecord;
  response: ScreeningResponse;
}

export interface ScreeningFakeState {
  screenings: StoredScreening[];
  versions: ListVersion[];
  jobs: ImportJob[];
  alerts: Alert[];
}

const fakeRoutes = { ...screeningApi, getJob: getJobRoute };
export type ScreeningHandlers = FakeHandlers<typeof fakeRoutes>;

/** Review status of a stored screening from its hits' decisions (as the server computes it). */
function statusOf(response: ScreeningResponse): ReviewStatus {
  if (!response.result.length) return 'no_match';
  if (response.result.some((r) => !r.decision)) return 'open';
  return response.result.some((r) => r.decision?.decision === 'true_match') ? 'true_match' : 'false_positive';
}
/** Clients and users of the fake organisation, by id. */
export const FAKE_CLIENTS: Record<string, string> = {
  a000000000000000000000c1: 'Orinoco Holdings NV',
  a000000000000000000000c2: 'Kivu Minerals Ltd',
};
export const FAKE_USERS: Record<string, string> = { alice: 'alice', bob: 'bob' };
const toCase = (s: StoredScreening): ScreeningCase => ({
  ...s.record,
  review_status: statusOf(s.response),
  screened_by: FAKE_USERS[s.record.created_by] ?? s.record.created_by,
  client_name: s.record.company_id ? (FAKE_CLIENTS[s.record.company_id] ?? null) : null,
  decided_by: s.response.result.find((r) => r.decision)?.decision?.decided_by ?? null,
});

/** A default in-memory state: two stored screenings (3 hits, 0 hits), four list versions, alerts. */
export function screeningFakeState(overrides: Partial<ScreeningFakeState> = {}): ScreeningFakeState {
  const several = screeningResponseBuilder();
  const zero = zeroResultResponseBuilder();
  const screenings: StoredScreening[] = [
    {
      record: screeningRecordBuilder({
        _id: several.search_id,
        request: several.request,
        result_count: several.result.length,
        company_id: 'a000000000000000000000c1',
      }),
      response: several,
    },
    {
      record: screeningRecordBuilder({
        _id: zero.search_id,
        request: zero.request,
        result_count: 0,
        datetime: '2024-05-03T11:02:00.000Z',
        company_id: 'a000000000000000000000c2',
        created_by: 'bob',
      }),
      response: zero,
    },
  ];
  return {
    screenings,
    versions: listVersionsBuilder(),
    jobs: [
      importJobBuilder({ _id: screeningIdBuilder(401) }),
      importJobBuilder({
        _id: screeningIdBuilder(402),
        source: 'eu',
        status: 'failed',
        progress: 0.2,
        message: 'The file is not an EU consolidated list XML',
        version_id: null,
      }),
    ],
    alerts: alertsBuilder(),
    ...overrides,
  };
}

/** What the fake answers for a request: surname "Maduro" gives 3 hits, "Haqqani" one, anything else none. */
function answer(request: ScreeningResponse['request'], search_id: string): ScreeningResponse {
  const surname = request.surname.trim().toLowerCase();
  if (surname.includes('maduro')) return screeningResponseBuilder({ request, search_id });
  if (surname.includes('haqqani')) {
    const hit = screeningResultBuilder({
      entry_id: 'un:QDi.430',
      individual: {
        firstname: 'SIRAJUDDIN JALLALOUDINE',
        surname: 'HAQQANI',
        year_of_birth: '1973',
        more: { 'Place of birth': 'Danda, Miramshah, North Waziristan, Pakistan', Nationality: 'Afghanistan' },
      },
      sanction_types: [{ body: 'UN Security Council 1988 List', current: true, found: true, countryCode: 'UN' }],
      list: { source: 'un', version: '2024-04-29' },
    });
    return screeningResponseBuilder({ request, search_id, result: [hit] });
  }
  return zeroResultResponseBuilder({ request, search_id });
}

/** An `Http` answering every screening call from `state`; pass `handlers` to override single calls. */
export function createScreeningFakeHttp(
  state: ScreeningFakeState = screeningFakeState(),
  handlers: ScreeningHandlers = {},
  options?: FakeHttpOptions,
): Http {
  const find = (id: string) => {
    const found = state.screenings.find((s) => s.record._id === id);
    if (!found) throw new ApiError(404, { message: SCREENING_MESSAGES.searchNotFound });
    return found;
  };
  const defaults: ScreeningHandlers = {
    sanctionScreening: (input) => {
      const errors = validateScreeningRequest(input);
      if (errors.length) throw new ApiError(400, { message: errors[0].message, errors });
      const request = screeningRequestBuilder({
        firstname: input.firstname ?? '',
        surname: input.surname ?? '',
        dob: input.dob ?? '',
        nationality: input.nationality ?? '',
      });
      const search_id = screeningIdBuilder();
      const response = answer(request, search_id);
      const record = screeningRecordBuilder({
        _id: search_id,
        datetime: new Date().toISOString(),
        request,
        company_id: input.company_id ?? null,
        person_id: input.person_id ?? null,
        result_count: response.result.length,
      });
      state.screenings = [{ record, response }, ...state.screenings];
      return { status: 'success', data: response, search_id, request, message: response.message };
    },
    listScreenings: ({ company_id, person_id }) => ({
      data: state.screenings
        .map((s) => s.record)
        .filter(
          (r) => (company_id ? r.company_id === company_id : true) && (person_id ? r.person_id === person_id : true),
        ),
    }),
    getScreening: ({ id }) => {
      const stored = find(id);
      return {
        data: {
          ...stored.record,
          response: stored.response,
          review_status: statusOf(stored.response),
          screened_by: 'alice',
        },
      };
    },
    caseFilters: () => {
      const named = (ids: string[], names: Record<string, string>) =>
        [...new Set(ids)].filter((id) => names[id]).map((id) => ({ id, name: names[id] }));
      return {
        clients: named(
          state.screenings.map((s) => s.record.company_id ?? ''),
          FAKE_CLIENTS,
        ),
        assignees: named(
          state.screenings.map((s) => s.record.created_by),
          FAKE_USERS,
        ),
      };
    },
    listCases: ({ status = 'all', q = '', page = '1', mine, company_id, assignee }) => {
      const words = q.toLowerCase().split(/\s+/).filter(Boolean);
      const all = state.screenings
        .map(toCase)
        .filter((c) => status === 'all' || c.review_status === status)
        .filter((c) => words.every((w) => `${c.request.firstname} ${c.request.surname}`.toLowerCase().includes(w)))
        .filter(() => mine !== 'true' || true)
        .filter((c) => (!company_id || c.company_id === company_id) && (!assignee || c.created_by === assignee));
      const n = Number(page);
      return {
        cases: all.slice((n - 1) * CASE_PAGE_SIZE, n * CASE_PAGE_SIZE),
        total: all.length,
        page: n,
        page_size: CASE_PAGE_SIZE,
      };
    },
    myWork: () => {
      const open = state.screenings.map(toCase).filter((c) => c.review_status === 'open');
      const alerts = state.alerts.filter((a) => a.status === 'open');
      return {
        open_cases: open.slice(0, 5),
        open_case_count: open.length,
        alerts: alerts.slice(0, 5),
        alert_count: alerts.length,
      };
    },
    saveSanctionAsPdf: ({ search_id, sanctionIndex }) => {
      const { response } = find(search_id);
      if (!response.result[sanctionIndex] && !(response.result.length === 0 && sanctionIndex === 0))
        throw new ApiError(404, { message: SCREENING_MESSAGES.resultNotFound });
      const id = screeningIdBuilder();
      return {
        file: {
          id,
          file: `sanction-screening-${search_id}-${sanctionIndex}.pdf`,
          url: `${routePath(screeningRoutes.downloadPdf)}?id=${id}`,
        },
        message: SCREENING_MESSAGES.savedPdf,
      };
    },
    listAlerts: ({ status = 'open' }) => ({
      alerts: state.alerts.filter((a) => status === 'all' || a.status === status),
    }),
    decideHit: ({ search_id, entry_id, decision, comment }) => {
      const stored = find(search_id);
      const decided = {
        decision,
        comment,
        decided_at: new Date().toISOString(),
        decided_by: 'alice',
        search_id,
        carried_over: false,
      };
      stored.response = {
        ...stored.response,
        result: stored.response.result.map((r) => (r.entry_id === entry_id ? { ...r, decision: decided } : r)),
      };
      state.alerts = state.alerts.map((a) =>
        a.search_id === search_id && a.entry_id === entry_id ? { ...a, status: 'reviewed' } : a,
      );
      return { status: 'success', message: SCREENING_MESSAGES.decisionSaved };
    },
    listVersions: () => ({ versions: state.versions, jobs: state.jobs }),
    getImportJob: ({ id }) => {
      const job = state.jobs.find((j) => j._id === id);
      if (!job) throw new ApiError(404, { message: 'Import job not found' });
      if (job.status === 'running') {
        const progress = Math.min(1, job.progress + 0.25);
        const done = progress >= 1;
        const next: ImportJob = {
          ...job,
          progress,
          status: done ? 'done' : 'running',
          message: done ? 'Imported 14162 entries' : `Parsing entries (${Math.round(progress * 100)}%)`,
        };
        if (done) {
          const version = {
            ...state.versions[0],
            _id: screeningIdBuilder(),
            version: new Date().toISOString().slice(0, 10),
            imported_at: new Date().toISOString(),
            source: job.source,
            is_current: true,
          };
          state.versions = [
            version,
            ...state.versions.map((v) => (v.source === job.source ? { ...v, is_current: false } : v)),
          ];
          next.version_id = version._id;
          next.finished_at = new Date().toISOString();
        }
        state.jobs = state.jobs.map((j) => (j._id === id ? next : j));
        return { job: next };
      }
      return { job };
    },
    rescreen: () => {
      rescreenPolls = 0;
      return { status: 'queued', job_id: RESCREEN_JOB_ID };
    },
    getJob: ({ id }) => {
      if (id !== RESCREEN_JOB_ID) throw new ApiError(404, { message: 'Not found' });
      rescreenPolls++;
      const total = 600;
      const done = Math.min(total, rescreenPolls * 150);
      const finished = done >= total;
      const now = new Date().toISOString();
      return {
        id,
        name: 'screening.rescreen-all',
        state: finished ? 'completed' : 'active',
        progress: { done, total, message: `${Math.floor(done / 200)} new alerts so far` },
        output: finished ? { rescreened: total, alerts: 3 } : null,
        error: null,
        organizationId: null,
        userId: 'u1',
        createdAt: now,
        updatedAt: now,
        startedAt: now,
        finishedAt: finished ? now : null,
      };
    },
  };
  let rescreenPolls = 0;
  return createFakeHttp(fakeRoutes, { ...defaults, ...handlers }, options);
}

/** Upload and file fetch answered in memory: an upload starts a running job in `state`. */
export function createScreeningFakeTransport(
  state: ScreeningFakeState,
  options: { failUpload?: string } = {},
): ScreeningTransport {
  return {
    async uploadImport(source, files) {
      if (options.failUpload) throw new ApiError(400, { message: options.failUpload });
      if (!files.length) throw new ApiError(400, { message: 'Choose at least one file' });
      const job = importJobBuilder({
        _id: screeningIdBuilder(),
        source,
        status: 'running',
        progress: 0,
        message: 'Queued',
        version_id: null,
        started_at: new Date().toISOString(),
        finished_at: null,
      });
      state.jobs = [job, ...state.jobs];
      return { job };
    },
    async fetchFile() {
      const pdf =
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';
      return new Blob([pdf], { type: 'application/pdf' });
    },
  };
}
