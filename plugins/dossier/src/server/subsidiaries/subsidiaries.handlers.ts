import type { RouteRegistrar } from '@app/core/plugin-api';
import { notFound } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DOSSIER_MESSAGES as DM,
  dossierRoutes as r,
  effective,
  SUBSIDIARY_MESSAGES as M,
  validateSubsidiary,
} from '../../shared/index.ts';
import { findCompany } from '../company.reviewable.ts';
import { loadDossier } from '../dossier-state.ts';
import { DossierObjectEntity } from '../objects/object.entity.ts';
import { findObject } from '../objects/object.reviewable.ts';
import { createObject, updateObject } from '../objects/objects.service.ts';
import { actorOf, invalid, refuseSnapshot } from '../ops/ops-common.ts';
import type { DossierDeps } from '../dossier-deps.ts';
import { subsidiaryWire } from './subsidiary-wire.ts';

async function loadSubsidiary(em: EntityManager, id: string) {
  const sub = await findObject(em, id, 'subsidiary');
  if (!sub) throw notFound(M.notFound);
  const files = await em.find(
    DossierObjectEntity,
    { parentId: sub.id, objectType: 'kyc_file', removed: false },
    { refresh: true },
  );
  return subsidiaryWire(sub, files);
}

/** Subsidiaries [001:201–202, 275, 427–431]: each create and edit is a change request; delete via delete-object. */
export function subsidiariesHandlers(app: RouteRegistrar, { workflow }: DossierDeps): void {
  app.route(r.listSubsidiaries, async ({ em, query }) => {
    const state = await loadDossier(em, query.company_id, query.snapshot_id ?? query.snapshotId);
    return {
      subsidiaries: state.objects
        .filter((o) => o.objectType === 'subsidiary')
        .map((s) => subsidiaryWire(s, state.objects)),
    };
  });

  app.route(r.getSubsidiary, async ({ em, query }) => ({ subsidiary: await loadSubsidiary(em, query.id) }));

  app.route(r.createSubsidiary, async ({ em, principal, body, request }) => {
    refuseSnapshot(body);
    const company = await findCompany(em, body.company_id);
    if (!company) throw notFound(DM.companyNotFound);
    const { errors, values } = validateSubsidiary(body);
    if (!values) throw invalid(errors);
    const actor = actorOf(principal, request);
    const { id, change } = await em.transactional(async (tx) => {
      const created = await createObject(tx, workflow, actor, {
        companyId: company.id,
        objectType: 'subsidiary',
        values: { ...values, comment_by: values.comment ? principal.userId : null },
      });
      // The subsidiary's annual-account slot [001:233, 319]: structure, not client data, so it exists with
      // its document type at once; its file is uploaded and reviewed like any slot (ADR 0038).
      tx.create(DossierObjectEntity, {
        id: newId(),
        organization: principal.organizationId,
        companyId: company.id,
        objectType: 'kyc_file',
        parentId: created.id,
        position: 0,
        fields: { documentType: { value: 'subsidiaries' }, subsidiary_id: { value: created.id } },
        createdBy: principal.userId,
        pendingCreation: false,
      });
      await tx.flush();
      return created;
    });
    const subsidiary = await loadSubsidiary(em, id);
    return {
      status: 'success',
      message: M.added(values.name),
      change_id: change?.id ?? null,
      subsidiary,
      file: subsidiary.file!,
    };
  });

  app.route(r.editSubsidiary, async ({ em, principal, body, request }) => {
    refuseSnapshot(body);
    const sub = await findObject(em, body._id, 'subsidiary');
    if (!sub) throw notFound(M.notFound);
    const now = (f: string) => effective(sub.fields[f]) as never;
    const given = (['name', 'last_annual_account_on_file', 'comment'] as const).filter((f) => body[f] !== undefined);
    const merged = {
      name: now('name'),
      last_annual_account_on_file: now('last_annual_account_on_file'),
      comment: now('comment'),
      ...Object.fromEntries(given.map((f) => [f, body[f]])),
    };
    const { errors, values } = validateSubsidiary(merged);
    if (!values)
      throw invalid(
        errors.filter((e) => given.includes(e.field as never)).length
          ? errors.filter((e) => given.includes(e.field as never))
          : errors,
      );
    const proposed: Record<string, unknown> = Object.fromEntries(given.map((f) => [f, values[f]]));
    if (given.includes('comment')) proposed.comment_by = values.comment ? principal.userId : null;
    const change = await updateObject(em, workflow, actorOf(principal, request), 'subsidiary', sub.id, proposed);
    return {
      status: 'success',
      message: M.edited(values.name),
      change_id: change?.id ?? null,
      subsidiary: await loadSubsidiary(em, sub.id),
    };
  });
}
