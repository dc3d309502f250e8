import { badRequest, notFound } from '@app/core/server';
import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';
import type { AuthService } from '@app/plugin-auth/shared';
import { ListFormatError, type ListSource, type SourceFile } from '../engine/model.ts';
import { readList } from '../readers/index.ts';
import { SCREENING_MESSAGES as M, screeningRoutes as r, type PersonScreeningSource } from '../shared/index.ts';
import { createImportRow, SOURCES, toJobWire } from './import-job.ts';
import { LIST_IMPORT_JOB, listImportKey, type ListImportJobData } from './list-import.job.ts';
import type { IndexService } from './index.service.ts';
import { closeAlerts, listAlerts } from './monitor.service.ts';
import { RESCREEN_JOB } from './rescreen.job.ts';
import { caseFilterOptions, listCases, myWork, namesOf } from './case.service.ts';
import { pdfHandlers } from './pdf.handlers.ts';
import { ImportJobEntity, ListVersionEntity } from './screening.entities.ts';
import * as screening from './screening.service.ts';

export function screeningHandlers(
  app: RouteRegistrar,
  ctx: PluginContext,
  auth: AuthService,
  indexes: IndexService,
  persons: { current: PersonScreeningSource | null },
): void {
  const names = (organizationId: string) => (ids: string[]) => namesOf(auth, organizationId, ids);
  app.route(r.sanctionScreening, async ({ em, principal, body }) => {
    // `{person_id}` alone [001:434]: the details come from the person's dossier (ADR 0039).
    const detailsGiven = ['firstname', 'surname', 'dob', 'nationality'].some(
      (k) => (body as Record<string, unknown>)[k] !== undefined,
    );
    let input = body;
    let labels: Partial<Record<string, string>> = {};
    if (body.person_id && !detailsGiven && persons.current) {
      labels = persons.current.fieldLabels ?? {};
      const person = await persons.current.details(em, principal, body.person_id);
      if (!person) throw notFound(M.personNotFound);
      const text = (v: string | null) => v ?? undefined;
      input = {
        firstname: text(person.firstname),
        surname: text(person.surname),
        dob: text(person.dob),
        nationality: text(person.nationality),
        person_id: body.person_id,
        company_id: person.company_id,
      };
    } else if (body.person_id || body.company_id) {
      // Typed-in details for a dossier subject: after the form's own messages, the ids must name
      // the caller's own person or client (issue 24), never another organisation's.
      screening.normaliseRequest(body);
      const subject = persons.current ? await persons.current.subjectOf(em, principal, body) : null;
      if (!subject) throw notFound(body.person_id ? M.personNotFound : M.clientNotFound);
      input = { ...body, company_id: subject.company_id };
    }
    return screening.screen(em, indexes, principal, input, names(principal.organizationId), labels);
  });
  app.route(r.searchNames, async ({ body }) => screening.quickSearch(indexes, body));
  app.route(r.listScreenings, ({ em, query }) => screening.listSearches(em, query));
  app.route(r.getScreening, ({ em, principal, query }) =>
    screening.getSearch(em, indexes, query.id, names(principal.organizationId)),
  );
  app.route(r.listCases, ({ em, principal, query }) => listCases(em, auth, principal, query, persons.current));
  app.route(r.caseFilters, ({ em, principal }) => caseFilterOptions(em, auth, principal, persons.current));
  app.route(r.myWork, ({ em, principal }) => myWork(em, auth, principal));
  app.route(r.decideHit, async ({ em, principal, body }) => {
    const out = await screening.decide(em, indexes, principal, body);
    await closeAlerts(em, body.search_id, body.entry_id);
    return out;
  });
  app.route(r.listAlerts, ({ em, query }) => listAlerts(em, query.status ?? 'open'));

  pdfHandlers(app, ctx, auth, persons);

  app.route(r.listVersions, async ({ em }) => {
    const versions = await em.find(ListVersionEntity, {}, { orderBy: { createdAt: 'desc' }, limit: 100 });
    const jobs = await em.find(ImportJobEntity, {}, { orderBy: { createdAt: 'desc' }, limit: 20 });
    return {
      versions: versions.map((v) => ({
        _id: String(v.id),
        source: v.source,
        version: v.version,
        published_at: v.publishedAt ? v.publishedAt.toISOString() : null,
        imported_at: v.createdAt.toISOString(),
        file_hash: v.fileHash,
        counts: v.counts,
        delta: v.delta,
        is_current: Boolean(v.isCurrent),
      })),
      jobs: jobs.map(toJobWire),
    };
  });
  app.route(r.getImportJob, async ({ em, query }) => {
    const job = await em.findOne(ImportJobEntity, { id: query.id });
    if (!job) throw notFound('Import job not found');
    return { job: toJobWire(job) };
  });
  app.route(r.rescreen, async ({ principal }) => {
    const jobId = await ctx.jobs.send(RESCREEN_JOB, {}, { userId: principal.userId, singletonKey: RESCREEN_JOB });
    return { status: 'queued', job_id: jobId };
  });

  app.route(r.importList, async ({ request, principal }) => {
    if (!request.isMultipart()) throw badRequest('Send the list as multipart/form-data: source, then files');
    let source: string | undefined;
    let force = false;
    const files: SourceFile[] = [];
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'source') source = String(part.value);
      else if (part.type === 'field' && part.fieldname === 'force') force = String(part.value) === 'true';
      else if (part.type === 'file') files.push({ name: part.filename, content: await part.toBuffer() });
    }
    if (!source || !SOURCES.includes(source as ListSource)) throw badRequest(M.unknownSource, 'source');
    if (!files.length) throw badRequest('No file uploaded', 'files');
    try {
      readList(source as ListSource, files);
    } catch (error) {
      if (error instanceof ListFormatError) throw badRequest(error.message, 'files');
      throw error;
    }
    // kept in storage and imported on the job service: any replica runs it, a killed one is retried
    const job = await createImportRow(ctx.orm, source as ListSource, principal.userId);
    const kept = files.map((f, i) => ({ key: listImportKey(job.id, i), name: f.name }));
    for (let i = 0; i < files.length; i++) await ctx.storage.put(kept[i]!.key, files[i]!.content);
    const data: ListImportJobData = {
      importId: job.id,
      source: source as ListSource,
      files: kept,
      force,
      userId: principal.userId,
    };
    await ctx.jobs.send(LIST_IMPORT_JOB, data, { userId: principal.userId });
    return { job: toJobWire(job) };
  });
}
