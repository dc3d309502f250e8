import type { RouteRegistrar } from '@app/core/plugin-api';
import { notFound } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  accountNumberLabel,
  cleanProfileValues,
  DOSSIER_MESSAGES as DM,
  dossierRoutes as r,
  OPS_MESSAGES as M,
  validateProfile,
} from '../../shared/index.ts';
import { findCompany } from '../company.reviewable.ts';
import { loadDossier } from '../dossier-state.ts';
import { DossierObjectEntity } from '../objects/object.entity.ts';
import { findObject } from '../objects/object.reviewable.ts';
import { createObject, listObjects, toObjectWire, updateObject } from '../objects/objects.service.ts';
import { actorOf, invalid, refuseSnapshot } from '../ops/ops-common.ts';
import type { DossierDeps } from '../dossier-deps.ts';
import { profileWire, profileWires } from './profile-wire.ts';

export const accountNumberErrors = (value: string | null) =>
  !value || value.length > 64 ? [{ field: 'account_number', message: M.accountNumberLength }] : [];

async function loadProfile(em: EntityManager, id: string) {
  const profile = await findObject(em, id, 'transaction_profile');
  if (!profile) throw notFound(M.profileNotFound);
  return { profile, objects: await listObjects(em, profile.companyId, ['account_number']) };
}

/** Account numbers and their transaction profiles (ADR 0038): one profile per account, created together. */
export function profilesHandlers(app: RouteRegistrar, { workflow }: DossierDeps): void {
  app.route(r.createAccountNumber, async ({ em, principal, body, request }) => {
    refuseSnapshot(body);
    const company = await findCompany(em, body.company_id);
    if (!company) throw notFound(DM.companyNotFound);
    const value = body.account_number === undefined ? undefined : (body.account_number ?? '').trim() || null;
    if (value !== undefined) {
      const errors = accountNumberErrors(value);
      if (errors.length) throw invalid(errors);
    }
    const actor = actorOf(principal, request);
    const { profileId, accountId, change } = await em.transactional(async (tx) => {
      // Both objects are empty: they hold no client data and exist at once (ADR 0029); values are reviewed.
      const profile = await createObject(tx, workflow, actor, {
        companyId: company.id,
        objectType: 'transaction_profile',
        values: {},
      });
      const account = await createObject(tx, workflow, actor, {
        companyId: company.id,
        objectType: 'account_number',
        parentId: profile.id,
        values: {},
      });
      const proposed = value
        ? await updateObject(tx, workflow, actor, 'account_number', account.id, { account_number: value })
        : null;
      return { profileId: profile.id, accountId: account.id, change: proposed };
    });
    const objects = await em.find(DossierObjectEntity, { id: { $in: [profileId, accountId] } }, { refresh: true });
    const profile = objects.find((o) => o.id === profileId)!;
    const label = accountNumberLabel(
      company.companyType as 'corporate' | 'account_holder',
      (company.accountHolderType ?? null) as never,
    );
    return {
      status: 'success',
      message: M.accountNumberAdded(label),
      change_id: change?.id ?? null,
      account_number: toObjectWire(objects.find((o) => o.id === accountId)!),
      transaction_profile: profileWire(profile, objects),
    };
  });

  app.route(r.updateAccountNumber, async ({ em, principal, body, request }) => {
    refuseSnapshot(body);
    const account = await findObject(em, body.id, 'account_number');
    if (!account) throw notFound(M.accountNumberNotFound);
    const value = (body.account_number ?? '').trim() || null;
    const errors = accountNumberErrors(value);
    if (errors.length) throw invalid(errors);
    const change = await updateObject(em, workflow, actorOf(principal, request), 'account_number', account.id, {
      account_number: value,
    });
    const fresh = (await findObject(em, account.id, 'account_number'))!;
    return {
      status: 'success',
      message: change ? M.saved : M.nothingToSave,
      change_id: change?.id ?? null,
      account_number: toObjectWire(fresh),
    };
  });

  app.route(r.getAccountNumber, async ({ em, query }) => {
    const account = await findObject(em, query.id, 'account_number');
    if (!account) throw notFound(M.accountNumberNotFound);
    return { account_number: toObjectWire(account) };
  });

  app.route(r.updateTransactionProfile, async ({ em, principal, body, request }) => {
    refuseSnapshot(body);
    const { profile } = await loadProfile(em, body.id);
    if (body.account_number !== undefined) throw invalid([{ field: 'account_number', message: M.accountNumberFixed }]);
    const proposed = cleanProfileValues(body as Record<string, unknown>);
    const errors = validateProfile(proposed, profile.fields);
    if (errors.length) throw invalid(errors);
    const change = Object.keys(proposed).length
      ? await updateObject(em, workflow, actorOf(principal, request), 'transaction_profile', profile.id, proposed)
      : null;
    const fresh = await loadProfile(em, profile.id);
    return {
      status: 'success',
      message: change ? M.saved : M.nothingToSave,
      change_id: change?.id ?? null,
      transactional_profile: profileWire(fresh.profile, fresh.objects),
    };
  });

  app.route(r.getTransactionalProfile, async ({ em, query }) => {
    const { profile, objects } = await loadProfile(em, query.id);
    return { transactional_profile: profileWire(profile, objects) };
  });

  app.route(r.listTransactionProfiles, async ({ em, query }) => {
    const state = await loadDossier(em, query.company_id, query.snapshotId ?? query.snapshot_id);
    return { transactional_profile: profileWires(state.objects) };
  });
}
