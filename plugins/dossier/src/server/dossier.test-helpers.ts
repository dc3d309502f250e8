import type { TestApp } from '@app/core/testing';
import { createMember, registerAdmin } from '@app/plugin-auth/server/test-helpers';
import { workflowRoutes } from '@app/plugin-workflow/shared';
import { dossierRoutes as r } from '../shared/index.ts';

type Account = Awaited<ReturnType<typeof registerAdmin>>;
export interface Team { admin: Account; maker: Account; checker: Account; supervisor: Account; auditor: Account; client: Account }

/** An organisation: account manager proposes, compliance officer approves, auditor and client only look. */
export async function team(api: TestApp): Promise<Team> {
  const admin = await registerAdmin(api);
  return {
    admin,
    maker: await createMember(api, admin, 'DATA_CONTROLLER'),
    checker: await createMember(api, admin, 'COMPLIANCE_OFFICER'),
    supervisor: await createMember(api, admin, 'DATA_PROCESSOR'),
    auditor: await createMember(api, admin, 'EXTERNAL_AUDITOR'),
    client: await createMember(api, admin, 'CLIENT'),
  };
}

export async function approve(api: TestApp, token: string, changeId: string | null): Promise<void> {
  if (!changeId) throw new Error('no change to approve');
  const res = await api.call(workflowRoutes.approveChange, { id: changeId }, token);
  if (res.status !== 200) throw new Error(`approve failed: ${JSON.stringify(res.body)}`);
}

/** A corporate client whose creation a colleague approved. */
export async function approvedCorporate(api: TestApp, t: Team, name = 'Acme Holding BV', location_type = 'abroad'): Promise<string> {
  const res = await api.call(r.createCompany, { company_type: 'corporate', name, location_type }, t.maker.token);
  if (res.status !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  await approve(api, t.checker.token, res.body.change_id);
  return res.body.company._id;
}

export const dashboard = async (api: TestApp, token: string, companyId: string) => (await api.call(r.dashboardData, { company_id: companyId }, token)).body.companyData;
