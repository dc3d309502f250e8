import type { AnyRoute } from '@app/core/shared';
import type { TestApp } from '@app/core/testing';
import { approve, approvedCorporate, createObject, type Account, type Team } from '@app/plugin-dossier/server/test-helpers';
import { dossierRoutes as r, FILE_PATHS } from '@app/plugin-dossier/shared';
import { ddRoutes as dd } from '@app/plugin-due-diligence/shared';
import { runImport, type IndexService } from '@app/plugin-screening/server';
import { screeningRoutes as s } from '@app/plugin-screening/shared';
import { readFileSync } from 'node:fs';
import { workflowRoutes as w, type ReviewAction, type WorkflowService } from '@app/plugin-workflow/shared';
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
  a: Account; b: Account; officer: Account; c: Account;
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
export const val = (x: unknown): unknown => (x && typeof x === 'object' && !Array.isArray(x) && 'value' in x ? (x as { value: unknown }).value : (x ?? null));
const text = (t: string) => ({ ops: [{ insert: `${t}\n` }] });
let n = 0;
const uniq = (name: string) => `${name} ${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + (Math.floor(n++ / 26) % 26))} BV`;

async function ok<T extends { status: number; body: any }>(res: Promise<T> | T, what: string): Promise<T['body']> {
  const r2 = await res;
  if (r2.status !== 200) throw new Error(`${what}: ${r2.status} ${JSON.stringify(r2.body)}`);
  return r2.body;
}
const changeOf = async (res: Promise<{ status: number; body: any }>, what: string) => (await ok(res, what)).change_id as string | null;

/** Every change waiting for a client, approved by the organisation's checker (setup only). */
export async function approveAll(env: Env, companyId: string): Promise<void> {
  for (;;) {
    const waiting = (await ok(env.api.call(w.listNotifications, { view: 'forConfirmation', company_id: companyId, limit: '200' }, env.org.checker.token), 'list')).notifications as ReviewAction[];
    if (!waiting.length) return;
    await approve(env.api, env.org.checker.token, waiting[0]!._id);
  }
}
export const pendingOf = async (env: Env, companyId: string) =>
  (await ok(env.api.call(w.listNotifications, { view: 'forConfirmation', company_id: companyId, limit: '200' }, env.c.token), 'list')).notifications as ReviewAction[];

const upload = (env: Env, who: Account, path: string, fields: Record<string, string>, filename: string) => multipart(env.api, 'POST', path, who.token, fields, { filename, content: PDF });
const fileInfo = async (env: Env, id: string) => {
  const f = (await ok(env.api.call(r.getKycFileInfo, { id }, env.c.token), 'get-kycfile')).file as Record<string, unknown>;
  return { ...f, filename: (f.file as { filename?: string } | null)?.filename ?? null } as Record<string, unknown>;
};
/** An approved company document; returns client and KYC file ids. */
async function approvedDocument(env: Env, documentType: string, extra: Record<string, string> = {}) {
  const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Files'));
  const res = await upload(env, env.org.maker, FILE_PATHS.uploadKycFile, { company_id: companyId, documentType, ...extra }, 'first.pdf');
  if (res.status !== 200) throw new Error(`upload: ${JSON.stringify(res.body)}`);
  await approve(env.api, env.org.checker.token, res.body.change_id);
  return { companyId, id: res.body.file.id as string };
}
const dashboard = async (env: Env, id: string, fields: string[]) => {
  const d = (await ok(env.api.call(r.dashboardData, { company_id: id }, env.c.token), 'dashboard')).companyData as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f, val(d[f])]));
};
const node = async (env: Env, route: AnyRoute, key: string, id: string, fields: string[]) => {
  const o = (await ok(env.api.call(route, { id }, env.c.token), `get ${key}`))[key] as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f, val(o[f])]));
};
/** A service-made object (values {} exist at once; others through a change the checker approves). */
async function made(env: Env, companyId: string, objectType: string, values: Record<string, unknown>, parentId: string | null = null) {
  const em = env.api.orm.em.fork();
  em.setFilterParams('tenant', { organization: env.organizationId });
  const o = await createObject(em, env.api.ctx.services.workflow as WorkflowService, { userId: env.org.maker.id, organizationId: env.organizationId }, { companyId, objectType: objectType as never, parentId, values });
  if (o.change) await approve(env.api, env.org.checker.token, o.change.id);
  return o.id;
}
async function approvedUboPerson(env: Env) {
  const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes People'));
  const ubo = await ok(env.api.call(r.createUbo, { company_id: companyId, location_type: 'abroad', firstName: 'Uma', lastName: 'Berg', percentage_held: 30 }, env.org.maker.token), 'ubo');
  await approveAll(env, companyId);
  const person = (await ok(env.api.call(r.getUbo, { id: ubo.ubo._id }, env.c.token), 'get-ubo')).ubo.person._id as string;
  return { companyId, uboId: ubo.ubo._id as string, personId: person };
}
/** A due diligence filled and submitted through its link, approved by the checker. */
async function approvedDd(env: Env) {
  const x = await newDd(env.api, env.org.maker.token, await approvedCorporate(env.api, env.org, uniq('Four Eyes DD')));
  const els = (await ok(env.api.call(dd.dueDiligenceInfo, { token: x.form }), 'dd info')).elements as { _id: string }[];
  await ok(env.api.call(dd.saveDueDiligence, { token: x.form, record: COMPLETE_RECORD, elements: els.map((e) => ({ _id: e._id, is_relevant: 'NO' })) }), 'dd save');
  await ok(env.api.call(dd.submitReport, { token: x.form }), 'dd submit');
  await ok(env.api.call(dd.setDueDiligenceState, { id: x.id, status: 'approved', acknowledge_documents: NO_DOCUMENTS_ACK }, env.org.checker.token), 'dd approve');
  return x.id;
}
/** Screening answers 409 until a list is imported: the EU sample, once per app. */
let imported: Promise<unknown> | null = null;
function sanctionList(env: Env) {
  const indexes = (env.api.ctx.services.screening as { indexes: IndexService }).indexes;
  const eu = readFileSync(new URL('../../plugins/screening/src/readers/fixtures/eu-sample.xml', import.meta.url));
  imported ??= runImport(env.api.orm, indexes, 'eu', [{ name: 'eu-sample.xml', content: eu }], null).then((job) => job.done);
  return imported;
}
const ddRead = async (env: Env, id: string) => (await ok(env.api.call(dd.getDueDiligence, { id }, env.c.token), 'dd get')) as { dueDiligence: Record<string, unknown>; elements: Record<string, unknown>[] };

export const scenarios: Record<string, Scenario> = {
  async createCompany(env) {
    let id = '';
    const name = uniq('Four Eyes Created');
    return {
      byA: async () => {
        const res = await ok(env.api.call(r.createCompany, { company_type: 'corporate', name, location_type: 'abroad' }, env.a.token), 'create-company');
        id = res.company._id;
        return res.change_id;
      },
      byB: () => changeOf(env.api.call(r.updateKycReview, { id, risk_level: 'high' }, env.b.token), 'update/kyc-review'),
      read: () => dashboard(env, id, ['name', 'risk_level']),
      expected: { name, risk_level: 'high' },
    };
  },

  async updateKycReview(env) {
    const id = await approvedCorporate(env.api, env.org, uniq('Four Eyes Dashboard'));
    return {
      byA: () => changeOf(env.api.call(r.updateKycReview, { id, risk_level: 'medium', chamber_of_commerce: '123456' }, env.a.token), 'A dashboard'),
      byB: () => changeOf(env.api.call(r.updateKycReview, { id, risk_level: 'high', current_fiscal_year: 2026 }, env.b.token), 'B dashboard'),
      read: () => dashboard(env, id, ['risk_level', 'chamber_of_commerce', 'current_fiscal_year']),
      expected: { risk_level: 'high', chamber_of_commerce: '123456', current_fiscal_year: 2026 },
      overwritten: { field: 'risk_level', a: 'medium' },
    };
  },

  async restoreSnapshot(env) {
    const id = await approvedCorporate(env.api, env.org, uniq('Four Eyes Restore'));
    await approve(env.api, env.org.checker.token, await changeOf(env.api.call(r.updateKycReview, { id, chamber_of_commerce: '111111' }, env.org.maker.token), 'setup'));
    const snapshot = (await ok(env.api.call(r.completeReport, { company_id: id, label: 'Before' }, env.org.checker.token), 'complete-report')).snapshot._id as string;
    await approve(env.api, env.org.checker.token, await changeOf(env.api.call(r.updateKycReview, { id, chamber_of_commerce: '222222' }, env.org.maker.token), 'setup'));
    return {
      byA: () => changeOf(env.api.call(r.updateKycReview, { id, current_fiscal_year: 2026 }, env.a.token), 'A dashboard'),
      // The restore sets chamber_of_commerce back and the fiscal year A proposed back to the revision's (none).
      byB: async () => (await ok(env.api.call(r.restoreSnapshot, { id: snapshot }, env.b.token), 'snapshot-restore')).change_ids[0] ?? null,
      read: () => dashboard(env, id, ['chamber_of_commerce', 'current_fiscal_year']),
      expected: { chamber_of_commerce: '111111', current_fiscal_year: null },
      overwritten: { field: 'current_fiscal_year', a: 2026 },
      keeps: ['current_fiscal_year'],
    };
  },

  async uploadKycFile(env) {
    const { companyId, id } = await approvedDocument(env, 'kyc-sr-7');
    return {
      byA: () => changeOf(env.api.call(r.commentUpload, { comment_structure: { id, comment_supervisor: text('Register checked by A') } }, env.a.token), 'A comment'),
      byB: async () => (await upload(env, env.b, FILE_PATHS.uploadKycFile, { company_id: companyId, documentType: 'kyc-sr-7' }, 'by-b.pdf')).body.change_id,
      read: async () => { const f = await fileInfo(env, id); return { filename: f.filename, comment_supervisor: f.comment_supervisor ?? null }; },
      expected: { filename: 'by-b.pdf', comment_supervisor: text('Register checked by A') },
    };
  },

  async uploadFile(env) {
    const { companyId, personId } = await approvedUboPerson(env);
    const first = await upload(env, env.org.maker, FILE_PATHS.uploadFile, { company_id: companyId, owner_id: personId, documentType: 'passport_file' }, 'passport.pdf');
    await approve(env.api, env.org.checker.token, first.body.change_id);
    const id = first.body.file.id as string;
    return {
      byA: () => changeOf(env.api.call(r.commentUpload, { comment_structure: { id, comment_supervisor: text('Passport seen by A') } }, env.a.token), 'A comment'),
      byB: async () => (await upload(env, env.b, FILE_PATHS.uploadFile, { company_id: companyId, owner_id: personId, documentType: 'passport_file' }, 'passport-b.pdf')).body.change_id,
      read: async () => { const f = await fileInfo(env, id); return { filename: f.filename, comment_supervisor: f.comment_supervisor ?? null }; },
      expected: { filename: 'passport-b.pdf', comment_supervisor: text('Passport seen by A') },
    };
  },

  async updateFile(env) {
    const { companyId, id } = await approvedDocument(env, 'kyc-aa-y1-12', { year: '2025', fiscal_year_ending_on: '2025-12-31' });
    return {
      byA: async () => (await upload(env, env.a, FILE_PATHS.uploadKycFile, { company_id: companyId, documentType: 'kyc-aa-y1-12' }, 'by-a.pdf')).body.change_id,
      byB: async () => (await env.api.app.inject({ method: 'POST', url: FILE_PATHS.updateFile(id), payload: { year: 2024 }, headers: { authorization: `Bearer ${env.b.token}` } })).json().change_id,
      read: async () => { const f = await fileInfo(env, id); return { filename: f.filename, year: f.year ?? null }; },
      expected: { filename: 'by-a.pdf', year: 2024 },
    };
  },

  async createFileSection(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Bank'));
    let id = '';
    return {
      byA: async () => {
        const res = await ok(env.api.call(r.createFileSection, { company_id: companyId, documentType: 'scfba', bank_name: 'Rabobank' }, env.a.token), 'file-section');
        id = res.file.id;
        return res.change_id;
      },
      byB: async () => (await upload(env, env.b, FILE_PATHS.uploadKycFile, { company_id: companyId, documentType: 'scfba', kyc_file_id: id }, 'card.pdf')).body.change_id,
      read: async () => { const f = await fileInfo(env, id); return { filename: f.filename, bank_name: f.bank_name ?? null }; },
      expected: { filename: 'card.pdf', bank_name: 'Rabobank' },
    };
  },

  async updateListingServices(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Listing'), 'abroad');
    const first = await ok(env.api.call(r.updateListingServices, { company_id: companyId, value: 'Directorship' }, env.org.maker.token), 'listing');
    await approve(env.api, env.org.checker.token, first.change_id);
    const id = first.listingServices._id as string;
    const read = async () => {
      const l = (await ok(env.api.call(r.kycFilesInfo, { company_id: companyId }, env.c.token), 'bundle')).listingServices[0] as Record<string, unknown>;
      return { value: l.value ?? null, comment_supervisor: l.comment_supervisor ?? null };
    };
    return {
      byA: () => changeOf(env.api.call(r.commentUpload, { comment_structure: { id, comment_supervisor: text('Agreed in the engagement letter') } }, env.a.token), 'A comment'),
      byB: () => changeOf(env.api.call(r.updateListingServices, { company_id: companyId, value: 'Directorship and bookkeeping' }, env.b.token), 'B listing'),
      read,
      expected: { value: 'Directorship and bookkeeping', comment_supervisor: text('Agreed in the engagement letter') },
    };
  },

  /** The reported case: a compliance officer's comment joins a pending file change. */
  async commentUpload(env) {
    const { companyId, id } = await approvedDocument(env, 'kyc-oc-6');
    return {
      byA: async () => (await upload(env, env.a, FILE_PATHS.uploadKycFile, { company_id: companyId, documentType: 'kyc-oc-6' }, 'new-extract.pdf')).body.change_id,
      byB: () => changeOf(env.api.call(r.commentUpload, { comment_structure: { id, comment_compliance_officer: text('Fine by compliance') } }, env.officer.token), 'officer comment'),
      extender: env.officer,
      read: async () => { const f = await fileInfo(env, id); return { filename: f.filename, comment_compliance_officer: f.comment_compliance_officer ?? null }; },
      expected: { filename: 'new-extract.pdf', comment_compliance_officer: text('Fine by compliance') },
    };
  },

  async createAccountNumber(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Account'));
    let id = '';
    return {
      byA: async () => {
        const res = await ok(env.api.call(r.createAccountNumber, { company_id: companyId, account_number: 'CW12 0001' }, env.a.token), 'account-number/create');
        id = res.account_number._id;
        return res.change_id;
      },
      byB: () => changeOf(env.api.call(r.updateAccountNumber, { id, account_number: 'CW12 0002' }, env.b.token), 'B account'),
      read: async () => ({ account_number: val((await ok(env.api.call(r.getAccountNumber, { id }, env.c.token), 'get account')).account_number.account_number) }),
      expected: { account_number: 'CW12 0002' },
      overwritten: { field: 'account_number', a: 'CW12 0001' },
    };
  },

  async updateAccountNumber(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Account Edit'));
    const id = (await ok(env.api.call(r.createAccountNumber, { company_id: companyId }, env.org.maker.token), 'account')).account_number._id as string;
    return {
      byA: () => changeOf(env.api.call(r.updateAccountNumber, { id, account_number: 'NL91ABNA0417164300' }, env.a.token), 'A account'),
      byB: () => changeOf(env.api.call(r.updateAccountNumber, { id, account_number: 'NL91ABNA0417164399' }, env.b.token), 'B account'),
      read: async () => ({ account_number: val((await ok(env.api.call(r.getAccountNumber, { id }, env.c.token), 'get account')).account_number.account_number) }),
      expected: { account_number: 'NL91ABNA0417164399' },
      overwritten: { field: 'account_number', a: 'NL91ABNA0417164300' },
    };
  },

  async updateTransactionProfile(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Profile'));
    const id = (await ok(env.api.call(r.createAccountNumber, { company_id: companyId }, env.org.maker.token), 'account')).transaction_profile._id as string;
    const FULL = { incoming_counterparty: 'Players of the casino', outgoing_counterparty: 'Payment provider', comments: 'Seasonal peaks in December' };
    return {
      byA: () => changeOf(env.api.call(r.updateTransactionProfile, { id, ...FULL }, env.a.token), 'A profile'),
      byB: () => changeOf(env.api.call(r.updateTransactionProfile, { id, name_bank: 'MCB', comments: 'Peaks in December and July' }, env.b.token), 'B profile'),
      read: async () => {
        const p = (await ok(env.api.call(r.getTransactionalProfile, { id }, env.c.token), 'get profile')).transactional_profile as Record<string, unknown>;
        return { outgoing_counterparty: val(p.outgoing_counterparty), name_bank: val(p.name_bank), comments: val(p.comments) };
      },
      expected: { outgoing_counterparty: 'Payment provider', name_bank: 'MCB', comments: 'Peaks in December and July' },
      overwritten: { field: 'comments', a: 'Seasonal peaks in December' },
    };
  },

  async createSubsidiary(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Parent'));
    let id = '';
    return {
      byA: async () => {
        const res = await ok(env.api.call(r.createSubsidiary, { company_id: companyId, name: 'Sub One BV', last_annual_account_on_file: 2024 }, env.a.token), 'subsidiaries/create');
        id = res.subsidiary._id;
        return res.change_id;
      },
      byB: () => changeOf(env.api.call(r.editSubsidiary, { _id: id, comment: 'Dormant since 2023' }, env.b.token), 'B subsidiary'),
      read: () => node(env, r.getSubsidiary, 'subsidiary', id, ['name', 'comment']),
      expected: { name: 'Sub One BV', comment: 'Dormant since 2023' },
    };
  },

  async editSubsidiary(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Parent'));
    const sub = await ok(env.api.call(r.createSubsidiary, { company_id: companyId, name: 'Sub Zero BV', last_annual_account_on_file: 2024 }, env.org.maker.token), 'sub');
    await approve(env.api, env.org.checker.token, sub.change_id);
    const id = sub.subsidiary._id as string;
    return {
      byA: () => changeOf(env.api.call(r.editSubsidiary, { _id: id, name: 'Sub Alpha BV' }, env.a.token), 'A subsidiary'),
      byB: () => changeOf(env.api.call(r.editSubsidiary, { _id: id, name: 'Sub Beta BV', last_annual_account_on_file: 2025 }, env.b.token), 'B subsidiary'),
      read: () => node(env, r.getSubsidiary, 'subsidiary', id, ['name', 'last_annual_account_on_file']),
      expected: { name: 'Sub Beta BV', last_annual_account_on_file: 2025 },
      overwritten: { field: 'name', a: 'Sub Alpha BV' },
    };
  },

  ...peopleScenarios(),

  async saveSanctionAsPdf(env) {
    await sanctionList(env);
    const { companyId, personId } = await approvedUboPerson(env);
    const first = await upload(env, env.org.maker, FILE_PATHS.uploadFile, { company_id: companyId, owner_id: personId, documentType: 'world_check' }, 'wc.pdf');
    await approve(env.api, env.org.checker.token, first.body.change_id);
    const id = first.body.file.id as string;
    // The supervisor answers after the account manager (seed tiers): the account manager's answer is approved first.
    await approve(env.api, env.org.checker.token, await changeOf(env.api.call(r.commentUpload, { comment_structure: { id, sanctions_found: 'NO' } }, env.org.maker.token), 'AM answer'));
    return {
      byA: () => changeOf(env.api.call(r.commentUpload, { comment_structure: { id, sanctions_found_supervisor: 'NO' } }, env.a.token), 'A answer'),
      byB: async () => {
        const search = await ok(env.api.call(s.sanctionScreening, { firstname: 'Uma', surname: 'Berg', dob: '1980-01-01', nationality: 'NL', person_id: personId }, env.b.token), 'screening');
        await ok(env.api.call(s.saveSanctionAsPdf, { person_id: personId, sanctionIndex: 0, search_id: search.search_id }, env.b.token), 'save-sanction-as-pdf');
        return (await pendingOf(env, companyId)).find((c) => c.object_id === id)?._id ?? null;
      },
      read: async () => { const f = await fileInfo(env, id); return { pdf: /^sanction-screening-/.test(String(f.filename)), sanctions_found_supervisor: f.sanctions_found_supervisor ?? null }; },
      expected: { pdf: true, sanctions_found_supervisor: 'NO' },
    };
  },

  async saveDueDiligence(env) {
    const id = await approvedDd(env);
    return {
      byA: async () => (await ok(env.api.call(dd.saveDueDiligence, { id, record: { position: 'Chair' } }, env.a.token), 'A dd')).change_ids[0] ?? null,
      byB: async () => (await ok(env.api.call(dd.saveDueDiligence, { id, record: { position: 'Owner', filler_full_name: 'Piet Pieters' } }, env.b.token), 'B dd')).change_ids[0] ?? null,
      read: async () => { const d = (await ddRead(env, id)).dueDiligence; return { position: d.position, filler_full_name: d.filler_full_name }; },
      expected: { position: 'Owner', filler_full_name: 'Piet Pieters' },
      overwritten: { field: 'position', a: 'Chair' },
    };
  },

  async addDueDiligenceElement(env) {
    const id = await approvedDd(env);
    let el = '';
    return {
      byA: async () => {
        const res = await ok(env.api.call(dd.addElement, { id, type: 'director', name: 'New Director' }, env.a.token), 'add-element');
        el = res.element._id;
        return res.change_id ?? null;
      },
      byB: async () => (await ok(env.api.call(dd.saveDueDiligence, { id, elements: [{ _id: el, place_of_birth: 'Willemstad' }] }, env.b.token), 'B element')).change_ids[0] ?? null,
      read: async () => { const e = (await ddRead(env, id)).elements.find((x) => x._id === el); return { full_name: e?.full_name ?? null, place_of_birth: e?.place_of_birth ?? null }; },
      expected: { full_name: 'New Director', place_of_birth: 'Willemstad' },
    };
  },
};

function peopleScenarios(): Record<string, Scenario> {
  const company = (env: Env) => approvedCorporate(env.api, env.org, uniq('Four Eyes Owners'));
  return {
    async createShareholder(env) {
      const companyId = await company(env);
      let id = '';
      return {
        byA: async () => {
          const res = await ok(env.api.call(r.createShareholder, { company_id: companyId, shareholder_type: 'person', percentage_held: 30, firstName: 'Carla', lastName: 'Diaz' }, env.a.token), 'shareholder/create');
          id = res.shareholder._id;
          return res.change_id;
        },
        byB: () => changeOf(env.api.call(r.updateShareholder, { id, percentage_held: 40 }, env.b.token), 'B shareholder'),
        read: async () => {
          const sh = (await ok(env.api.call(r.getShareholder, { id, dependencies: 'true' }, env.c.token), 'get shareholder')).shareholder;
          return { percentage_held: val(sh.percentage_held), firstName: val(sh.entity?.firstName) };
        },
        expected: { percentage_held: 40, firstName: 'Carla' },
        overwritten: { field: 'percentage_held', a: 30 },
      };
    },
    async updateShareholder(env) {
      const companyId = await company(env);
      const sh = await ok(env.api.call(r.createShareholder, { company_id: companyId, shareholder_type: 'person', percentage_held: 20, firstName: 'Dana', lastName: 'Diaz' }, env.org.maker.token), 'sh');
      await approveAll(env, companyId);
      const id = sh.shareholder._id as string;
      return {
        byA: () => changeOf(env.api.call(r.updateShareholder, { id, percentage_held: 35 }, env.a.token), 'A shareholder'),
        byB: () => changeOf(env.api.call(r.updateShareholder, { id, percentage_held: 45 }, env.b.token), 'B shareholder'),
        read: () => node(env, r.getShareholder, 'shareholder', id, ['percentage_held']),
        expected: { percentage_held: 45 },
        overwritten: { field: 'percentage_held', a: 35 },
      };
    },
    async createUbo(env) {
      const companyId = await company(env);
      let id = '';
      return {
        byA: async () => {
          const res = await ok(env.api.call(r.createUbo, { company_id: companyId, location_type: 'abroad', firstName: 'Uma', lastName: 'Berg', percentage_held: 30 }, env.a.token), 'ubo/create');
          id = res.ubo._id;
          return res.change_id;
        },
        byB: () => changeOf(env.api.call(r.updateUbo, { id, location_type: 'local' }, env.b.token), 'B ubo'),
        read: async () => {
          const u = (await ok(env.api.call(r.getUbo, { id, dependencies: 'true' }, env.c.token), 'get ubo')).ubo;
          return { location_type: val(u.location_type), firstName: val(u.person?.firstName) };
        },
        expected: { location_type: 'local', firstName: 'Uma' },
        overwritten: { field: 'location_type', a: 'abroad' },
      };
    },
    async updateUbo(env) {
      const companyId = await company(env);
      const id = await made(env, companyId, 'ubo', {});
      return {
        byA: () => changeOf(env.api.call(r.updateUbo, { id, location_type: 'abroad' }, env.a.token), 'A ubo'),
        byB: () => changeOf(env.api.call(r.updateUbo, { id, location_type: 'local' }, env.b.token), 'B ubo'),
        read: () => node(env, r.getUbo, 'ubo', id, ['location_type']),
        expected: { location_type: 'local' },
        overwritten: { field: 'location_type', a: 'abroad' },
      };
    },
    async createMd(env) {
      const companyId = await company(env);
      let id = '';
      return {
        byA: async () => {
          const res = await ok(env.api.call(r.createMd, { company_id: companyId, location_type: 'local', entity_type: 'person', firstName: 'Dirk', lastName: 'Jansen' }, env.a.token), 'md/create');
          id = res.md._id;
          return res.change_id;
        },
        byB: () => changeOf(env.api.call(r.updateMd, { id, location_type: 'abroad' }, env.b.token), 'B md'),
        read: async () => {
          const m = (await ok(env.api.call(r.getMd, { id, dependencies: 'true' }, env.c.token), 'get md')).md;
          return { location_type: val(m.location_type), firstName: val(m.person?.firstName ?? m.persons?.[0]?.firstName) };
        },
        expected: { location_type: 'abroad', firstName: 'Dirk' },
        overwritten: { field: 'location_type', a: 'local' },
      };
    },
    async updateMd(env) {
      const companyId = await company(env);
      const id = await made(env, companyId, 'mbd_related', { entity_type: 'person' });
      return {
        byA: () => changeOf(env.api.call(r.updateMd, { id, location_type: 'local' }, env.a.token), 'A md'),
        byB: () => changeOf(env.api.call(r.updateMd, { id, location_type: 'abroad' }, env.b.token), 'B md'),
        read: () => node(env, r.getMd, 'md', id, ['location_type']),
        expected: { location_type: 'abroad' },
        overwritten: { field: 'location_type', a: 'local' },
      };
    },
    async createPerson(env) {
      const companyId = await company(env);
      const md = await ok(env.api.call(r.createMd, { company_id: companyId, location_type: 'abroad', entity_type: 'entity', name: 'Director Services NV' }, env.org.maker.token), 'md');
      await approveAll(env, companyId);
      let id = '';
      return {
        byA: async () => {
          const res = await ok(env.api.call(r.createPerson, { company_id: companyId, parent_id: md.md._id, firstName: 'Olga', lastName: 'Smit', title: 'Secretary' }, env.a.token), 'person/create');
          id = res.person._id;
          return res.change_id;
        },
        byB: () => changeOf(env.api.call(r.updatePerson, { id, lastName: 'Jansen', tinNumber: '1234567890' }, env.b.token), 'B person'),
        read: () => node(env, r.getPerson, 'person', id, ['firstName', 'lastName', 'tinNumber']),
        expected: { firstName: 'Olga', lastName: 'Jansen', tinNumber: '1234567890' },
        overwritten: { field: 'lastName', a: 'Smit' },
      };
    },
    async updatePerson(env) {
      const { personId: id } = await approvedUboPerson(env);
      return {
        byA: () => changeOf(env.api.call(r.updatePerson, { id, firstName: 'Anna', tinNumber: '1234567890' }, env.a.token), 'A person'),
        byB: () => changeOf(env.api.call(r.updatePerson, { id, firstName: 'Berta', zip: '12345' }, env.b.token), 'B person'),
        read: () => node(env, r.getPerson, 'person', id, ['firstName', 'tinNumber', 'zip']),
        expected: { firstName: 'Berta', tinNumber: '1234567890', zip: '12345' },
        overwritten: { field: 'firstName', a: 'Anna' },
      };
    },
    async createEntity(env) {
      const companyId = await company(env);
      const md = await made(env, companyId, 'mbd_related', { entity_type: 'entity', location_type: 'local' });
      let id = '';
      return {
        byA: async () => {
          const res = await ok(env.api.call(r.createEntity, { company_id: companyId, parent_id: md, name: 'Entity Alpha NV' }, env.a.token), 'entity/create');
          id = res.entity._id;
          return res.change_id;
        },
        byB: () => changeOf(env.api.call(r.updateEntity, { id, city: 'Willemstad' }, env.b.token), 'B entity'),
        read: () => node(env, r.getEntity, 'entity', id, ['name', 'city']),
        expected: { name: 'Entity Alpha NV', city: 'Willemstad' },
      };
    },
    async updateEntity(env) {
      const companyId = await company(env);
      const sh = await ok(env.api.call(r.createShareholder, { company_id: companyId, shareholder_type: 'entity', percentage_held: 20, name: 'Entity Fields NV' }, env.org.maker.token), 'sh');
      await approveAll(env, companyId);
      const id = sh.shareholder.entity._id as string;
      return {
        byA: () => changeOf(env.api.call(r.updateEntity, { id, name: 'Alpha Holdings NV' }, env.a.token), 'A entity'),
        byB: () => changeOf(env.api.call(r.updateEntity, { id, name: 'Beta Holdings NV', city: 'Willemstad' }, env.b.token), 'B entity'),
        read: () => node(env, r.getEntity, 'entity', id, ['name', 'city']),
        expected: { name: 'Beta Holdings NV', city: 'Willemstad' },
        overwritten: { field: 'name', a: 'Alpha Holdings NV' },
      };
    },
  };
}
