import type { PluginContext, Principal, RouteRegistrar } from '@app/core/plugin-api';
import { contentDisposition, HttpError, notFound } from '@app/core/server';
import type { Actor } from '@app/plugin-workflow/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { DOSSIER_MESSAGES as M, dossierRoutes as r, sectionPath } from '../../shared/index.ts';
import { findCompany } from '../company.reviewable.ts';
import { SnapshotEntity } from './history.entities.ts';
import { dossierReportPdf } from './report.service.ts';
import { restoreSnapshot } from './restore.service.ts';
import { findSnapshot, freezeDossier, toSnapshotWire } from './snapshot.service.ts';
import type { DossierDeps } from '../dossier-deps.ts';

const actorOf = (p: Principal, request: FastifyRequest): Actor => ({
  userId: p.userId,
  organizationId: p.organizationId,
  ip: request.ip ?? null,
});
const labelOf = (label: string | null | undefined) => {
  const text = label?.trim();
  if (!text) throw new HttpError(400, M.snapshotLabelRequired, [{ field: 'label', message: M.snapshotLabelRequired }]);
  return text;
};

/** Review History: document revisions (snapshots), restore, delete, and the dossier PDF report. */
export function historyHandlers(app: RouteRegistrar, ctx: PluginContext, { workflow, auth }: DossierDeps): void {
  const nameOf = async (p: { organizationId: string; userId: string }) =>
    (await auth.directory.people(p.organizationId, [p.userId]))[0]?.username ?? p.userId;

  async function createRevision(
    em: EntityManager,
    principal: Principal,
    request: FastifyRequest,
    body: { company_id: string; label?: string | null; comment?: unknown },
  ) {
    const label = labelOf(body.label);
    const company = await findCompany(em, body.company_id);
    if (!company) throw notFound(M.companyNotFound);
    const frozen = await freezeDossier(em, company);
    const commentBy = await nameOf(principal);
    return em.transactional(async (tx) => {
      const snapshot = tx.create(SnapshotEntity, {
        organization: principal.organizationId,
        companyId: company.id,
        companyType: company.companyType,
        label,
        comment: body.comment ?? null,
        commentBy,
        createdBy: principal.userId,
        company: frozen.company,
        objects: frozen.objects,
      });
      await tx.flush();
      await ctx.audit.record(tx, {
        organizationId: principal.organizationId,
        action: 'revision.created',
        actorId: principal.userId,
        actorName: commentBy,
        objectType: 'revision',
        objectId: snapshot.id,
        companyId: company.id,
        ip: request.ip ?? null,
        after: { label, objects: frozen.objects.length },
      });
      return snapshot;
    });
  }

  app.route(r.completeReport, async ({ em, principal, body, request }) => {
    const snapshot = await createRevision(em, principal, request, body);
    return { status: 'success', message: M.revisionSaved, snapshot: toSnapshotWire(snapshot) };
  });

  app.route(r.snapshotSave, async ({ em, principal, body, request }) => {
    if (!body._id) return { snapshot: toSnapshotWire(await createRevision(em, principal, request, body)) };
    const label = labelOf(body.label);
    const snapshot = await findSnapshot(em, body._id, body.company_id);
    const before = { label: snapshot.label, comment: snapshot.comment };
    snapshot.label = label;
    if (body.comment !== undefined) snapshot.comment = body.comment;
    snapshot.commentBy = await nameOf(principal);
    await em.transactional(async (tx) => {
      await tx.flush();
      await ctx.audit.record(tx, {
        organizationId: principal.organizationId,
        action: 'revision.edited',
        actorId: principal.userId,
        actorName: snapshot.commentBy,
        objectType: 'revision',
        objectId: snapshot.id,
        companyId: snapshot.companyId,
        ip: request.ip ?? null,
        before,
        after: { label, comment: snapshot.comment },
      });
    });
    return { snapshot: toSnapshotWire(snapshot) };
  });

  app.route(r.listSnapshots, async ({ em, query }) => {
    const company = await findCompany(em, query.id);
    if (!company) throw notFound(M.companyNotFound);
    const rows = await em.find(
      SnapshotEntity,
      { companyId: company.id },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return { snapshots: rows.map(toSnapshotWire), id: company.id };
  });

  app.route(r.restoreSnapshot, async ({ em, principal, body, request }) => {
    const snapshot = await findSnapshot(em, body.id);
    const company = await findCompany(em, snapshot.companyId);
    if (!company) throw notFound(M.companyNotFound);
    const changes = await restoreSnapshot(em, workflow, actorOf(principal, request), company, snapshot);
    await ctx.audit.record(em, {
      organizationId: principal.organizationId,
      action: 'revision.restored',
      actorId: principal.userId,
      actorName: await nameOf(principal),
      objectType: 'revision',
      objectId: snapshot.id,
      companyId: company.id,
      ip: request.ip ?? null,
      details: { change_ids: changes.map((c) => c.id) },
    });
    const path = `${sectionPath(company.id, company.companyType === 'corporate' ? 'corporate' : 'account_holder')}?snapshot=${snapshot.id}`;
    return {
      status: 'success',
      message: M.restoreProposed(changes.length),
      change_ids: changes.map((c) => c.id),
      company_id: company.id,
      company_type: company.companyType,
      path,
    };
  });

  // `delete-object {type: 'revision'}` [001:417]: a revision is not client data, it goes at once (ADR 0036).
  workflow.registerDirectRemoval('revision', {
    permission: 'verify_report',
    remove: async (em, actor, id) => {
      const snapshot = await findSnapshot(em, id);
      await em.transactional(async (tx) => {
        await tx.nativeDelete(SnapshotEntity, { id: snapshot.id });
        await ctx.audit.record(tx, {
          organizationId: actor.organizationId,
          action: 'revision.deleted',
          actorId: actor.userId,
          actorName: await nameOf(actor),
          objectType: 'revision',
          objectId: snapshot.id,
          companyId: snapshot.companyId,
          ip: actor.ip ?? null,
          before: {
            label: snapshot.label,
            snapshotDate: snapshot.createdAt.toISOString(),
            objects: snapshot.objects.length,
          },
        });
      });
      return { message: M.revisionDeleted };
    },
  });

  app.route(r.dossierReport, async ({ em, principal, query, reply }) => {
    const { pdf, filename } = await dossierReportPdf(
      em,
      query.company_id,
      query.snapshotId || query.snapshot_id || null,
      { organisation: principal.organizationId, generatedBy: await nameOf(principal) },
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(filename))
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
