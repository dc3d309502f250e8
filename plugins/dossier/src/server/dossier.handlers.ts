import type { PluginContext, Principal, RouteRegistrar } from '@app/core/plugin-api';
import { HttpError, notFound } from '@app/core/server';
import type { FieldError } from '@app/core/shared';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  applyReviewDateRule,
  DASHBOARD_FIELD_NAMES,
  redactBundle,
  DOSSIER_MESSAGES as M,
  dossierRoutes as r,
  validateDashboard,
  validateNewCompany,
  type DashboardValues,
} from '../shared/index.ts';
import { CREATION_FIELDS as READ_ONLY, effectiveValues, findCompany, KYC_REVIEW } from './company.reviewable.ts';
import { createClient } from './company-create.ts';
import { toCompanyData } from './company-data.ts';
import { clientListJson, listCompanies } from './company-list.service.ts';
import { portfolioToday, reviewPortfolio } from './review-portfolio.service.ts';
import { kycFilesInfo } from './bundle/kyc-files-info.ts';
import { dossierAnswers } from './dossier-answers.ts';
import { loadDossier, snapshotParam, type DossierState } from './dossier-state.ts';
import { refuseWhileViewingSnapshot } from './history/snapshot-guard.ts';
import { peopleHandlers } from './people/people.handlers.ts';
import { filesHandlers } from './files/files.handlers.ts';
import { rulesHandlers } from './rules/rules.handlers.ts';
import { dossierRules } from './rules/dossier-rules.ts';
import { historyHandlers } from './history/history.handlers.ts';
import { opsHandlers } from './ops/ops.handlers.ts';
import type { DossierDeps } from './dossier-deps.ts';

const invalid = (errors: FieldError[]) => new HttpError(400, errors[0]!.message, errors);
const actor = (p: Principal, request: FastifyRequest) => ({
  userId: p.userId,
  organizationId: p.organizationId,
  ip: request.ip ?? null,
});

export function dossierHandlers(app: RouteRegistrar, ctx: PluginContext, deps: DossierDeps): void {
  const { workflow } = deps;
  const pendingCountSql = (id: string, org: string) => workflow.pendingCountSql(id, org);
  const answers = dossierAnswers();
  const changesCount = async (em: EntityManager, organizationId: string, companyId: string) =>
    (await workflow.pendingCountsByCompany(em, organizationId, [companyId])).get(companyId) ?? 0;

  app.route(r.createCompany, async ({ em, principal, body, request }) => {
    const { errors, company } = validateNewCompany(body);
    if (!company) throw invalid(errors);
    const { id, change } = await em.transactional((tx) =>
      createClient(tx, workflow, actor(principal, request), company),
    );
    return { status: 'success', company: { _id: id }, change_id: change?.id ?? null, message: M.companyCreated };
  });

  app.route(r.listCompanies, async ({ em, principal, query, body, reply }) => {
    const { filters, ...fromBody } = body ?? {};
    const q = {
      ...fromBody,
      ...Object.fromEntries(Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== '')),
    };
    const answer = await listCompanies(em, principal.organizationId, q, filters ?? {}, (id, org) =>
      workflow.pendingCountSql(id, org),
    );
    // Serialised in PostgreSQL in the contract's shape (ADR 0061): sent as it is.
    reply.header('content-type', 'application/json; charset=utf-8');
    return clientListJson(answer) as never;
  });

  app.route(r.reviewPortfolio, async ({ em, principal, query }) =>
    reviewPortfolio(em, principal.organizationId, portfolioToday(query.today), query.company_type),
  );

  const dashboard = (state: DossierState, pending: number) => {
    const { sections, ownership } = dossierRules(state);
    return { companyData: { ...toCompanyData(state.company, pending), sections }, ownership };
  };
  app.route(r.dashboardData, async ({ em, principal, query, request, reply }) => {
    // A revision holds approved values only: it has no pending changes of its own.
    const snapshot = snapshotParam(query);
    if (snapshot) return dashboard(await loadDossier(em, query.company_id, snapshot), 0);
    const v = await answers.version(em, principal.organizationId, query.company_id, pendingCountSql);
    if (!v) throw notFound(M.companyNotFound);
    const answer = answers.send(
      request,
      reply,
      principal,
      ['dashboard-data', query.company_id, v.version, v.pending],
      async () => dashboard(await loadDossier(em, query.company_id), v.pending),
    );
    return answer as never;
  });

  app.route(r.updateKycReview, async ({ em, principal, body, request }) => {
    const company = await findCompany(em, body.id);
    if (!company) throw notFound(M.companyNotFound);
    refuseWhileViewingSnapshot(body);
    const locked = (Object.keys(READ_ONLY) as (keyof typeof READ_ONLY)[]).filter((k) => body[k] !== undefined);
    if (locked.length) throw invalid(locked.map((k) => ({ field: k, message: M.readOnly(READ_ONLY[k]) })));
    const proposed = Object.fromEntries(
      DASHBOARD_FIELD_NAMES.filter((f) => (body as Record<string, unknown>)[f] !== undefined).map((f) => [
        f,
        (body as Record<string, unknown>)[f],
      ]),
    ) as DashboardValues;
    const errors = validateDashboard(
      { companyType: company.companyType, locationType: company.locationType ?? null },
      proposed,
    );
    if (errors.length) throw invalid(errors);
    const rule = applyReviewDateRule({ ...effectiveValues(company), ...proposed } as DashboardValues, proposed);
    if (rule.error) throw invalid([rule.error]);
    const change = await workflow.proposeChange(em, actor(principal, request), {
      objectType: KYC_REVIEW,
      objectId: company.id,
      values: rule.values,
    });
    const fresh = (await findCompany(em, company.id))!;
    return {
      companyData: toCompanyData(fresh, await changesCount(em, principal.organizationId, fresh.id)),
      change_id: change?.id ?? null,
      message: change ? M.saved : M.nothingToSave,
    };
  });

  app.route(r.kycFilesInfo, async ({ em, query, principal, request, reply }) => {
    const snapshot = snapshotParam(query);
    if (snapshot) return redactBundle(kycFilesInfo(await loadDossier(em, query.company_id, snapshot)), principal.role);
    const v = await answers.version(em, principal.organizationId, query.company_id);
    if (!v) throw notFound(M.companyNotFound);
    const answer = answers.send(
      request,
      reply,
      principal,
      ['get-kyc-files-info_2', query.company_id, v.version, principal.role],
      async () => redactBundle(kycFilesInfo(await loadDossier(em, query.company_id)), principal.role),
    );
    return answer as never;
  });

  peopleHandlers(app, deps);
  filesHandlers(app, ctx, deps);
  rulesHandlers(app, ctx);
  historyHandlers(app, ctx, deps);
  opsHandlers(app, deps);
}
