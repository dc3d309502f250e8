import type { TestApp } from '@app/core/testing';
import { workflowRoutes } from '@app/plugin-workflow/shared';
import { dossierRoutes as r, type PeopleNode } from '../../shared/index.ts';
import type { Team } from '../dossier.test-helpers.ts';

const waiting = async (api: TestApp, t: Team, companyId: string) => {
  const res = await api.call(
    workflowRoutes.listNotifications,
    { view: 'forConfirmation', company_id: companyId, limit: '200' },
    t.checker.token,
  );
  if (res.status !== 200) throw new Error(`list failed: ${JSON.stringify(res.body)}`);
  return res.body.notifications as { _id: string }[];
};

/** Every change waiting for this client, approved by the team's compliance officer; returns how many were waiting (an 'add' group is approved at once, ADR 0055). */
export async function approveAll(api: TestApp, t: Team, companyId: string): Promise<number> {
  const listed = (await waiting(api, t, companyId)).length;
  for (let left = await waiting(api, t, companyId); left.length; left = await waiting(api, t, companyId)) {
    const ok = await api.call(workflowRoutes.approveChange, { id: left[0]!._id }, t.checker.token);
    if (ok.status !== 200) throw new Error(`approve failed: ${JSON.stringify(ok.body)}`);
  }
  return listed;
}

export const bundle = async (api: TestApp, token: string, companyId: string) =>
  (await api.call(r.kycFilesInfo, { company_id: companyId }, token)).body as Record<string, PeopleNode[]>;
export const value = (o: PeopleNode | null | undefined, f: string) =>
  (o?.[f] as { value: unknown } | undefined)?.value ?? null;
