import { getJobRoute } from '@app/core/shared';
import { WORKFLOW_MESSAGES as WM, workflowRoutes as w } from '@app/plugin-workflow/shared';
import t from 'tap';
import { dossierRoutes as r, IMPORT_MESSAGES as M } from '../../shared/index.ts';
import { buildDossierTestApp, team } from '../dossier.test-helpers.ts';
import { csvOf, importCall } from './import.test-helpers.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
type Listed = {
  _id: string;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  pending_creation: boolean;
};
const find = async (search: string, token = org.maker.token, type: 'corporate' | 'account_holder' = 'corporate') =>
  (await api.call(r.listCompanies, { search, filters: { company_type: type } }, token)).body.companies as Listed[];
const waiting = async (companyId: string, token = org.checker.token) =>
  (await api.call(w.listNotifications, { view: 'forConfirmation', company_id: companyId, limit: '200' }, token)).body
    .notifications as Record<string, unknown>[];
const start = async (csv: string, fields: Record<string, string> = {}, token = org.maker.token) =>
  importCall(api, 'start', token, csv, fields);
const finished = async (jobId: string) => api.ctx.jobs.waitFor(jobId, 120_000);
const accounts = async (companyId: string, token = org.maker.token) =>
  (
    (await api.call(r.listTransactionProfiles, { company_id: companyId }, token)).body.transactional_profile as {
      account: Record<string, { value: unknown; new_value?: unknown }> | null;
    }[]
  ).map((p) => p.account?.account_number ?? null);

const FILE = csvOf(
  'corporate,Imported Alpha BV,abroad,,,,high,2025-05-10,"AL-1;AL-2"',
  'account_holder,,,Bea,Imported,insurance,low,,POL-77',
  'corporate,,local,,,,,,',
);

t.test('a file with errors is refused unless only the valid rows are asked for; nothing is created', async (t) => {
  const res = await start(FILE);
  t.equal(res.status, 400);
  t.equal(res.body.message, M.rowsHaveErrors(1));
  t.match(res.body.errors, [{ field: 'row 4: name', message: 'Name is required' }]);
  t.same(await find('Imported Alpha'), [], 'nothing created');
  const none = await start(csvOf('corporate,,local,,,,,,'), { only_valid: 'true' });
  t.equal(none.body.message, M.nothingValid);
  t.equal(
    (await start(csvOf('corporate,X BV,local,,,,,,'), { only_valid: 'yes' })).status,
    400,
    'only_valid is true or false',
  );
});

t.test(
  'import: each client with its account numbers is one pending creation group, decided at once by a checker',
  async (t) => {
    // A data processor may both propose and approve: the four-eyes rule is what stops them here.
    const res = await start(FILE, { only_valid: 'true' }, org.supervisor.token);
    t.equal(res.status, 200, JSON.stringify(res.body));
    t.match(res.body, { rows: 2, skipped: 1, message: M.queued(2) });
    const job = await finished(res.body.job_id);
    t.equal(job.state, 'completed', job.error ?? '');
    t.same(job.output, { created: 2, skipped: 1, requests: 5 });
    t.same(job.progress, { done: 2, total: 2, message: 'Row 3: 2 of 2 clients' });

    const [alpha] = await find('Imported Alpha');
    t.match(alpha, { name: 'Imported Alpha BV', pending_creation: true });
    const [bea] = await find('Imported', org.maker.token, 'account_holder');
    t.match(bea, { first_name: 'Bea', last_name: 'Imported', pending_creation: true });

    const requests = await waiting(alpha!._id);
    t.equal(requests.length, 3, 'the client and its two account numbers');
    const creation = requests.find((n) => n.objectType === 'kyc_review')!;
    t.same(JSON.parse(creation.fields as string), {
      company_type: { current: null, new: 'corporate' },
      location_type: { current: null, new: 'abroad' },
      name: { current: null, new: 'Imported Alpha BV' },
      risk_level: { current: null, new: 'high' },
      previous_review_date: { current: null, new: '2025-05-10' },
      next_review_date: { current: null, new: '2026-05-10' },
    });
    const accountRequests = requests.filter((n) => n.objectType === 'account_number');
    t.ok(
      accountRequests.every((n) => n.kyc_review === alpha!._id && n.sourceObjectState === null),
      'account creations name their client: one group (ADR 0055)',
    );

    // Nothing applied before approval.
    const before = (await api.call(r.dashboardData, { company_id: alpha!._id }, org.maker.token)).body.companyData;
    t.equal(before.risk_level.value, null);
    t.equal(before.risk_level.new_value, 'high');
    t.same(
      await accounts(alpha!._id),
      [
        { value: null, new_value: 'AL-1' },
        { value: null, new_value: 'AL-2' },
      ],
      'account numbers are pending values',
    );

    // Four eyes: the importer proposed the group and may not approve any member.
    const self = await api.call(w.approveChange, { id: accountRequests[0]!._id as string }, org.supervisor.token);
    t.equal(self.status, 403);
    t.equal(self.body.message, WM.selfApproval);
    t.equal(
      (await api.call(w.approveChange, { id: creation._id as string }, org.supervisor.token)).status,
      403,
      "nor the client's creation",
    );

    // One decision on an account's request approves the client and both accounts.
    const ok = await api.call(w.approveChange, { id: accountRequests[1]!._id as string }, org.checker.token);
    t.equal(ok.status, 200, JSON.stringify(ok.body));
    t.same(await waiting(alpha!._id), [], 'nothing left waiting for this client');
    const after = (await api.call(r.dashboardData, { company_id: alpha!._id }, org.maker.token)).body.companyData;
    t.match(after, {
      pending_creation: false,
      risk_level: { value: 'high' },
      next_review_date: { value: '2026-05-10' },
    });
    t.same(await accounts(alpha!._id), [{ value: 'AL-1' }, { value: 'AL-2' }]);

    // Denying the other client's creation takes its account with it.
    const beaRequests = await waiting(bea!._id);
    t.equal(beaRequests.length, 2);
    const denied = await api.call(
      w.denyChange,
      { id: beaRequests.find((n) => n.objectType === 'kyc_review')!._id as string, text: 'Not our client any more' },
      org.checker.token,
    );
    t.equal(denied.status, 200, JSON.stringify(denied.body));
    t.same(await waiting(bea!._id), [], 'the account request was decided with it');
    t.same(await find('Imported', org.maker.token, 'account_holder'), [], 'the denied client is gone');
  },
);

t.test('another organisation sees nothing of the import and cannot decide it', async (t) => {
  const res = await start(csvOf('corporate,Isolated Import BV,local,,,,,,ISO-1'));
  const job = await finished(res.body.job_id);
  t.equal(job.state, 'completed');
  t.equal(
    (await api.call(getJobRoute, { id: res.body.job_id }, org.maker.token)).status,
    200,
    'the importer follows the job',
  );
  t.equal(
    (await api.call(getJobRoute, { id: res.body.job_id }, other.maker.token)).status,
    404,
    'another organisation does not',
  );
  t.same(await find('Isolated Import', other.maker.token), []);
  const [mine] = await find('Isolated Import');
  const [request] = await waiting(mine!._id);
  t.equal((await api.call(w.approveChange, { id: request!._id as string }, other.checker.token)).status, 404);
  t.equal((await api.call(r.dashboardData, { company_id: mine!._id }, other.maker.token)).status, 404);
});

t.test("who may import: create-company's permission", async (t) => {
  const csv = csvOf('corporate,Authz Import BV,local,,,,,,');
  t.equal((await start(csv, {}, null as never)).status, 401);
  for (const who of [org.auditor, org.client, org.checker])
    t.equal((await start(csv, {}, who.token)).status, 403, 'no update_dashboard');
  t.same(await find('Authz Import'), [], 'nothing created');
});

t.test('a large file runs on the job queue with progress', { timeout: 240_000 }, async (t) => {
  const rows = 400;
  const began = Date.now();
  const res = await start(
    csvOf(
      ...Array.from(
        { length: rows },
        (_, i) => `corporate,Bulk Import ${String(i).padStart(5, '0')} BV,local,,,,medium,2025-01-15,BULK-${i}`,
      ),
    ),
  );
  t.equal(res.status, 200, JSON.stringify(res.body));
  const seen = new Set<number>();
  for (let state = ''; state !== 'completed' && state !== 'failed';) {
    const job = (await api.call(getJobRoute, { id: res.body.job_id }, org.maker.token)).body;
    state = job.state;
    seen.add(job.progress.done);
    if (state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const job = await finished(res.body.job_id);
  t.equal(job.state, 'completed', job.error ?? '');
  t.match(job.progress, { done: rows, total: rows });
  t.comment(`${rows} clients with an account each in ${Date.now() - began} ms`);
  t.ok(
    [...seen].some((d) => d > 0 && d < rows),
    `progress was reported on the way: ${[...seen]
      .sort((a, b) => a - b)
      .slice(0, 6)
      .join(', ')}…`,
  );
  t.equal(
    (await api.call(r.listCompanies, { search: 'Bulk Import' }, org.maker.token)).body.count,
    rows,
    'every row a client awaiting approval',
  );
});
