import { buildTestApp, type TestApp } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import { authRoutes, usersRoutes, type Role } from '@app/plugin-auth/shared';
import { testItemRoutes, workflowTestPlugin } from '../testing/index.ts';
import { workflowServerPlugin } from './index.ts';

/** Workflow, its dependency (auth) and the test plugin that declares a reviewable type (`test_item`). */
export const buildWorkflowTestApp = (t: { teardown(fn: () => unknown): void }) =>
  buildTestApp(t, { plugins: [authServerPlugin, workflowServerPlugin, workflowTestPlugin] });

export interface Account {
  token: string;
  id: string;
  email: string;
  password: string;
  username: string;
}

let uniq = 0;
const unique = () => `${process.pid.toString(36)}w${(uniq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function registerAdmin(t: TestApp): Promise<Account> {
  const u = unique();
  const input = { username: `adm${u}`.slice(0, 20), email: `wf-admin-${u}@example.com`, password: 'secret-pass-1' };
  const res = await t.call(authRoutes.register, input);
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  const me = await t.call(usersRoutes.getUser, {}, res.body.token);
  return { token: res.body.token, id: me.body.user._id, ...input };
}

export async function createMember(t: TestApp, admin: Account, role: Role): Promise<Account> {
  const u = unique();
  const input = {
    username: `u${u}`.slice(0, 20),
    email: `wf-${role.toLowerCase()}-${u}@example.com`,
    password: 'member-pass-1',
    type: role,
  };
  const res = await t.call(usersRoutes.createAccount, input, admin.token);
  if (res.status !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  const login = await t.call(authRoutes.login, { email: input.email, password: input.password });
  return {
    token: login.body.token,
    id: res.body.user._id,
    email: input.email,
    password: input.password,
    username: input.username,
  };
}

export interface Team {
  admin: Account;
  maker: Account;
  checker: Account;
  checker2: Account;
  auditor: Account;
  client: Account;
}

/** An organisation: account manager proposes, compliance officers approve, an auditor only looks. */
export async function team(api: TestApp): Promise<Team> {
  const admin = await registerAdmin(api);
  return {
    admin,
    maker: await createMember(api, admin, 'DATA_CONTROLLER'),
    checker: await createMember(api, admin, 'COMPLIANCE_OFFICER'),
    checker2: await createMember(api, admin, 'DATA_PROCESSOR'),
    auditor: await createMember(api, admin, 'EXTERNAL_AUDITOR'),
    client: await createMember(api, admin, 'CLIENT'),
  };
}

let seq = 0;
/** Proposes a new test item (a creation change request); returns the item id and change id. */
export async function proposeItem(
  api: TestApp,
  token: string,
  fields: Record<string, unknown> = { name: 'Acme Ltd', amount: 100 },
  extra: Record<string, unknown> = {},
) {
  // A client id as the product makes them (24 hex characters), unique per test process.
  const company = `c${(process.pid % 0xffff).toString(16).padStart(4, '0')}${(++seq).toString(16).padStart(19, '0')}`;
  const res = await api.call(
    testItemRoutes.createTestItem,
    { company_id: company, company_name: `Client ${company}`, fields, ...extra },
    token,
  );
  if (res.status !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return { itemId: res.body.item._id as string, changeId: res.body.change_id as string, companyId: company };
}

export const item = async (api: TestApp, token: string, id: string) =>
  (await api.call(testItemRoutes.getTestItem, { id }, token)).body.item;
