import { team } from '@app/plugin-dossier/server/test-helpers';
import ExcelJS from 'exceljs';
import t from 'tap';
import { importsRoutes, mappingsRoutes as r } from '../shared/index.ts';
import { coreBankingCsv, coreBankingMapping, importFile, multipartCall } from './import.test-helpers.ts';
import { buildTransactionsTestApp } from './transactions.test-helpers.ts';

const api = await buildTransactionsTestApp(t);
const org = await team(api);
const other = await team(api);
const mapping = coreBankingMapping();

t.test('save, list, read, rename, replace and delete a mapping; the JSON comes back as sent', async (t) => {
  const created = await api.call(r.createMapping, { name: 'Core banking', mapping }, org.maker.token);
  t.equal(created.status, 200);
  t.match(created.body, { name: 'Core banking', created_by: String });
  t.same(created.body.mapping, mapping, 'the mapping file, unchanged');
  const b = await api.call(r.createMapping, { name: 'a volksbank', mapping }, org.maker.token);
  const listed = await api.call(r.listMappings, {}, org.checker.token);
  t.same(
    listed.body.mappings.map((m: { name: string }) => m.name),
    ['a volksbank', 'Core banking'],
    'by name, case-insensitively',
  );
  t.same((await api.call(r.getMapping, { id: created.body._id }, org.auditor.token)).body, created.body);

  const renamed = await api.call(r.updateMapping, { id: created.body._id, name: 'Core banking v2' }, org.maker.token);
  t.equal(renamed.body.name, 'Core banking v2');
  t.same(renamed.body.mapping, mapping, 'renaming keeps the mapping');
  const replaced = await api.call(
    r.updateMapping,
    { id: created.body._id, mapping: { ...mapping, decimal: ',' } },
    org.maker.token,
  );
  t.equal(replaced.body.mapping.decimal, ',');
  t.same((await api.call(r.deleteMapping, { id: b.body._id }, org.maker.token)).body, { deleted: true });
  t.equal((await api.call(r.getMapping, { id: b.body._id }, org.maker.token)).status, 404);
});

t.test('a name is unique per organisation whatever its case; another organisation may use it', async (t) => {
  await api.call(r.createMapping, { name: 'Equity export', mapping }, org.maker.token);
  const taken = await api.call(r.createMapping, { name: 'EQUITY EXPORT', mapping }, org.maker.token);
  t.equal(taken.status, 409);
  t.match(taken.body, { message: 'A mapping named "EQUITY EXPORT" already exists', errors: [{ field: 'name' }] });
  const theirs = await api.call(r.createMapping, { name: 'Equity export', mapping }, other.maker.token);
  t.equal(theirs.status, 200);
  const x = await api.call(r.createMapping, { name: 'Other', mapping }, org.maker.token);
  const clash = await api.call(r.updateMapping, { id: x.body._id, name: 'equity export' }, org.maker.token);
  t.equal(clash.status, 409, 'renaming onto a taken name');
  t.equal((await api.call(r.createMapping, { name: '   ', mapping }, org.maker.token)).status, 400);
});

t.test('a mapping with mistakes is refused, each error naming its path; nothing saved', async (t) => {
  const before = (await api.call(r.listMappings, {}, org.maker.token)).body.mappings.length;
  const bad = await api.call(
    r.createMapping,
    {
      name: 'Broken',
      mapping: {
        ...mapping,
        columns: { ...mapping.columns, amout: 'tran_amount' },
        dates: { ...mapping.dates, booked_at: 'YY-MM-DD' },
      },
    },
    org.maker.token,
  );
  t.equal(bad.status, 400);
  t.match(bad.body.errors, [
    { field: 'mapping.columns.amout', message: /not a transaction field \(did you mean "amount"\?\)/ },
    { field: 'mapping.dates.booked_at', message: /two-digit years/ },
  ]);
  t.match(bad.body.message, /^mapping\.columns\.amout: /);
  t.equal((await api.call(r.listMappings, {}, org.maker.token)).body.mappings.length, before);
});

t.test('preview: the header, the first rows as read and the words no value table covers', async (t) => {
  const lines = coreBankingCsv().toString('utf8').split('\r\n');
  lines[2] = lines[2]!.replace(',CASH,', ',RTGS,');
  lines[9] = lines[9]!.replace(',MOBILE,', ',AGENT,');
  const file = { name: 'export.csv', content: Buffer.from(lines.join('\r\n')) };
  const res = await multipartCall(api, r.previewMapping, org.auditor.token, file, {
    mapping: JSON.stringify(mapping),
    rows: '5',
  });
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.equal(res.body.headers.length, 41);
  t.same(res.body.file_errors, []);
  t.equal(res.body.rows.length, 5);
  t.match(res.body.rows[0], { row: 1, transaction: { account: '0120987654002', transmode: 'A', direction: 'debit' } });
  t.match(res.body.rows[1], { row: 2, errors: [{ column: 'instrument', value: 'RTGS' }] });
  t.same(
    res.body.uncovered.map((u: { column: string; value: string; first_row: number }) => [
      u.column,
      u.value,
      u.first_row,
    ]),
    [
      ['instrument', 'RTGS', 2],
      ['channel', 'AGENT', 9],
    ],
  );
  t.equal(res.body.scanned, 50);

  const saved = await api.call(r.createMapping, { name: 'Preview me', mapping }, org.maker.token);
  const byId = await multipartCall(api, r.previewMapping, org.maker.token, file, { mapping_id: saved.body._id });
  t.equal(byId.body.uncovered.length, 2, 'a saved mapping previews the same');
});

t.test('preview of an XLSX workbook; bad forms are 400s', async (t) => {
  const [header, ...rows] = coreBankingCsv().toString('utf8').trim().split('\r\n');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Export');
  ws.addRow(header!.split(','));
  for (const line of rows.slice(0, 10)) ws.addRow(line.split(',').map((c) => (c === '' ? null : c)));
  const xlsx = { name: 'export.xlsx', content: Buffer.from(await wb.xlsx.writeBuffer()) };
  const res = await multipartCall(api, r.previewMapping, org.maker.token, xlsx, { mapping: JSON.stringify(mapping) });
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.equal(res.body.rows.length, 10);
  t.equal(res.body.rows.filter((x: object) => 'errors' in x).length, 0);

  const csv = { name: 'export.csv', content: coreBankingCsv() };
  const late = await multipartCall(
    api,
    r.previewMapping,
    org.maker.token,
    csv,
    { mapping: JSON.stringify(mapping) },
    true,
  );
  t.match(late, { status: 400, body: { message: 'Send the text fields (mapping, format) before the file' } });
  const notJson = await multipartCall(api, r.previewMapping, org.maker.token, csv, { mapping: '{"columns": ' });
  t.match(notJson, { status: 400, body: { errors: [{ field: 'mapping', message: /^mapping is not JSON/ }] } });
  const camt = await multipartCall(
    api,
    r.previewMapping,
    org.maker.token,
    {
      name: 's.xml',
      content: Buffer.from('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"/>'),
    },
    { mapping: JSON.stringify(mapping) },
  );
  t.match(camt, { status: 400, body: { errors: [{ field: 'format' }] } });
  const unknown = await multipartCall(api, r.previewMapping, org.maker.token, csv, { mapping: '{}', sheets: 'x' });
  t.equal(unknown.status, 400, 'an undeclared field is refused');
  const foreign = await api.call(r.createMapping, { name: 'Theirs', mapping }, other.maker.token);
  const theirs = await multipartCall(api, r.previewMapping, org.maker.token, csv, { mapping_id: foreign.body._id });
  t.match(theirs, { status: 400, body: { errors: [{ field: 'mapping_id', message: /No saved mapping/ }] } });
});

t.test('an import started with a saved mapping names it and keeps its own copy', async (t) => {
  const saved = await api.call(r.createMapping, { name: 'Kept', mapping }, org.maker.token);
  const lines = coreBankingCsv()
    .toString('utf8')
    .split('\r\n')
    .map((l) => l.replace(/^FT/, 'MP'));
  const done = await importFile(
    api,
    org.maker.token,
    { name: 'mapped.csv', content: Buffer.from(lines.join('\r\n')) },
    { mapping_id: saved.body._id },
  );
  t.match(done, { status: 'done', mapping_id: saved.body._id, mapping_name: 'Kept', counts: { inserted: 50 } });
  await api.call(r.deleteMapping, { id: saved.body._id }, org.maker.token);
  t.equal((await api.call(importsRoutes.getImport, { id: done._id }, org.maker.token)).body.mapping_name, 'Kept');
});
