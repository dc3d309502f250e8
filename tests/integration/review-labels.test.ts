import { team } from '@app/plugin-dossier/server/test-helpers';
import { dossierRoutes as d, SELECT_VALUES } from '@app/plugin-dossier/shared';
import { DD_SELECT_VALUES } from '@app/plugin-due-diligence/shared';
import { workflowRoutes as w, workflowService, type ReviewAction } from '@app/plugin-workflow/shared';
import { migrations } from '@app/server';
import { buildServerTestApp } from '@app/server/testing';
import t from 'tap';

/**
 * Human labels by class (ADR 0067): every reviewable type the product registers has an object label,
 * a label for every field a change may touch, and a text for every value of its select fields; the
 * workflow serves exactly what was registered. And a new client's first change names the client.
 */
const api = await buildServerTestApp(t);
const org = await team(api);
const types = [...api.services.get(workflowService).types()];
const catalog = (await api.call(w.getWorkflowLabels, {}, org.maker.token)).body;
const selects: Record<string, Readonly<Record<string, readonly string[]>>> = { ...SELECT_VALUES, ...DD_SELECT_VALUES };

t.test('every registered type: object label, field labels, option texts', async (t) => {
  t.ok(types.length >= 14, `${types.length} reviewable types`);
  t.same(
    Object.keys(catalog.types).sort(),
    types.map((x) => x.objectType).sort(),
    'the route serves every registered type',
  );
  for (const type of types) {
    const served = catalog.types[type.objectType]!;
    t.ok(type.label.trim(), `${type.objectType}: object label`);
    t.equal(served.label, type.label, `${type.objectType}: served label`);
    for (const field of type.fields) t.ok(type.labels.fields[field]?.trim(), `${type.objectType}.${field} has a label`);
    t.same(served.fields, type.labels.fields, `${type.objectType}: served field labels`);
    for (const [field, options] of Object.entries(type.labels.options ?? {})) {
      t.ok(type.labels.fields[field], `${type.objectType}: options of a labelled field (${field})`);
      for (const [value, text] of Object.entries(options))
        t.ok(text.trim(), `${type.objectType}.${field}=${value} has a text`);
    }
  }
});

t.test('every value of every select field has a text', async (t) => {
  for (const type of types) {
    const fields = selects[type.objectType];
    if (!fields) {
      t.fail(`${type.objectType}: no select values declared (SELECT_VALUES / DD_SELECT_VALUES)`);
      continue;
    }
    for (const [field, values] of Object.entries(fields)) {
      for (const value of values)
        t.ok(
          catalog.types[type.objectType]?.options[field]?.[value],
          `${type.objectType}.${field}: '${value}' → ${catalog.types[type.objectType]?.options[field]?.[value]}`,
        );
    }
  }
  // Seed 001: the same stored value reads differently by object.
  t.equal(catalog.types.kyc_review!.options.location_type!.local, 'Onshore');
  t.equal(catalog.types.person!.options.location_type!.local, 'Resident');
  t.equal(catalog.types.person!.fields.lastName, 'Last Name');
  t.equal(catalog.types.transaction_profile!.fields.name_bank, 'Name of the bank');
  t.equal(catalog.types.legalEntity!.label, 'Legal Entity');
});

t.test("a new client's creating change names the client (not '-')", async (t) => {
  const corporate = await api.call(
    d.createCompany,
    { company_type: 'corporate', name: 'Blue Lagoon Holdings NV', location_type: 'local' },
    org.maker.token,
  );
  const holder = await api.call(
    d.createCompany,
    { company_type: 'account_holder', first_name: 'Anna', last_name: 'Lopez', account_holder_type: 'bank' },
    org.maker.token,
  );
  for (const [res, name] of [
    [corporate, 'Blue Lagoon Holdings NV'],
    [holder, 'Anna Lopez'],
  ] as const) {
    t.equal(res.status, 200);
    const item = (await api.call(w.getNotification, { id: res.body.change_id }, org.checker.token)).body
      .notification as ReviewAction;
    t.equal(item.company_name, name, `${name}: the popup`);
    const list = (
      await api.call(
        w.listNotifications,
        { view: 'forConfirmation', company_id: res.body.company._id },
        org.checker.token,
      )
    ).body.notifications as ReviewAction[];
    t.same(
      list.map((n) => n.company_name),
      [name],
      `${name}: the list`,
    );
  }
});

t.test("requests stored before the fix get their client's name (migration 20261128110000)", async (t) => {
  const res = await api.call(
    d.createCompany,
    { company_type: 'corporate', name: 'Old Harbour Trust NV', location_type: 'abroad' },
    org.maker.token,
  );
  const em = api.orm.em.fork();
  await em.execute(`update workflow_change_request set company_name = '' where id = ?`, [res.body.change_id]);
  const Backfill = migrations.find((m) => m.name === 'Migration20261128110000_workflow_company_names')!
    .class as unknown as new (...a: unknown[]) => { up(): unknown; getQueries(): unknown[] };
  const migration = new Backfill(em.getDriver(), api.orm.config);
  await migration.up();
  for (const sql of migration.getQueries()) await em.execute(String(sql));
  const item = (await api.call(w.getNotification, { id: res.body.change_id }, org.checker.token)).body
    .notification as ReviewAction;
  t.equal(item.company_name, 'Old Harbour Trust NV');
});
