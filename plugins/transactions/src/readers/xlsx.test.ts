import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import t from 'tap';
import { validateMapping, type Mapping } from '../shared/mapping.ts';
import type { ReadResult } from '../shared/model.ts';
import { readXlsx } from './xlsx.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const check = validateMapping(JSON.parse(readFileSync(path.join(fixtures, 'core-banking-mapping.json'), 'utf8')));
if (!check.ok) throw new Error('fixture mapping');
const mapping: Mapping = check.mapping;
const [header, ...rows] = parse(readFileSync(path.join(fixtures, 'core-banking-export.csv'))) as string[][];

const DATES = new Set(['tran_date', 'value_date', 'posting_date', 'acct_open_date']);
const NUMBERS = new Set(['tran_amount', 'lcy_amount', 'exch_rate']);

/**
 * The core-banking export as the bank's report server writes it to Excel: dates as date cells
 * (formatted), amounts as numbers, account numbers as text (leading zeros); optionally a title
 * row above the header and a summary sheet first.
 */
async function workbook(
  options: { summaryFirst?: boolean; title?: boolean; edit?: (row: ExcelJS.Row, n: number) => void } = {},
) {
  const wb = new ExcelJS.Workbook();
  if (options.summaryFirst) wb.addWorksheet('Summary').addRow(['Rows', rows.length]);
  const ws = wb.addWorksheet('Transactions');
  if (options.title) ws.addRow(['Transaction journal 01.03.2026 – 25.03.2026']);
  ws.addRow(header);
  rows.forEach((cells, i) => {
    const row = ws.addRow(
      cells.map((value, c) => {
        const name = header![c]!;
        if (value === '') return null;
        if (DATES.has(name)) return new Date(`${value.replace(' ', 'T')}Z`);
        if (NUMBERS.has(name)) return Number(value);
        return value;
      }),
    );
    header!.forEach((name, c) => {
      if (DATES.has(name)) row.getCell(c + 1).numFmt = name === 'tran_date' ? 'yyyy-mm-dd hh:mm:ss' : 'yyyy-mm-dd';
    });
    options.edit?.(row, i + 1);
  });
  return Readable.from(Buffer.from(await wb.xlsx.writeBuffer()));
}
async function readAll(results: AsyncIterable<ReadResult>) {
  const all: ReadResult[] = [];
  for await (const r of results) all.push(r);
  return all;
}

t.test('an XLSX export with typed cells converts completely', async (t) => {
  const results = await readAll(readXlsx(await workbook(), mapping));
  t.same(
    results.filter((r) => 'errors' in r),
    [],
  );
  t.equal(results.length, 50);
  t.same(
    results.map((r) => r.row),
    Array.from({ length: 50 }, (_, i) => i + 1),
    'data rows numbered from the header',
  );
  const first = results[0]!;
  t.match('transaction' in first && first.transaction, {
    booked_at: '2026-03-01T14:22:05', // a date cell, read as the sheet's wall clock
    value_at: '2026-03-01',
    amount: '75000.5', // a number cell: its value, whatever the decimal mark of the mapping
    rate: '1',
    account: '0120987654002',
    direction: 'debit',
    transmode: 'A',
  });
});

t.test(
  'the named sheet, a title row above the header; errors carry the row the user sees (minus the header row)',
  async (t) => {
    const edited = await workbook({
      summaryFirst: true,
      title: true,
      edit: (row, n) => {
        if (n === 3) row.getCell(header!.indexOf('instrument') + 1).value = 'RTGS';
        if (n === 4) row.getCell(header!.indexOf('tran_amount') + 1).value = -100;
        if (n === 5) row.getCell(header!.indexOf('tran_date') + 1).value = '2026-03-02 10:00';
      },
    });
    const results = await readAll(readXlsx(edited, mapping, { sheet: 'Transactions', headerRow: 2 }));
    t.equal(results.length, 50);
    const bad = results.filter((r) => 'errors' in r);
    t.match(bad, [
      { row: 3, errors: [{ column: 'instrument', field: 'transmode', reason: /"RTGS" is not in values.transmode/ }] },
      { row: 4, errors: [{ column: 'tran_amount', reason: /negative amount/ }] },
      { row: 5, errors: [{ column: 'tran_date', reason: /does not match the date format/ }] },
    ]);
  },
);

t.test('the first sheet by default; a missing sheet is a file-level error', async (t) => {
  const first = await readAll(readXlsx(await workbook({ summaryFirst: true }), mapping));
  t.equal(first.length, 1, 'the summary sheet has none of the mapped headers');
  t.match(first[0], { row: 0, errors: [{ column: 'tran_id', reason: /not in the file's header/ }] });
  const missing = await readAll(readXlsx(await workbook(), mapping, { sheet: 'Journal' }));
  t.match(missing, [{ row: 0, errors: [{ reason: /no sheet named "Journal".*sheets: Transactions/ }] }]);
});

t.test('not an XLSX file', async (t) => {
  const results = await readAll(readXlsx(Readable.from(Buffer.from('tran_id,amount\r\n1,2\r\n')), mapping));
  t.equal(results.length, 1);
  t.match(results[0], { row: 0, errors: [{ column: null, reason: /^XLSX: / }] });
});
