import { usersRoutes } from '@app/plugin-auth/shared';
import { workflowRoutes, workflowService } from '@app/plugin-workflow/shared';
import t from 'tap';
import { dossierService } from '../../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, team } from '../dossier.test-helpers.ts';
import { createObject, updateObject } from './objects.service.ts';

/** `onAccountsChanged`: told after an approved account number is committed, and only then (transactions relinks on it). */
const api = await buildDossierTestApp(t);
const org = await team(api);
const workflow = api.services.get(workflowService);
const dossier = api.services.get(dossierService);
const orgId = (await api.call(usersRoutes.getUser, {}, org.maker.token)).body.organization._id as string;
const actor = { userId: org.maker.id, organizationId: orgId };
const em = () => {
  const e = api.orm.em.fork();
  e.setFilterParams('tenant', { organization: orgId });
  return e;
};

/** Each call with the accounts `dossier.accounts` answered at that moment (so: after the commit or not). */
const heard: { organizationId: string; accounts: string[] }[] = [];
const stop = dossier.onAccountsChanged(async (organizationId) => {
  const accounts = await dossier.accounts(api.orm.em.fork(), organizationId);
  heard.push({ organizationId, accounts: accounts.map((a) => a.number) });
});

t.test('an approved new account number is heard once, after it is committed', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Heard BV');
  t.same(heard, [], "a client's creation changes no account");
  const made = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'account_number',
    values: { account_number: 'NL20INGB0001234567' },
  });
  t.same(heard, [], 'a proposal is not an account yet');
  await approve(api, org.checker.token, made.change!.id);
  t.same(heard, [{ organizationId: orgId, accounts: ['NL20INGB0001234567'] }], 'the listener reads the new account');

  const changed = await updateObject(em(), workflow, actor, 'account_number', made.id, {
    account_number: 'NL20INGB0007654321',
  });
  await approve(api, org.checker.token, changed!.id);
  t.equal(heard.length, 2, 'a changed number is heard');
  t.same(heard[1]!.accounts, ['NL20INGB0007654321']);
});

t.test('a denied account number and a transaction profile without a number change nothing heard', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Denied BV');
  const made = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'account_number',
    values: { account_number: 'DE44500105175407324931' },
  });
  const before = heard.length;
  const denied = await api.call(
    workflowRoutes.denyChange,
    { id: made.change!.id, text: 'Not the client’s account, checked with the bank' },
    org.checker.token,
  );
  t.equal(denied.status, 200);
  t.equal(heard.length, before);
  const profile = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'transaction_profile',
    values: { account_number: 'DE44500105175407324931' },
  });
  await approve(api, org.checker.token, profile.change!.id);
  t.equal(heard.length, before + 1, 'a transaction profile holding a number is heard too');
});

t.test('a listener that fails does not fail the approval; a removed listener hears nothing', async (t) => {
  const failing = dossier.onAccountsChanged(() => {
    throw new Error('listener down');
  });
  const companyId = await approvedCorporate(api, org, 'Robust BV');
  const made = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'account_number',
    values: { account_number: 'BE71096123456769' },
  });
  const res = await api.call(workflowRoutes.approveChange, { id: made.change!.id }, org.checker.token);
  t.equal(res.status, 200);
  failing();
  stop();
  const before = heard.length;
  const next = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'account_number',
    values: { account_number: 'BE71096123456770' },
  });
  await approve(api, org.checker.token, next.change!.id);
  t.equal(heard.length, before);
});
