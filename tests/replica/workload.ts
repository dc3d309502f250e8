import type { TestApp } from '@app/core/testing';
import { createMember, registerAdmin, type Account } from '@app/plugin-auth/server/test-helpers';
import { authRoutes } from '@app/plugin-auth/shared';
import { dossierRoutes as r, FILE_PATHS } from '@app/plugin-dossier/shared';
import { ddRoutes as dd } from '@app/plugin-due-diligence/shared';
import { screeningRoutes as s } from '@app/plugin-screening/shared';
import { workflowRoutes as w } from '@app/plugin-workflow/shared';
import { createHash } from 'node:crypto';
import { multipart, PDF } from '../../plugins/dossier/src/server/files/files.test-helpers.ts';
import { COMPLETE_RECORD, NO_DOCUMENTS_ACK } from '../../plugins/due-diligence/src/server/dd.test-helpers.ts';
import { NoAnswer } from './remote-api.ts';

/** An organisation of the workload: its administrator, a maker (proposes) and a checker (approves). */
export interface Org {
  admin: Account;
  maker: Account;
  checker: Account;
}

/** Every write the workload sent: `acked` when the client got a 2xx answer (then it must be there exactly once). */
export interface Ledger {
  companies: { org: Org; name: string; id: string | null; acked: boolean }[];
  approvals: { org: Org; changeId: string; acked: boolean }[];
  edits: { org: Org; companyId: string; value: string; changeId: string | null; acked: boolean }[];
  files: { org: Org; fileId: string | null; sha: string; acked: boolean; downloaded: boolean }[];
  dds: { org: Org; id: string; submitted: boolean; approved: boolean }[];
  logins: number;
  screenings: number;
  /** Requests that failed with no answer or nginx's 502/504 (a replica died under them): allowed, not acknowledged. */
  cutOff: number;
  /** When each cut-off happened (ms since epoch): the last one after the kill bounds the recovery. */
  cutOffAt: number[];
  /** 5xx from the app or a 4xx where a 2xx was due: each one a failure of the test. */
  errors: string[];
}

export const newLedger = (): Ledger => ({
  companies: [],
  approvals: [],
  edits: [],
  files: [],
  dds: [],
  logins: 0,
  screenings: 0,
  cutOff: 0,
  cutOffAt: [],
  errors: [],
});

let n = 0;
const unique = () => `${process.pid.toString(36)}${(n++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function newOrg(api: TestApp): Promise<Org> {
  const admin = await registerAdmin(api);
  return {
    admin,
    maker: await createMember(api, admin, 'DATA_CONTROLLER'),
    checker: await createMember(api, admin, 'COMPLIANCE_OFFICER'),
  };
}

/** Thrown to end one iteration when a request was cut off (the workload goes on with the next). */
class CutOff extends Error {}

/**
 * One request of the workload: a 2xx answer is returned; a cut-off request (no answer, or nginx's
 * 502/504 when the replica died under it) ends the iteration as unacknowledged; anything else is an error.
 */
async function expectOk(ledger: Ledger, what: string, send: () => Promise<{ status: number; body: any }>) {
  let res;
  try {
    res = await send();
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
    ledger.cutOff++;
    ledger.cutOffAt.push(Date.now());
    throw new CutOff(what);
  }
  if (res.status === 502 || res.status === 504) {
    ledger.cutOff++;
    ledger.cutOffAt.push(Date.now());
    throw new CutOff(what);
  }
  if (res.status < 200 || res.status >= 300) {
    ledger.errors.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    throw new CutOff(what);
  }
  return res.body;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A PDF whose bytes are unique to this upload (a comment line before the trailer). */
const uniquePdf = (tag: string) => Buffer.concat([PDF.subarray(0, PDF.length - 6), Buffer.from(`%${tag}\n%%EOF\n`)]);

/**
 * One client's round: sign in, propose a client (the maker) and approve it (the checker), edit it
 * and approve that, upload a document and approve it, download it back, screen a name; every
 * third round a due diligence filled through its public link and approved.
 */
export async function round(api: TestApp, org: Org, ledger: Ledger, i: number): Promise<void> {
  const login = await expectOk(ledger, 'login', () =>
    api.call(authRoutes.login, { email: org.maker.email, password: 'member-pass-1' }),
  );
  ledger.logins++;
  const maker = login.token as string;

  const name = `Replica ${unique()} BV`;
  const company = { org, name, id: null as string | null, acked: false };
  ledger.companies.push(company);
  const created = await expectOk(ledger, 'create-company', () =>
    api.call(r.createCompany, { company_type: 'corporate', name, location_type: 'abroad' }, maker),
  );
  company.id = created.company._id;
  company.acked = true;
  await approveChange(api, org, ledger, created.change_id);

  const value = String(100000 + Math.floor(Math.random() * 900000));
  const edit = { org, companyId: company.id!, value, changeId: null as string | null, acked: false };
  ledger.edits.push(edit);
  const edited = await expectOk(ledger, 'kyc-review', () =>
    api.call(r.updateKycReview, { id: company.id, chamber_of_commerce: value }, maker),
  );
  edit.acked = true;
  edit.changeId = edited.change_id;
  await approveChange(api, org, ledger, edited.change_id);

  const content = uniquePdf(unique());
  const file = { org, fileId: null as string | null, sha: sha(content), acked: false, downloaded: false };
  ledger.files.push(file);
  const up = await expectOk(ledger, 'upload', () =>
    multipart(
      api,
      'POST',
      FILE_PATHS.uploadKycFile,
      maker,
      { company_id: company.id!, documentType: 'kyc-sr-7' },
      {
        filename: `doc-${i}.pdf`,
        content,
      },
    ),
  );
  file.fileId = up.file.id;
  file.acked = true;
  await approveChange(api, org, ledger, up.change_id);
  const got = await api.app.inject({
    method: 'GET',
    url: `/api/v1/download-kyc-file?id=${file.fileId}`,
    headers: { authorization: `Bearer ${maker}` },
  });
  if (got.statusCode === 200) file.downloaded = sha(got.rawPayload) === file.sha;
  else if (got.statusCode !== 502 && got.statusCode !== 504) ledger.errors.push(`download: ${got.statusCode}`);

  await expectOk(ledger, 'screening', () =>
    api.call(
      s.sanctionScreening,
      { firstname: 'Germain', surname: 'Katanga', dob: '1978-04-28', nationality: 'CD' },
      org.checker.token,
    ),
  );
  ledger.screenings++;

  if (i % 3 === 0) await dueDiligence(api, org, ledger, company.id!);
}

async function approveChange(api: TestApp, org: Org, ledger: Ledger, changeId: string | null) {
  if (!changeId) return void ledger.errors.push('a proposal answered without a change id');
  const approval = { org, changeId, acked: false };
  ledger.approvals.push(approval);
  await expectOk(ledger, 'approve', () => api.call(w.approveChange, { id: changeId }, org.checker.token));
  approval.acked = true;
}

let parties = 0;

async function dueDiligence(api: TestApp, org: Org, ledger: Ledger, companyId: string) {
  const made = await expectOk(ledger, 'dd create', () =>
    api.call(dd.createDueDiligence, { company_id: companyId, label: `Replica ${unique()}` }, org.maker.token),
  );
  const x = { id: made.dueDiligence._id as string, form: made.dueDiligence.access_link_token as string };
  const row = { org, id: x.id, submitted: false, approved: false };
  ledger.dds.push(row);
  // The link is filled by the client's own person, from their own address (the links' per-IP limit counts them apart).
  const party = { 'x-forwarded-for': `203.0.113.${(parties++ % 250) + 1}` };
  const els = (await expectOk(ledger, 'dd info', () => api.call(dd.dueDiligenceInfo, { token: x.form }, null, party)))
    .elements;
  await expectOk(ledger, 'dd save', () =>
    api.call(
      dd.saveDueDiligence,
      {
        token: x.form,
        record: COMPLETE_RECORD,
        elements: (els as { _id: string }[]).map((e) => ({ _id: e._id, is_relevant: 'NO' })),
      },
      null,
      party,
    ),
  );
  await expectOk(ledger, 'dd submit', () => api.call(dd.submitReport, { token: x.form }, null, party));
  row.submitted = true;
  await expectOk(ledger, 'dd approve', () =>
    api.call(
      dd.setDueDiligenceState,
      { id: x.id, status: 'approved', acknowledge_documents: NO_DOCUMENTS_ACK },
      org.checker.token,
    ),
  );
  row.approved = true;
}

/** Rounds until `until()` says stop; a cut-off round is abandoned and the next one starts. */
export async function client(api: TestApp, org: Org, ledger: Ledger, until: () => boolean): Promise<number> {
  let i = 0;
  while (!until()) {
    try {
      await round(api, org, ledger, i++);
    } catch (error) {
      if (error instanceof CutOff) continue;
      ledger.errors.push(`round: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
    }
  }
  return i;
}
