import ExcelJS from 'exceljs';
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import t from 'tap';
import { validateMapping, type Mapping } from '../shared/mapping.ts';
import { preview } from './mapping-preview.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const file = path.join(fixtures, 'core-banking-export.csv');
const json = JSON.parse(readFileSync(path.join(fixtures, 'core-banking-mapping.json'), 'utf8'));
const valid = (m: unknown): Mapping => {
  const check = validateMapping(m);
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return check.mapping;
};

t.test('the first rows as they will be read, and nothing uncovered for the full mapping', async (t) => {
  const p = await preview(createReadStream(file), valid(json), 5);
  t.equal(p.headers.length, 41);
  t.equal(p.headers[8], 'dr_cr');
  t.same(p.fileErrors, []);
  t.equal(p.rows.length, 5);
  t.match(p.rows[0], { row: 1, transaction: { reference: 'FT2606000037', direction: 'debit' } });
  t.same(p.uncovered, []);
  t.equal(p.scanned, 50);
});

t.test('every word the value tables do not cover, with counts and the first row', async (t) => {
  const partial = structuredClone(json);
  partial.values.transmode = { CASH: 'A' }; // WIRE and EFT not yet mapped
  partial.values.funds = { BRANCH: 'K', SWIFT: 'L' }; // ATM and MOBILE not yet mapped
  const p = await preview(createReadStream(file), valid(partial), 3);
  t.equal(p.rows.length, 3);
  const found = p.uncovered.map((u) => `${u.field}:${u.column}:${u.value}`).sort();
  t.same(found, ['funds:channel:ATM', 'funds:channel:MOBILE', 'transmode:instrument:EFT', 'transmode:instrument:WIRE']);
  const wire = p.uncovered.find((u) => u.value === 'WIRE')!;
  t.equal(wire.count, 21, 'WIRE rows in the export');
  const lines = readFileSync(file, 'utf8').split('\r\n');
  t.match(lines[wire.firstRow], /,SWIFT,WIRE,/, 'the first row holding it');
  t.equal(
    p.uncovered.reduce((n, u) => n + u.count, 0),
    21 + 5 + 5 + 3,
  );
});

t.test('the scan stops at `scan` rows', async (t) => {
  const partial = structuredClone(json);
  partial.values.transmode = { CASH: 'A' };
  const p = await preview(createReadStream(file), valid(partial), 2, { scan: 4 });
  t.equal(p.scanned, 4);
  t.equal(p.rows.length, 2);
  t.ok(p.uncovered.every((u) => u.firstRow <= 4));
});

t.test('a missing header: the file-level errors and the header, no rows', async (t) => {
  const csv = readFileSync(file, 'utf8').replace('cust_type', 'customer_type');
  const p = await preview(Readable.from(Buffer.from(csv)), valid(json), 5);
  t.equal(p.rows.length, 0);
  t.match(p.fileErrors, [{ row: 0, column: 'cust_type', field: 'customer_type' }]);
  t.ok(p.headers.includes('customer_type'), 'the editor can offer the real headers');
});

t.test('an XLSX preview: a number and a word the table does not cover', async (t) => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Journal');
  const lines = readFileSync(file, 'utf8').split('\r\n').slice(0, 4);
  const header = lines[0]!.split(',');
  ws.addRow(header);
  for (const line of lines.slice(1)) ws.addRow(line.split(',').map((c) => (c === '' ? null : c)));
  ws.getRow(3).getCell(header.indexOf('instrument') + 1).value = 'RTGS';
  ws.getRow(3).getCell(header.indexOf('tran_amount') + 1).value = 48500;
  const input = Readable.from(Buffer.from(await wb.xlsx.writeBuffer()));
  const p = await preview(input, valid(json), 5, { format: 'xlsx' });
  t.equal(p.rows.length, 3);
  t.same(
    p.uncovered.map((u) => [u.column, u.value, u.firstRow]),
    [['instrument', 'RTGS', 2]],
  );
  t.match(p.rows[1], { row: 2, errors: [{ column: 'instrument', value: 'RTGS' }] });
});
