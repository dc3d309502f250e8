import type { PluginContext, Principal, RouteRegistrar } from '@app/core/plugin-api';
import { badRequest, HttpError, notFound } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { TransactionSelection } from '@app/plugin-transactions/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadLookups, schemaAvailable, SCHEMA_PROFILES } from '../convert/index.ts';
import {
  FIU_MESSAGES as M,
  INSTITUTION_MESSAGES as IM,
  REPORT_MESSAGES as RM,
  reportRoutes as r,
  SWIFT_BIC,
  type ReportRequest,
} from '../shared/index.ts';
import { storageKey } from './conversion-result.ts';
import { UploadedFileEntity } from './fiu.entities.ts';
import { toFileItem } from './file.mapper.ts';
import { checkHeader } from './files.service.ts';
import { loadInstitution } from './institution.service.ts';
import { REPORT_JOB, type ReportDeps, type ReportSource, type ResolvedReportRequest } from './report.job.ts';

const LK_MY_BIC = /^[A-Z]{4}LK[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const LK_INSTITUTION = /^[ \t\n&'\\\-`,/:.;_~A-Za-z0-9()]{3,255}$/;
const PRINTABLE_ASCII = /^[ -~\s]*$/;

/** The one selection the request names (400 when none or several). */
function selectionOf(body: ReportRequest): { selection: TransactionSelection; name: string } {
  const period = body.from !== undefined || body.to !== undefined;
  const kinds = [body.import_id !== undefined, period, body.transaction_ids !== undefined].filter(Boolean).length;
  if (kinds !== 1) throw badRequest(RM.oneSelection, 'selection');
  if (body.client_id && !period) throw badRequest(RM.clientWithPeriod, 'client_id');
  if (body.import_id) return { selection: { importId: body.import_id }, name: `import-${body.import_id}` };
  if (body.transaction_ids) return { selection: { ids: body.transaction_ids }, name: 'selected-transactions' };
  if (!body.from || !body.to) throw badRequest(RM.fromAndTo, body.from ? 'to' : 'from');
  for (const [field, day] of [
    ['from', body.from],
    ['to', body.to],
  ] as const)
    if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
      throw badRequest(RM.notADay(day), field);
  if (body.from > body.to) throw badRequest(RM.fromAfterTo, 'from');
  return {
    selection: { from: body.from, to: body.to, ...(body.client_id ? { companyId: body.client_id } : {}) },
    name: `transactions-${body.from}-${body.to}`,
  };
}

/** The request with our institution and local currency from the organisation's saved ones where it gives none. */
async function withInstitution(em: EntityManager, org: string, body: ReportRequest): Promise<ResolvedReportRequest> {
  const saved = (await loadInstitution(em, org)).institution;
  const resolved = {
    ...body,
    // the request's values as given (checked below); the saved ones were normalised when saved
    currency_code_local: body.currency_code_local ?? saved.currency_code_local,
    institution_name: body.institution_name ?? saved.name,
    institution_swift: body.institution_swift ?? saved.swift,
    non_bank_institution: body.non_bank_institution ?? saved.non_bank_institution,
  };
  const missing = (
    [
      ['institution_name', 'name'],
      ['institution_swift', 'SWIFT/BIC'],
      ['currency_code_local', 'local currency'],
    ] as const
  ).filter(([field]) => !resolved[field]);
  if (missing.length) throw badRequest(IM.missing(missing.map(([, label]) => label)), missing[0]![0]);
  return resolved;
}

/** Every check of a report request before anything is stored: 4xx with the reason, nothing changed. */
async function checkRequest(em: EntityManager, principal: Principal, body: ResolvedReportRequest): Promise<void> {
  const profile = SCHEMA_PROFILES[body.schema];
  if (!profile) throw badRequest(M.unknownSchema, 'schema');
  if (!schemaAvailable(body.schema)) throw new HttpError(409, M.schemaMissing);
  const lookups = loadLookups(body.schema);
  if (!lookups.values('report_type').has(body.report_code)) throw badRequest(M.unknownReportCode, 'report_code');
  if (!body.indicators.length) throw badRequest(M.indicatorRequired, 'indicators');
  const indicators = lookups.declared('report_indicator_type');
  if (body.indicators.some((i) => !indicators.has(i))) throw badRequest(M.unknownIndicator, 'indicators');
  if (!lookups.values('currency_type').has(body.currency_code_local))
    throw badRequest(RM.unknownCurrency(body.currency_code_local), 'currency_code_local');
  if (!SWIFT_BIC.test(body.institution_swift)) throw badRequest(RM.swift, 'institution_swift');
  // our country in the report is our BIC's (letters 5-6): it must be a country of the schema
  if (!lookups.values('country_type').has(body.institution_swift.slice(4, 6)))
    throw badRequest(RM.swift, 'institution_swift');
  if (body.schema === 'lk-2.0') {
    if ((body.parties ?? 'my_client') === 'my_client' && !LK_MY_BIC.test(body.institution_swift))
      throw badRequest(RM.lkSwift, 'institution_swift');
    if (!LK_INSTITUTION.test(body.institution_name)) throw badRequest(RM.lkInstitution, 'institution_name');
    for (const field of ['reason', 'action'] as const)
      if (!PRINTABLE_ASCII.test(body[field] ?? '')) throw badRequest(RM.asciiOnly(field), field);
  }
  if (profile.transmodeCommentRequired && body.transmode_comment?.length !== 1)
    throw badRequest(RM.transmodeComment, 'transmode_comment');
  if (!profile.transmodeCommentRequired && body.transmode_comment)
    throw badRequest(RM.noTransmodeComment, 'transmode_comment');
  await checkHeader(em, principal.userId, body.schema);
}

/** `POST /api/v1/fiu/reports`: a report from stored transactions, on the job service; it lands in the file list. */
export function reportHandlers(app: RouteRegistrar, ctx: PluginContext, deps: ReportDeps): void {
  app.route(r.createReport, async ({ em, principal, body: request }) => {
    const { selection, name } = selectionOf(request);
    const body = await withInstitution(em, principal.organizationId, request);
    await checkRequest(em, principal, body);
    const org = principal.organizationId;
    if (body.client_id && !(await deps.dossier.company(em, org, body.client_id))) throw notFound(RM.clientNotFound);
    const transactions = await deps.transactions.count(em, org, selection);
    if (!transactions) throw badRequest(RM.emptySelection, 'selection');
    const source: ReportSource = { selection, request: body };
    const content = Buffer.from(JSON.stringify(source), 'utf8');
    const serverName = `${newId()}.json`;
    await ctx.storage.put(storageKey(org, serverName), content);
    const file = em.create(UploadedFileEntity, {
      organization: org,
      userId: principal.userId,
      filename: `${name}.json`,
      filesize: content.length,
      serverName,
      sourceKind: 'stored',
      headers: [],
      status: 'queued',
      settings: {
        schema: body.schema,
        reportCode: body.report_code,
        indicators: body.indicators,
        currencyLocal: body.currency_code_local,
        mapping: {},
      },
      report: null,
      reportName: null,
      errors: null,
      jobId: null,
      finishedAt: null,
    });
    await em.flush();
    const jobId = await ctx.jobs.send(
      REPORT_JOB,
      { fileId: file.id, organizationId: org },
      { organizationId: org, userId: principal.userId, singletonKey: `fiu-report:${file.id}` },
    );
    await em.nativeUpdate(UploadedFileEntity, { id: file.id }, { jobId });
    file.jobId = jobId;
    return { file: toFileItem(file), transactions, message: RM.queued(transactions) };
  });
}
