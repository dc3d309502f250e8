import type { AnyRoute } from '@app/core/shared';
import type { TestApp } from '@app/core/testing';
import {
  approve,
  approvedCorporate,
  createObject,
  type Account,
  type Team,
} from '@app/plugin-dossier/server/test-helpers';
import { dossierRoutes as r, FILE_PATHS } from '@app/plugin-dossier/shared';
import { ddRoutes as dd } from '@app/plugin-due-diligence/shared';
import { screeningService } from '@app/plugin-screening/shared';
import { readFileSync } from 'node:fs';
import { workflowRoutes as w, workflowService, type ReviewAction } from '@app/plugin-workflow/shared';
import { multipart, PDF } from '../../plugins/dossier/src/server/files/files.test-helpers.ts';
import { COMPLETE_RECORD, NO_DOCUMENTS_ACK, newDd } from '../../plugins/due-diligence/src/server/dd.test-helpers.ts';

/**
 * The four-eyes class test's scenarios (ADR 0062), one per route marked `proposes: 'change'`. A
 * proposes, then B extends the same pending change through the route under test (for a creation
 * route: B edits the object its creation made while that creation is pending, through the matching
 * update route). The driver then checks that neither A nor B may approve, and that a third person's
 * approval applies what both proposed.
 */
export interface Env {
  api: TestApp;
  /** Makes and approves the setup (maker proposes, checker approves). */
  org: Team;
  /** A and B may both propose and approve (DATA_PROCESSOR); officer is a COMPLIANCE_OFFICER that comments; c approves. */
  a: Account;
  b: Account;
  officer: Account;
  c: Account;
  organizationId: string;
}

export interface Case {
  /** A's proposal: the id of the change request it made or extended. */
  byA(): Promise<string | null>;
  /** B's extension through the route under test: the id of the change request it extended. */
  byB(): Promise<string | null>;
  /** Who extends (default B). */
  extender?: Account;
  /** The approved values of the fields A and B proposed, read back through GET routes. */
  read(): Promise<Record<string, unknown>>;
  /** What `read` answers once a colleague approved: A's values and B's. */
  expected: Record<string, unknown>;
  /** A field B overwrote (or set back), with A's earlier value: `field_proposals` keeps it. */
  overwritten?: { field: string; a: unknown };
  /** Fields of `expected` that keep their approved value (B set A's proposal back to it). */
  keeps?: string[];
}

export type Scenario = (env: Env) => Promise<Case>;

/** A value as the dossier wires send it: `{ value, new_value }` objects or flat values. */
export const val = (x: unknown): unknown =>
  x && typeof x === 'object' && !Array.isArray(x) && 'value' in x ? (x as { value: unknown }).value : (x ?? null);
export const text = (t: string) => ({ ops: [{ insert: `${t}\n` }] });
let n = 0;
export const uniq = (name: string) =>
  `${name} ${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + (Math.floor(n++ / 26) % 26))} BV`;

export async function ok<T extends { status: number; body: any }>(
  res: Promise<T> | T,
  what: string,
): Promise<T['body']> {
  const r2 = await res;
  if (r2.status !== 200) throw new Error(`${what}: ${r2.status} ${JSON.stringify(r2.body)}`);
  return r2.body;
}
export const changeOf = async (res: Promise<{ status: number; body: any }>, what: string) =>
  (await ok(res, what)).change_id as string | null;

/** Every change waiting for a client, approved by the organisation's checker (setup only). */
export async function approveAll(env: Env, companyId: string): Promise<void> {
  for (;;) {
    const waiting = (
      await ok(
        env.api.call(
          w.listNotifications,
          { view: 'forConfirmation', company_id: companyId, limit: '200' },
          env.org.checker.token,
        ),
        'list',
      )
    ).notifications as ReviewAction[];
    if (!waiting.length) return;
    await approve(env.api, env.org.checker.token, waiting[0]!._id);
  }
}
export const pendingOf = async (env: Env, companyId: string) =>
  (
    await ok(
      env.api.call(w.listNotifications, { view: 'forConfirmation', company_id: companyId, limit: '200' }, env.c.token),
      'list',
    )
  ).notifications as ReviewAction[];

export const upload = (env: Env, who: Account, path: string, fields: Record<string, string>, filename: string) =>
  multipart(env.api, 'POST', path, who.token, fields, { filename, content: PDF });
export const fileInfo = async (env: Env, id: string) => {
  const f = (await ok(env.api.call(r.getKycFileInfo, { id }, env.c.token), 'get-kycfile')).file as Record<
    string,
    unknown
  >;
  return { ...f, filename: (f.file as { filename?: string } | null)?.filename ?? null } as Record<string, unknown>;
};
/** An approved company document; returns client and KYC file ids. */
export async function approvedDocument(env: Env, documentType: string, extra: Record<string, string> = {}) {
  const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Files'));
  const res = await upload(
    env,
    env.org.maker,
    FILE_PATHS.uploadKycFile,
    { company_id: companyId, documentType, ...extra },
    'first.pdf',
  );
  if (res.status !== 200) throw new Error(`upload: ${JSON.stringify(res.body)}`);
  await approve(env.api, env.org.checker.token, res.body.change_id);
  return { companyId, id: res.body.file.id as string };
}
export const dashboard = async (env: Env, id: string, fields: string[]) => {
  const d = (await ok(env.api.call(r.dashboardData, { company_id: id }, env.c.token), 'dashboard'))
    .companyData as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f, val(d[f])]));
};
export const node = async (env: Env, route: AnyRoute, key: string, id: string, fields: string[]) => {
  const o = (await ok(env.api.call(route, { id }, env.c.token), `get ${key}`))[key] as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f, val(o[f])]));
};
/** A service-made object (values {} exist at once; others through a change the checker approves). */
export async function made(
  env: Env,
  companyId: string,
  objectType: string,
  values: Record<string, unknown>,
  parentId: string | null = null,
) {
  const em = env.api.orm.em.fork();
  em.setFilterParams('tenant', { organization: env.organizationId });
  const o = await createObject(
    em,
    env.api.services.get(workflowService),
    { userId: env.org.maker.id, organizationId: env.organizationId },
    { companyId, objectType: objectType as never, parentId, values },
  );
  if (o.change) await approve(env.api, env.org.checker.token, o.change.id);
  return o.id;
}
export async function approvedUboPerson(env: Env) {
  const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes People'));
  const ubo = await ok(
    env.api.call(
      r.createUbo,
      { company_id: companyId, location_type: 'abroad', firstName: 'Uma', lastName: 'Berg', percentage_held: 30 },
      env.org.maker.token,
    ),
    'ubo',
  );
  await approveAll(env, companyId);
  const person = (await ok(env.api.call(r.getUbo, { id: ubo.ubo._id }, env.c.token), 'get-ubo')).ubo.person
    ._id as string;
  return { companyId, uboId: ubo.ubo._id as string, personId: person };
}
/** A due diligence filled and submitted through its link, approved by the checker. */
export async function approvedDd(env: Env) {
  const x = await newDd(env.api, env.org.maker.token, await approvedCorporate(env.api, env.org, uniq('Four Eyes DD')));
  const els = (await ok(env.api.call(dd.dueDiligenceInfo, { token: x.form }), 'dd info')).elements as { _id: string }[];
  await ok(
    env.api.call(dd.saveDueDiligence, {
      token: x.form,
      record: COMPLETE_RECORD,
      elements: els.map((e) => ({ _id: e._id, is_relevant: 'NO' })),
    }),
    'dd save',
  );
  await ok(env.api.call(dd.submitReport, { token: x.form }), 'dd submit');
  await ok(
    env.api.call(
      dd.setDueDiligenceState,
      { id: x.id, status: 'approved', acknowledge_documents: NO_DOCUMENTS_ACK },
      env.org.checker.token,
    ),
    'dd approve',
  );
  return x.id;
}
/** Screening answers 409 until a list is imported: the EU sample, once per app. */
let imported: Promise<unknown> | null = null;
export function sanctionList(env: Env) {
  const { indexes } = env.api.services.get(screeningService);
  const eu = readFileSync(new URL('../../plugins/screening/src/readers/fixtures/eu-sample.xml', import.meta.url));
  imported ??= indexes.importList('eu', [{ name: 'eu-sample.xml', content: eu }]).then((job) => job.done);
  return imported;
}
export const ddRead = async (env: Env, id: string) =>
  (await ok(env.api.call(dd.getDueDiligence, { id }, env.c.token), 'dd get')) as {
    dueDiligence: Record<string, unknown>;
    elements: Record<string, unknown>[];
  };
