import type { TestApp } from '@app/core/testing';
import { workflowRoutes } from '@app/plugin-workflow/shared';
import { dossierRoutes as r, type PeopleNode } from '../../shared/index.ts';
import type { Team } from '../dossier.test-helpers.ts';

/** Every change waiting for this client, approved by the team's compliance officer. */
export async function approveAll(api: TestApp, t: Team, companyId: string): Promise<number> {
  const res = await api.call(workflowRoutes.listNotifications, { view: 'forConfirmation', company_id: companyId, limit: '200' }, t.checker.token);
  if (res.status !== 200) throw new Error(`list failed: ${JSON.stringify(res.body)}`);
  for (const n of res.body.notifications as { _id: string }[]) {
    const ok = await api.call(workflowRoutes.approveChange, { id: n._id }, t.checker.token);
    if (ok.status !== 200) throw new Error(`approve failed: ${JSON.stringify(ok.body)}`);
  }
  return res.body.notifications.length;
}

export const bundle = async (api: TestApp, token: string, companyId: string) => (await api.call(r.kycFilesInfo, { company_id: companyId }, token)).body as Record<string, PeopleNode[]>;
export const value = (o: PeopleNode | null | undefined, f: string) => (o?.[f] as { value: unknown } | undefined)?.value ?? null;
