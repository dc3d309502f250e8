import { team, type Team } from '@app/plugin-dossier/server/test-helpers';
import t from 'tap';
import { importsRoutes as r, mappingsRoutes as m } from '../shared/index.ts';
import { coreBankingCsv, coreBankingMapping, fixture, importFile, multipartCall } from './import.test-helpers.ts';
import { buildTransactionsTestApp } from './transactions.test-helpers.ts';

/**
 * Who may call the import and mapping routes (ADR 0075): writing for those who change transaction
 * profiles, reading for those who see them, nobody across organisations.
 */
const api = await buildTransactionsTestApp(t);
const org = await team(api);
const other = await team(api);
const MAY_WRITE: (keyof Team)[] = ['admin', 'maker', 'supervisor'];
const MAY_READ: (keyof Team)[] = ['admin', 'maker', 'supervisor', 'checker', 'auditor'];
const ROLES = Object.keys(org) as (keyof Team)[];
const mapping = coreBankingMapping();
const camt = () => ({ name: 'statement.xml', content: fixture('camt053-001.02-de-sparkasse.xml') });

/** The core-banking export with its references renamed and three rows broken: three bad rows per import. */
const broken = (prefix: string) => {
  const lines = coreBankingCsv()
    .toString('utf8')
    .split('\r\n')
    .map((l) => l.replace(/^FT/, prefix));
  lines[3] = lines[3]!.replace(',CASH,', ',RTGS,');
  lines[5] = lines[5]!.replace(/,KES,/g, ',ksh,');
  lines[7] = lines[7]!.replace(/^([^,]*),\d{4}-\d{2}-\d{2} /, '$1,2026-02-30 ');
  return { name: `${prefix}.csv`, content: Buffer.from(lines.join('\r\n')) };
};
/** Corrections that make any of those rows a transaction. */
const FIX = { transmode: 'A', currency: 'KES', local_currency: 'KES', booked_at: '2026-02-28T10:00:00' };

const saved = (await api.call(m.createMapping, { name: 'Shared', mapping }, org.admin.token)).body;
const first = await importFile(api, org.admin.token, broken('AA'), { mapping: JSON.stringify(mapping) });
const second = await importFile(api, org.admin.token, broken('AB'), { mapping: JSON.stringify(mapping) });
const badRows = async (importId: string) =>
  (await api.call(r.listBadRows, { import_id: importId }, org.admin.token)).body.rows as {
    _id: string;
    values: Record<string, string>;
  }[];
const toReimport = await badRows(first._id);
const toDelete = await badRows(second._id);

t.test('mappings: writes for those who change transaction profiles, reads for those who see them', async (t) => {
  for (const role of ROLES) {
    const token = org[role].token;
    const created = await api.call(m.createMapping, { name: `By ${role}`, mapping }, token);
    const listed = await api.call(m.listMappings, {}, token);
    const read = await api.call(m.getMapping, { id: saved._id }, token);
    const preview = await multipartCall(
      api,
      m.previewMapping,
      token,
      { name: 'e.csv', content: coreBankingCsv() },
      {
        mapping_id: saved._id,
      },
    );
    if (MAY_WRITE.includes(role)) {
      t.equal(created.status, 200, `${role} saves`);
      const renamed = await api.call(m.updateMapping, { id: created.body._id, name: `Renamed ${role}` }, token);
      t.equal(renamed.status, 200, `${role} renames`);
      t.equal((await api.call(m.deleteMapping, { id: created.body._id }, token)).status, 200, `${role} deletes`);
    } else {
      t.equal(created.status, 403, `${role} may not save`);
      t.equal(
        (await api.call(m.updateMapping, { id: saved._id, name: 'x' }, token)).status,
        403,
        `${role} may not rename`,
      );
      t.equal((await api.call(m.deleteMapping, { id: saved._id }, token)).status, 403, `${role} may not delete`);
    }
    if (MAY_READ.includes(role)) {
      t.ok(
        listed.body.mappings.some((x: { _id: string }) => x._id === saved._id),
        `${role} lists`,
      );
      t.equal(read.body._id, saved._id, `${role} reads`);
      t.equal(preview.status, 200, `${role} previews`);
    } else {
      t.equal(listed.status, 403, `${role} may not list`);
      t.equal(read.status, 403, `${role} may not read`);
      t.equal(preview.status, 403, `${role} may not preview`);
    }
  }
  for (const call of [
    api.call(m.listMappings, {}),
    api.call(m.getMapping, { id: saved._id }),
    api.call(m.createMapping, { name: 'anon', mapping }),
    api.call(m.updateMapping, { id: saved._id, name: 'anon' }),
    api.call(m.deleteMapping, { id: saved._id }),
    multipartCall(api, m.previewMapping, null, { name: 'e.csv', content: coreBankingCsv() }, { mapping_id: saved._id }),
  ])
    t.equal((await call).status, 401, 'anonymous');
});

t.test('mappings of another organisation: not listed, not found, not usable', async (t) => {
  for (const role of MAY_WRITE) {
    const token = other[role].token;
    const listed = await api.call(m.listMappings, {}, token);
    t.notOk(
      listed.body.mappings.some((x: { _id: string }) => x._id === saved._id),
      `${role} does not list it`,
    );
    t.equal((await api.call(m.getMapping, { id: saved._id }, token)).status, 404);
    t.equal((await api.call(m.updateMapping, { id: saved._id, name: 'Mine' }, token)).status, 404);
    t.equal((await api.call(m.deleteMapping, { id: saved._id }, token)).status, 404);
    const started = await multipartCall(api, r.startImport, token, broken('ZZ'), { mapping_id: saved._id });
    t.match(started, { status: 400, body: { errors: [{ field: 'mapping_id' }] } }, `${role} cannot import with it`);
  }
  t.equal((await api.call(m.getMapping, { id: saved._id }, org.admin.token)).body.name, 'Shared', 'untouched');
});

t.test('imports: started by those who change transaction profiles, followed by those who see them', async (t) => {
  for (const role of ROLES) {
    const token = org[role].token;
    const started = await multipartCall(api, r.startImport, token, camt());
    if (MAY_WRITE.includes(role)) {
      t.equal(started.status, 200, `${role} imports`);
      await api.ctx.jobs.waitFor(started.body.job_id, 120_000);
    } else t.equal(started.status, 403, `${role} may not import`);
    const list = await api.call(r.listImports, {}, token);
    const one = await api.call(r.getImport, { id: first._id }, token);
    const errors = await api.call(r.importErrors, { id: first._id }, token);
    const csv = await api.call(r.downloadImportErrors, { id: first._id }, token);
    const rows = await api.call(r.listBadRows, {}, token);
    if (MAY_READ.includes(role)) {
      t.ok(
        list.body.imports.some((i: { _id: string }) => i._id === first._id),
        `${role} lists imports`,
      );
      t.equal(one.body._id, first._id, `${role} reads an import`);
      t.equal(errors.body.total, 4, `${role} reads its errors`);
      t.match(csv.body, /^\uFEFFrow,column,field,reason,value/, `${role} downloads its errors`);
      t.ok(rows.body.total >= 3, `${role} reads Saved info`);
    } else for (const res of [list, one, errors, csv, rows]) t.equal(res.status, 403, `${role} may not read imports`);
  }
  const anon = [
    multipartCall(api, r.startImport, null, camt()),
    api.call(r.listImports, {}),
    api.call(r.getImport, { id: first._id }),
    api.call(r.importErrors, { id: first._id }),
    api.call(r.downloadImportErrors, { id: first._id }),
    api.call(r.listBadRows, {}),
    api.call(r.reimportBadRows, { rows: [{ id: toReimport[0]!._id, values: toReimport[0]!.values }] }),
    api.call(r.deleteBadRows, { ids: [toDelete[0]!._id] }),
  ];
  for (const call of anon) t.equal((await call).status, 401, 'anonymous');
});

t.test('Saved info: corrected and removed by those who change transaction profiles only', async (t) => {
  let i = 0;
  for (const role of ROLES) {
    const token = org[role].token;
    const row = toReimport[Math.min(i, 2)]!; // refused roles try a row too (403 before it is looked up)
    const reimported = await api.call(
      r.reimportBadRows,
      { rows: [{ id: row._id, values: { ...row.values, ...FIX } }] },
      token,
    );
    const removed = await api.call(r.deleteBadRows, { ids: [toDelete[Math.min(i, 2)]!._id] }, token);
    if (MAY_WRITE.includes(role)) {
      t.match(reimported.body, { inserted: 1, removed: 1 }, `${role} re-imports`);
      t.same(removed.body, { removed: 1 }, `${role} removes`);
      i += 1;
    } else {
      t.equal(reimported.status, 403, `${role} may not re-import`);
      t.equal(removed.status, 403, `${role} may not remove`);
    }
  }
  t.equal(i, 3);
});

t.test('imports of another organisation: not listed, not found, their bad rows out of reach', async (t) => {
  const left = await importFile(api, org.admin.token, broken('AC'), { mapping: JSON.stringify(mapping) });
  const [bad] = await badRows(left._id);
  for (const role of MAY_WRITE) {
    const token = other[role].token;
    const list = await api.call(r.listImports, {}, token);
    t.notOk(
      list.body.imports.some((x: { _id: string }) => x._id === left._id),
      `${role} does not list it`,
    );
    t.equal((await api.call(r.getImport, { id: left._id }, token)).status, 404);
    t.equal((await api.call(r.importErrors, { id: left._id }, token)).status, 404);
    t.equal((await api.call(r.downloadImportErrors, { id: left._id }, token)).status, 404);
    t.equal((await api.call(r.listBadRows, { import_id: left._id }, token)).body.total, 0);
    const reimported = await api.call(
      r.reimportBadRows,
      { rows: [{ id: bad!._id, values: { ...bad!.values, ...FIX } }] },
      token,
    );
    t.match(reimported, { status: 400, body: { errors: [{ field: 'rows.0.id' }] } });
    t.same((await api.call(r.deleteBadRows, { ids: [bad!._id] }, token)).body, { removed: 0 });
  }
  t.equal((await badRows(left._id)).length, 3, 'their bad rows are untouched');
});
