import type { TestApp } from '@app/core/testing';
import { routePath, type AnyRoute } from '@app/core/shared';
import { generate } from 'otplib';
import { authRoutes, usersRoutes, type Role } from '../shared/index.ts';
import { createSuperUser } from './superuser.ts';

let seq = 0;
const unique = () => `${process.pid.toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface Account {
  token: string;
  id: string;
  email: string;
  password: string;
  username: string;
}

/** Registers a new organisation; returns its ADMINISTRATOR. */
export async function registerAdmin(t: TestApp): Promise<Account> {
  const u = unique();
  const input = { username: `adm${u}`.slice(0, 20), email: `admin-${u}@example.com`, password: 'secret-pass-1' };
  const res = await t.call(authRoutes.register, input);
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  const me = await t.call(usersRoutes.getUser, {}, res.body.token);
  return { token: res.body.token, id: me.body.user._id, ...input };
}

/** Creates a colleague with a role through the API and logs them in. */
export async function createMember(t: TestApp, admin: Account, role: Role): Promise<Account> {
  const u = unique();
  const input = {
    username: `u${u}`.slice(0, 20),
    email: `${role.toLowerCase()}-${u}@example.com`,
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

export async function superUser(t: TestApp): Promise<Account> {
  const email = `super-${unique()}@example.com`;
  const password = 'super-pass-1';
  const { id } = await createSuperUser(t.orm, { email, password });
  const login = await t.call(authRoutes.login, { email, password });
  return { token: login.body.token, id, email, password, username: 'super' };
}

/** A TOTP code for a secret at a given time step offset (30 s steps). */
export const totp = (secret: string, stepOffset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });

/** Like `t.call`, but from a given client IP (inject's remote address; no proxy header needed). */
export async function callFrom(
  t: TestApp,
  ip: string,
  route: AnyRoute,
  input: Record<string, unknown> = {},
  token?: string | null,
): Promise<{ status: number; body: any }> {
  const res = await t.app.inject({
    method: route.method,
    url: routePath(route),
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(route.method === 'GET' ? { query: input as Record<string, string> } : { payload: input }),
  });
  return { status: res.statusCode, body: res.json() };
}
