import { approve, approvedCorporate, createObject, team } from '@app/plugin-dossier/server/test-helpers';
import { workflowService } from '@app/plugin-workflow/shared';
import t from 'tap';
import { transactionsRoutes, transactionsService } from '../shared/index.ts';
import { RELINK_JOB, RELINK_SWEEP_JOB } from './relink.job.ts';
import { buildTransactionsTestApp, organizationOf, sepaTransfer } from './transactions.test-helpers.ts';

const api = await buildTransactionsTestApp(t);
const store = api.services.get(transactionsService);
const workflow = api.services.get(workflowService);
const org = await team(api);
const orgId = await organizationOf(api, org.maker.token);
const other = await team(api);
const otherId = await organizationOf(api, other.maker.token);

/** Proposes `number` as an account number of a new client; answers the client and the change to approve. */
async function proposeAccount(name: string, number: string) {
  const companyId = await approvedCorporate(api, org, name);
  const em = api.orm.em.fork();
  em.setFilterParams('tenant', { organization: orgId });
  const made = await createObject(
    em,
    workflow,
    { userId: org.maker.id, organizationId: orgId },
    {
      companyId,
      objectType: 'account_number',
      values: { account_number: number },
    },
  );
  return { companyId, changeId: made.change!.id };
}
const relinkJobs = async (organizationId: string) => api.ctx.jobs.list({ organizationId, name: RELINK_JOB, limit: 50 });
const linkedTo = async (account: string, token = org.maker.token) =>
  (await api.call(transactionsRoutes.listTransactions, { account }, token)).body.transactions.map(
    (x: { company_id: string | null }) => x.company_id,
  );

t.test('approving an account number relinks its unlinked transactions on the job service', async (t) => {
  await store.store(api.orm.em.fork(), orgId, [
    sepaTransfer({ account: 'FR7630006000011234567890189' }),
    sepaTransfer({ account: 'FR7630006000011234567890189' }),
  ]);
  const before = (await relinkJobs(orgId)).length;
  const { companyId, changeId } = await proposeAccount('Relink SARL', 'FR76 3000 6000 0112 3456 7890 189');
  t.equal((await relinkJobs(orgId)).length, before, 'a proposed account number is not the client’s yet');
  t.same(await linkedTo('FR7630006000011234567890189'), [null, null]);

  await approve(api, org.checker.token, changeId);
  const jobs = await relinkJobs(orgId);
  t.equal(jobs.length, before + 1, 'one relink queued by the approval');
  const done = await api.ctx.jobs.waitFor(jobs[0]!.id, 60_000);
  t.match(done, { state: 'completed', output: { linked: 2 } });
  t.same(await linkedTo('FR7630006000011234567890189'), [companyId, companyId]);
  t.equal((await relinkJobs(otherId)).length, 0, 'no other organisation is touched');
});

t.test('the transactions of another organisation with the same account stay unlinked', async (t) => {
  await store.store(api.orm.em.fork(), otherId, [sepaTransfer({ account: 'IT60X0542811101000000123456' })]);
  const { changeId } = await proposeAccount('Conto SpA', 'IT60X0542811101000000123456');
  await approve(api, org.checker.token, changeId);
  const [job] = await relinkJobs(orgId);
  await api.ctx.jobs.waitFor(job!.id, 60_000);
  t.same(await linkedTo('IT60X0542811101000000123456', other.maker.token), [null]);
});

t.test('a relink lost between the approval and its queueing is made up by the hourly sweep', async (t) => {
  const { companyId, changeId } = await proposeAccount('Sweep BV', 'NL91ABNA0417164300');
  await approve(api, org.checker.token, changeId);
  for (const job of await relinkJobs(orgId)) await api.ctx.jobs.waitFor(job.id, 60_000);
  // rows the approval's relink never saw: stored unlinked (as before the approval) after it ran
  const em = api.orm.em.fork();
  await store.store(em, orgId, [sepaTransfer({ account: 'NL91ABNA0417164300' })]);
  await em
    .getConnection()
    .execute(
      `update transactions_transaction set company_id = null where organization = ? and account = 'NL91ABNA0417164300'`,
      [orgId],
    );
  t.same(await linkedTo('NL91ABNA0417164300'), [null]);
  const sweep = await api.ctx.jobs.send(RELINK_SWEEP_JOB, {});
  const swept = await api.ctx.jobs.waitFor(sweep, 60_000);
  t.equal(swept.state, 'completed');
  t.ok((swept.output as { organizations: number }).organizations >= 1);
  const queued = (await relinkJobs(orgId)).filter((j) => !['completed', 'failed'].includes(j.state));
  for (const job of queued) await api.ctx.jobs.waitFor(job.id, 60_000);
  t.same(await linkedTo('NL91ABNA0417164300'), [companyId], 'linked by the sweep');
});
