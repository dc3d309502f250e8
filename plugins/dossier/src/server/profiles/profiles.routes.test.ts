import { workflowRoutes } from '@app/plugin-workflow/shared';
import t from 'tap';
import { DOSSIER_MESSAGES as DM, dossierRoutes as r, OPS_MESSAGES as M } from '../../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, team } from '../dossier.test-helpers.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const { maker, checker, auditor, client } = org;

const FULL = {
  name_bank: "Maduro & Curiel's Bank",
  currency: 'USD',
  expected_transaction_incoming_info: 'Curaçao, Netherlands',
  expected_transaction_outgoing_info: 'United States',
  transaction_value_incoming: '3_001_10_000',
  transaction_value_outgoing: 'less_than_3_000',
  monthly_turnover_incoming: '10_001_50_000',
  monthly_turnover_outgoing: 'less_than_10_000',
  monthly_frequency_of_transaction_incoming: '11_50',
  monthly_frequency_of_transaction_outgoing: 'less_than_10',
  incoming_counterparty: 'Players of the casino',
  outgoing_counterparty: 'Payment provider',
  comments: 'Seasonal peaks in December',
};

t.test('account-number/create: the account and its profile exist at once, values are change requests', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Profile Corp NV');
  t.equal(
    (await api.call(r.createAccountNumber, { company_id: companyId }, auditor.token)).status,
    403,
    'an auditor may not',
  );
  t.equal(
    (await api.call(r.createAccountNumber, { company_id: companyId }, client.token)).status,
    403,
    'a client may not',
  );
  t.equal(
    (await api.call(r.createAccountNumber, { company_id: companyId }, other.maker.token)).status,
    404,
    'another organisation',
  );
  t.equal((await api.call(r.createAccountNumber, { company_id: companyId })).status, 401);
  const snap = await api.call(
    r.createAccountNumber,
    { company_id: companyId, snapshotId: 'a'.repeat(24) },
    maker.token,
  );
  t.equal(snap.status, 400);
  t.equal(snap.body.message, DM.viewingSnapshot);
  const blank = await api.call(r.createAccountNumber, { company_id: companyId, account_number: '   ' }, maker.token);
  t.equal(blank.status, 400);
  t.match(blank.body.errors, [{ field: 'account_number', message: M.accountNumberLength }]);
  t.equal(
    (await api.call(r.kycFilesInfo, { company_id: companyId }, maker.token)).body.account_number.length,
    0,
    'nothing created by bad input',
  );

  const res = await api.call(r.createAccountNumber, { company_id: companyId }, maker.token);
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.equal(res.body.message, 'Account Number added successfully');
  t.equal(res.body.change_id, null, 'empty objects need no review');
  const profile = res.body.transaction_profile;
  t.equal(profile.account!._id, res.body.account_number._id);
  t.same(profile.account_number, { value: res.body.account_number._id }, 'the profile references its account');

  const acc = await api.call(
    r.updateAccountNumber,
    { id: res.body.account_number._id, account_number: ' NL91ABNA0417164300 ' },
    maker.token,
  );
  t.equal(acc.status, 200, JSON.stringify(acc.body));
  t.same(acc.body.account_number.account_number, { value: null, new_value: 'NL91ABNA0417164300' });
  t.equal(
    (await api.call(r.updateAccountNumber, { id: res.body.account_number._id, account_number: 'x' }, auditor.token))
      .status,
    403,
  );
  t.equal(
    (await api.call(r.updateAccountNumber, { id: res.body.account_number._id, account_number: 'x' }, other.maker.token))
      .status,
    404,
  );
  t.equal(
    (await api.call(r.updateAccountNumber, { id: res.body.account_number._id, account_number: '' }, maker.token))
      .status,
    400,
  );
  await approve(api, checker.token, acc.body.change_id);
  const got = await api.call(r.getAccountNumber, { id: res.body.account_number._id }, auditor.token);
  t.same(got.body.account_number.account_number, { value: 'NL91ABNA0417164300' });
  t.equal((await api.call(r.getAccountNumber, { id: res.body.account_number._id }, other.auditor.token)).status, 404);
  t.equal((await api.call(r.getAccountNumber, { id: 'nope' }, maker.token)).status, 404);
});

t.test(
  'transaction-profile/update: bands from the lists, first counterparties mandatory, approve, delete with its account',
  async (t) => {
    const companyId = await approvedCorporate(api, org, 'Bands Corp NV');
    const created = (
      await api.call(r.createAccountNumber, { company_id: companyId, account_number: 'CW12 0001' }, maker.token)
    ).body;
    t.ok(created.change_id, 'an initial number is proposed for review');
    const id = created.transaction_profile._id;

    const missing = await api.call(r.updateTransactionProfile, { id, name_bank: 'MCB' }, maker.token);
    t.equal(missing.status, 400);
    t.same(missing.body.errors.map((e: { field: string }) => e.field).sort(), [
      'incoming_counterparty',
      'outgoing_counterparty',
    ]);
    t.equal(missing.body.message, M.counterpartyRequired);
    const badBand = await api.call(
      r.updateTransactionProfile,
      { ...FULL, id, transaction_value_incoming: '5_000' },
      maker.token,
    );
    t.equal(badBand.status, 400);
    t.match(badBand.body.errors, [
      { field: 'transaction_value_incoming', message: /choose one of Less than 3,000, 3,001 to 10,000/ },
    ]);
    t.equal((await api.call(r.updateTransactionProfile, { ...FULL, id, currency: 'BTC' }, maker.token)).status, 400);
    t.equal(
      (await api.call(r.updateTransactionProfile, { ...FULL, id, account_number: 'x' }, maker.token)).body.message,
      M.accountNumberFixed,
    );
    t.equal(
      (await api.call(r.updateTransactionProfile, { ...FULL, id, unknown_field: 1 } as never, maker.token)).status,
      400,
      'unknown fields refused',
    );
    t.equal(
      (await api.call(r.updateTransactionProfile, { ...FULL, id, snapshot_id: 'b'.repeat(24) }, maker.token)).body
        .message,
      DM.viewingSnapshot,
    );
    t.equal((await api.call(r.updateTransactionProfile, { ...FULL, id }, auditor.token)).status, 403);
    t.equal((await api.call(r.updateTransactionProfile, { ...FULL, id }, other.maker.token)).status, 404);
    t.same(
      (await api.call(r.getTransactionalProfile, { id }, maker.token)).body.transactional_profile.currency,
      undefined,
      'refused edits changed nothing',
    );

    const ok = await api.call(r.updateTransactionProfile, { ...FULL, id }, maker.token);
    t.equal(ok.status, 200, JSON.stringify(ok.body));
    t.same(ok.body.transactional_profile.currency, { value: null, new_value: 'USD' });
    const later = await api.call(r.updateTransactionProfile, { id, name_bank: 'MCB' }, maker.token);
    t.equal(later.status, 200, 'pending counterparties count for the rule');
    await approve(api, checker.token, ok.body.change_id);
    await approve(api, checker.token, created.change_id);
    const got = (await api.call(r.getTransactionalProfile, { id }, auditor.token)).body.transactional_profile;
    t.same(got.outgoing_counterparty, { value: 'Payment provider' });
    t.same(got.name_bank, { value: 'MCB' });
    t.same(got.account!.account_number, { value: 'CW12 0001' });
    t.equal(
      (await api.call(r.getTransactionalProfile, { id }, client.token)).status,
      403,
      'a client may not view profiles',
    );
    t.equal((await api.call(r.getTransactionalProfile, { id }, other.auditor.token)).status, 404);
    const clear = await api.call(r.updateTransactionProfile, { id, outgoing_counterparty: '  ' }, maker.token);
    t.equal(clear.status, 400, 'the first counterparty cannot be emptied');

    const list = await api.call(r.listTransactionProfiles, { company_id: companyId }, auditor.token);
    t.equal(list.body.transactional_profile.length, 1);
    const bundle = (await api.call(r.kycFilesInfo, { company_id: companyId }, auditor.token)).body;
    t.equal(
      (bundle.transactional_profile[0] as { account: { _id: string } }).account._id,
      created.account_number._id,
      'the bundle carries the profile with its account',
    );

    t.equal(
      (await api.call(workflowRoutes.deleteObject, { id, type: 'transaction_profile' }, auditor.token)).status,
      403,
      'an auditor may not delete',
    );
    t.equal(
      (await api.call(workflowRoutes.deleteObject, { id, type: 'transaction_profile' }, other.maker.token)).status,
      404,
    );
    const del = await api.call(workflowRoutes.deleteObject, { id, type: 'transaction_profile' }, maker.token);
    t.equal(del.status, 200, JSON.stringify(del.body));
    t.equal(
      (await api.call(r.listTransactionProfiles, { company_id: companyId }, maker.token)).body.transactional_profile
        .length,
      1,
      'removal waits for approval',
    );
    const pending = (
      await api.call(
        workflowRoutes.listNotifications,
        { view: 'forConfirmation', company_id: companyId },
        checker.token,
      )
    ).body;
    const removal = pending.notifications.find(
      (n: { actionType: string; object_id: string; _id: string }) => n.actionType === 'remove' && n.object_id === id,
    );
    t.ok(removal, 'a removal request is listed');
    await approve(api, checker.token, removal!._id);
    t.equal(
      (await api.call(r.listTransactionProfiles, { company_id: companyId }, maker.token)).body.transactional_profile
        .length,
      0,
    );
    t.equal(
      (await api.call(r.getAccountNumber, { id: created.account_number._id }, maker.token)).status,
      404,
      'its account number went with it [001:271]',
    );
  },
);

t.test('profile list reads through the dossier state: unknown snapshot 404, other organisation 404', async (t) => {
  const companyId = await approvedCorporate(api, org, 'List Corp NV');
  t.equal(
    (await api.call(r.listTransactionProfiles, { company_id: companyId, snapshot_id: 'c'.repeat(24) }, maker.token))
      .status,
    404,
  );
  t.equal((await api.call(r.listTransactionProfiles, { company_id: companyId }, other.maker.token)).status, 404);
});

t.test(
  'account-number/create with its first value: one change carrying the number, no empty account waiting for a second request',
  async (t) => {
    const companyId = await approvedCorporate(api, org, 'First Value Corp NV');
    const res = await api.call(
      r.createAccountNumber,
      { company_id: companyId, account_number: ' CW77 0042 ' },
      maker.token,
    );
    t.equal(res.status, 200, JSON.stringify(res.body));
    t.ok(res.body.change_id, 'the number is proposed in the same call');
    t.same(
      res.body.account_number.account_number,
      { value: null, new_value: 'CW77 0042' },
      'the account shows its number (pending)',
    );
    const pending = (
      await api.call(
        workflowRoutes.listNotifications,
        { view: 'forConfirmation', company_id: companyId },
        checker.token,
      )
    ).body;
    t.equal(pending.count, 1, 'exactly one change for the checker');
    const change = pending.notifications[0] as { _id: string; objectType: string; fields: string };
    t.equal(change._id, res.body.change_id);
    t.equal(change.objectType, 'account_number');
    t.match(JSON.parse(change.fields), { account_number: { new: 'CW77 0042' } }, 'the change carries the number');
    const bundle = (await api.call(r.kycFilesInfo, { company_id: companyId }, maker.token)).body;
    t.equal(bundle.account_number.length, 1, 'one account, not an empty one beside it');
    await approve(api, checker.token, res.body.change_id);
    t.same(
      (await api.call(r.getAccountNumber, { id: res.body.account_number._id }, auditor.token)).body.account_number
        .account_number,
      { value: 'CW77 0042' },
    );
    const long = await api.call(
      r.createAccountNumber,
      { company_id: companyId, account_number: 'x'.repeat(65) },
      maker.token,
    );
    t.equal(long.status, 400, 'a first value above 64 characters is refused');
    t.match(long.body.errors, [{ field: 'account_number', message: /64 characters/ }]);
    t.equal(
      (await api.call(r.kycFilesInfo, { company_id: companyId }, maker.token)).body.account_number.length,
      1,
      'nothing created by the refused call',
    );
  },
);
