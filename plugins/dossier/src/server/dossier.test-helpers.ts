import type { ServerPlugin } from '@app/core/plugin-api';
import type { AppConfig } from '@app/core/server';
import { buildTestApp, type TestApp } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import { authRoutes, usersRoutes, type Role } from '@app/plugin-auth/shared';
import { screeningServerPlugin } from '@app/plugin-screening/server';
import { workflowServerPlugin } from '@app/plugin-workflow/server';
import { workflowRoutes } from '@app/plugin-workflow/shared';
import { dossierRoutes as r } from '../shared/index.ts';
import { dossierServerPlugin } from './index.ts';

/** The dossier and the providers of its deps on a fresh database; a plugin built on the dossier adds itself in `plugins`. */
export const buildDossierTestApp = (
  t: { teardown(fn: () => unknown): void },
  opts: { plugins?: ServerPlugin[]; config?: Partial<AppConfig> } = {},
): Promise<TestApp> =>
  buildTestApp(t, {
    plugins: [
      authServerPlugin,
      workflowServerPlugin,
      screeningServerPlugin,
      dossierServerPlugin,
      ...(opts.plugins ?? []),
    ],
    config: opts.config,
  });

export interface Account {
  token: string;
  id: string;
  email: string;
  username: string;
}

let uniq = 0;
const unique = () => `${process.pid.toString(36)}d${(uniq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function registerAdmin(api: TestApp): Promise<Account> {
  const u = unique();
  const input = {
    username: `dos${u}`.slice(0, 20),
    email: `dossier-admin-${u}@example.com`,
    password: 'secret-pass-1',
  };
  const res = await api.call(authRoutes.register, input);
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  const me = await api.call(usersRoutes.getUser, {}, res.body.token);
  return { token: res.body.token, id: me.body.user._id, email: input.email, username: input.username };
}

export async function createMember(api: TestApp, admin: Account, role: Role): Promise<Account> {
  const u = unique();
  const input = {
    username: `m${u}`.slice(0, 20),
    email: `dossier-${role.toLowerCase()}-${u}@example.com`,
    password: 'member-pass-1',
    type: role,
  };
  const res = await api.call(usersRoutes.createAccount, input, admin.token);
  if (res.status !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  const login = await api.call(authRoutes.login, { email: input.email, password: input.password });
  return { token: login.body.token, id: res.body.user._id, email: input.email, username: input.username };
}
export interface Team {
  admin: Account;
  maker: Account;
  checker: Account;
  supervisor: Account;
  auditor: Account;
  client: Account;
}

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
export async function approvedCorporate(
  api: TestApp,
  t: Team,
  name = 'Acme Holding BV',
  location_type = 'abroad',
): Promise<string> {
  const res = await api.call(r.createCompany, { company_type: 'corporate', name, location_type }, t.maker.token);
  if (res.status !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  await approve(api, t.checker.token, res.body.change_id);
  return res.body.company._id;
}

export const dashboard = async (api: TestApp, token: string, companyId: string) =>
  (await api.call(r.dashboardData, { company_id: companyId }, token)).body.companyData;
export { createObject } from './objects/objects.service.ts';
