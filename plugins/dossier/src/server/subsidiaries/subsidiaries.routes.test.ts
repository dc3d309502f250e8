import { workflowRoutes } from '@app/plugin-workflow/shared';
import t from 'tap';
import { DOSSIER_MESSAGES as DM, dossierRoutes as r, SUBSIDIARY_MESSAGES as M, yearMax } from '../../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, team } from '../dossier.test-helpers.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const { maker, checker, auditor, client } = org;
const list = async (companyId: string, token = maker.token) =>
  (await api.call(r.listSubsidiaries, { company_id: companyId }, token)).body.subsidiaries;

t.test(
  'subsidiaries/create: a change request with its annual-account slot; who may, bad input changes nothing',
  async (t) => {
    const companyId = await approvedCorporate(api, org, 'Parent Holding NV');
    const input = {
      company_id: companyId,
      name: 'Sub One BV',
      last_annual_account_on_file: 2024,
      comment: 'Dormant since 2023',
    };
    t.equal((await api.call(r.createSubsidiary, input, auditor.token)).status, 403);
    t.equal((await api.call(r.createSubsidiary, input, client.token)).status, 403);
    t.equal((await api.call(r.createSubsidiary, input, other.maker.token)).status, 404);
    t.equal((await api.call(r.createSubsidiary, input)).status, 401);
    const noName = await api.call(r.createSubsidiary, { ...input, name: '  ' }, maker.token);
    t.equal(noName.status, 400);
    t.same(noName.body.errors, [{ field: 'name', message: M.nameRequired }]);
    const early = await api.call(r.createSubsidiary, { ...input, last_annual_account_on_file: 1989 }, maker.token);
    t.match(early.body.errors, [{ field: 'last_annual_account_on_file', message: M.yearRange(1990, yearMax()) }]);
    t.equal(
      (await api.call(r.createSubsidiary, { ...input, last_annual_account_on_file: yearMax() + 1 }, maker.token))
        .status,
      400,
    );
    t.equal(
      (await api.call(r.createSubsidiary, { ...input, last_annual_account_on_file: 'soon' }, maker.token)).status,
      400,
    );
    t.equal(
      (await api.call(r.createSubsidiary, { ...input, snapshot_id: 'a'.repeat(24) }, maker.token)).body.message,
      DM.viewingSnapshot,
    );
    t.same(await list(companyId), [], 'nothing created by refused calls');

    const res = await api.call(r.createSubsidiary, { ...input, last_annual_account_on_file: 2035 }, maker.token);
    t.equal(res.status, 200, JSON.stringify(res.body));
    t.equal(res.body.message, 'Subsidiary Sub One BV added successfully');
    t.ok(res.body.change_id);
    t.same(res.body.subsidiary.name, { value: null, new_value: 'Sub One BV' });
    t.same(
      res.body.subsidiary.last_annual_account_on_file,
      { value: null, new_value: 2035 },
      '2035 is a year like any other',
    );
    t.equal(res.body.subsidiary.pending_creation, true);
    t.match(res.body.file, {
      parent_id: res.body.subsidiary._id,
      documentType: { value: 'subsidiaries' },
      subsidiary_id: { value: res.body.subsidiary._id },
    });
    t.equal((await list(companyId, auditor.token)).length, 1, 'listed at once, awaiting approval');
    t.equal(
      (await api.call(r.listSubsidiaries, { company_id: companyId }, client.token)).status,
      403,
      'a client may not view',
    );
    t.equal((await api.call(r.listSubsidiaries, { company_id: companyId }, other.auditor.token)).status, 404);
    t.equal(
      (await api.call(r.listSubsidiaries, { company_id: companyId, snapshot_id: 'b'.repeat(24) }, maker.token)).status,
      404,
      'no such snapshot',
    );

    await approve(api, checker.token, res.body.change_id);
    const [sub] = await list(companyId);
    t.same(sub!.name, { value: 'Sub One BV' });
    t.equal(sub!.pending_creation, false);
    t.match(sub!.createdAt, /^\d{4}-\d{2}-\d{2}T/);
    t.equal(sub!.file!._id, res.body.file._id);
  },
);

t.test('subsidiaries/edit and get-subsidiary; delete through delete-object', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Edit Parent NV');
  const created = (
    await api.call(
      r.createSubsidiary,
      { company_id: companyId, name: 'Sub Two BV', last_annual_account_on_file: 2022, comment: null },
      maker.token,
    )
  ).body;
  await approve(api, checker.token, created.change_id);
  const id = created.subsidiary._id;
  t.equal((await api.call(r.editSubsidiary, { _id: id, name: 'Renamed BV' }, auditor.token)).status, 403);
  t.equal((await api.call(r.editSubsidiary, { _id: id, name: 'Renamed BV' }, other.maker.token)).status, 404);
  const bad = await api.call(r.editSubsidiary, { _id: id, last_annual_account_on_file: 1900 }, maker.token);
  t.equal(bad.status, 400);
  t.same(
    bad.body.errors.map((e: { field: string }) => e.field),
    ['last_annual_account_on_file'],
  );
  const res = await api.call(
    r.editSubsidiary,
    { _id: id, name: 'Renamed BV', last_annual_account_on_file: 2023, comment: 'Accounts filed late' },
    maker.token,
  );
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.equal(res.body.message, 'Subsidiary Renamed BV edited successfully');
  t.same(res.body.subsidiary.name, { value: 'Sub Two BV', new_value: 'Renamed BV' });
  t.same(res.body.subsidiary.comment_by, { value: null, new_value: maker.id });
  await approve(api, checker.token, res.body.change_id);

  const got = await api.call(r.getSubsidiary, { id }, auditor.token);
  t.same(got.body.subsidiary.last_annual_account_on_file, { value: 2023 });
  const missing = await api.call(r.getSubsidiary, { id: 'f'.repeat(24) }, maker.token);
  t.same([missing.status, missing.body.message], [404, M.notFound]);
  t.equal((await api.call(r.getSubsidiary, { id }, other.auditor.token)).status, 404);

  t.equal((await api.call(workflowRoutes.deleteObject, { id, type: 'subsidiary' }, auditor.token)).status, 403);
  t.equal((await api.call(workflowRoutes.deleteObject, { id, type: 'subsidiary' }, other.maker.token)).status, 404);
  t.equal((await api.call(workflowRoutes.deleteObject, { id, type: 'subsidiary' }, maker.token)).status, 200);
  const pending = (
    await api.call(workflowRoutes.listNotifications, { view: 'forConfirmation', company_id: companyId }, checker.token)
  ).body;
  const removal = pending.notifications.find(
    (n: { actionType: string; object_id: string; _id: string }) => n.actionType === 'remove' && n.object_id === id,
  )!;
  await approve(api, checker.token, removal._id);
  t.same(await list(companyId), [], 'removed with its slot');
});
