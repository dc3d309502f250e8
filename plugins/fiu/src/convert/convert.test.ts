import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import t from 'tap';
import { suggestMapping } from '../shared/fields.ts';
import { FIU_MESSAGES as M } from '../shared/messages.ts';
import type { SchemaId } from '../shared/fiu.schema.ts';
import { CODES, EXPORT_HEADER, exportLine, userInfoOf } from '../testing/index.ts';
import { convertRecords, mapRows, type BadRow } from './pipeline.ts';
import { loadXsd, SCHEMA_IDS } from './schemas.ts';
import { csvRows, sniffDelimiter, xlsxRows, type SourceRow } from './sources.ts';
import { validateAgainstXsd } from './xsd.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const mapping = suggestMapping(EXPORT_HEADER.split(','));

async function convert(rows: AsyncIterable<SourceRow>, schema: SchemaId, maxPartBytes = 1024 * 1024) {
  const bad: BadRow[] = [];
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'fiu-test-'));
  const result = await convertRecords(mapRows(rows, mapping), {
    schema,
    reportCode: CODES[schema].reportCode,
    indicators: [CODES[schema].indicator],
    currencyLocal: CODES[schema].currency,
    user: userInfoOf(),
    reference: 'rep1',
    workDir,
    maxPartBytes,
    now: NOW,
    onBadRow: (b) => void bad.push(b),
  });
  return { result, bad };
}

/** The XML documents of a report (one XML, or every entry of the ZIP), each validated again on its own. */
async function documents(
  out: { path: string; kind: 'xml' | 'zip' },
  schema: SchemaId,
  check: (ok: boolean, message: string) => unknown,
): Promise<string[]> {
  const data = readFileSync(out.path);
  const docs =
    out.kind === 'xml'
      ? [data.toString('utf8')]
      : Object.values(unzipSync(new Uint8Array(data))).map((d) => Buffer.from(d).toString('utf8'));
  for (const doc of docs) {
    const v = await validateAgainstXsd(doc, loadXsd(schema));
    check(v.valid, `XSD-valid against ${schema}: ${v.errors.join('; ')}`);
  }
  return docs;
}

const fromText = (text: string, delimiter?: string) =>
  csvRows(Readable.from([Buffer.from(text, 'utf8')]), delimiter ?? sniffDelimiter(text));

t.test('delimiter sniffing ignores quoted delimiters', async (t) => {
  t.equal(sniffDelimiter('a;b;"c,d,e"\r\n1;2;3'), ';');
  t.equal(sniffDelimiter('\uFEFFa\tb\tc\n'), '\t');
  t.equal(sniffDelimiter('a|b|c'), '|');
  t.equal(sniffDelimiter('single'), ',');
});

t.test('a real-looking export: BOM, CRLF, quoted commas and quotes, bad rows listed, never repaired', async (t) => {
  const lines = [
    EXPORT_HEADER,
    exportLine(1, 'unodc-5.0.1'),
    exportLine(2, 'unodc-5.0.1', { amount: '-250.00' }),
    exportLine(3, 'unodc-5.0.1', { date: '2024-02-30' }),
    exportLine(4, 'unodc-5.0.1', { date: '03/15/2024' }),
    exportLine(5, 'unodc-5.0.1', { country: 'XX' }),
    exportLine(6, 'unodc-5.0.1', { country: 'ke' }),
    exportLine(7, 'unodc-5.0.1', { mode: 'CASHX' }),
    exportLine(8, 'unodc-5.0.1', { amount: '"1234,50"' }),
    exportLine(9, 'unodc-5.0.1', { bic: 'bad' }),
    exportLine(10, 'unodc-5.0.1'),
    'TX-short,2024-01-01',
  ];
  const csv = `\uFEFF${lines.join('\r\n')}\r\n`;
  const { result, bad } = await convert(fromText(csv), 'unodc-5.0.1');
  t.equal(result.rows, 11);
  t.equal(result.validRows, 2, 'rows 2 and 11 convert');
  t.equal(result.badRows, 9);
  const reasons = Object.fromEntries(
    bad.map((b) => [b.row, b.errors.map((e) => `${e.column}: ${e.reason}`).join(' | ')]),
  );
  t.match(reasons[3], /Amount: Negative amount/);
  t.match(reasons[4], /Date: Not a calendar date/);
  t.match(reasons[5], /Date: Not a date/);
  t.match(reasons[6], /Payer Country: Unknown country code "XX"/);
  t.match(reasons[7], /Unknown country code "ke" for this schema \(did you mean KE\?\)/);
  t.match(reasons[8], /Mode: Unknown transmode code "CASHX"/);
  t.match(reasons[9], /Amount: Decimal comma is not accepted \(write 1234\.50\)/);
  t.match(reasons[10], /Payer BIC: Not a SWIFT\/BIC code/);
  t.match(reasons[12], /Row has 2 columns, the header has 18/);
  t.equal(bad.find((b) => b.row === 3)!.values.amount_local, '-250.00', 'the bad value is kept as given');
  const [doc] = await documents(result.output!, 'unodc-5.0.1', (ok, m) => t.ok(ok, m));
  t.equal(result.output!.kind, 'xml', 'one part: plain XML');
  t.match(doc, /<transaction_description>Transfer 1, invoice &quot;A-1&quot;<\/transaction_description>/);
  t.match(doc, /<date_transaction>2024-03-15T10:22:31<\/date_transaction>/);
  t.notMatch(doc, /TX-0000002/, 'the negative amount row is not in the report');
});

t.test('every schema: semicolon export converts and validates; same input gives the same bytes', async (t) => {
  for (const schema of SCHEMA_IDS) {
    const csv = [EXPORT_HEADER, ...Array.from({ length: 20 }, (_, i) => exportLine(i + 1, schema))]
      .map((l) => l.replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ';'))
      .join('\n');
    const a = await convert(fromText(csv), schema);
    const b = await convert(fromText(csv), schema);
    t.equal(a.result.validRows, 20, schema);
    await documents(a.result.output!, schema, (ok, m) => t.ok(ok, m));
    t.ok(
      readFileSync(a.result.output!.path).equals(readFileSync(b.result.output!.path)),
      `${schema}: deterministic output`,
    );
  }
});

t.test('parts are split at the portal limit, each valid, zipped when more than one', async (t) => {
  const csv = [EXPORT_HEADER, ...Array.from({ length: 60 }, (_, i) => exportLine(i + 1, 'ae-5.0.2'))].join('\r\n');
  const { result } = await convert(fromText(csv), 'ae-5.0.2', 12 * 1024);
  t.ok(result.parts > 2, `${result.parts} parts`);
  t.equal(result.output!.kind, 'zip');
  const docs = await documents(result.output!, 'ae-5.0.2', (ok, m) => t.ok(ok, m));
  t.equal(docs.length, result.parts);
  t.ok(
    docs.every((d) => Buffer.byteLength(d) <= 12 * 1024),
    'no part above the limit',
  );
  t.equal(
    docs.reduce((n, d) => n + (d.match(/<transaction>/g)?.length ?? 0), 0),
    60,
    'every row in exactly one part',
  );
  const refs = docs.map((d) => /<entity_reference>([^<]+)</.exec(d)![1]);
  t.same(
    refs,
    refs.map((_, i) => `rep1-${i + 1}`),
  );
});

t.test('XLSX export: first sheet, dates as cells, numbers', async (t) => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transactions');
  ws.addRow(EXPORT_HEADER.split(','));
  const line = (n: number) =>
    exportLine(n, 'unodc-5.0.1')
      .match(/("([^"]|"")*"|[^,]+)/g)!
      .map((c) => (c.startsWith('"') ? c.slice(1, -1).replace(/""/g, '"') : c));
  const row1 = line(1);
  row1[1] = new Date(Date.UTC(2024, 2, 15, 10, 22, 31)) as never;
  row1[6] = 1500.5 as never;
  ws.addRow(row1);
  const row2 = line(2);
  row2[6] = -3 as never;
  ws.addRow(row2);
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  const { result, bad } = await convert(xlsxRows(Readable.from([buffer])), 'unodc-5.0.1');
  t.equal(result.validRows, 1);
  t.equal(bad[0]!.row, 3);
  t.match(bad[0]!.errors[0]!.reason, /Negative amount/);
  const [doc] = await documents(result.output!, 'unodc-5.0.1', (ok, m) => t.ok(ok, m));
  t.match(doc, /<date_transaction>2024-03-15T10:22:31<\/date_transaction>/);
  t.match(doc, /<amount_local>1500.5<\/amount_local>/);
});

t.test('XLSX whose worksheet comes before xl/workbook.xml in the zip still reads', async (t) => {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Transactions').addRows([
    ['Transaction ID', 'Amount'],
    ['TX-1', 12],
  ]);
  const entries = unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
  // relations and shared strings first, so the reader parses the sheet at once, then the workbook
  const first = ['xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml'];
  const order = [
    ...first,
    ...Object.keys(entries).filter((k) => !first.includes(k) && k !== 'xl/workbook.xml'),
    'xl/workbook.xml',
  ];
  t.ok(
    order.every((k) => entries[k]),
    'every reordered entry exists',
  );
  const reordered = zipSync(Object.fromEntries(order.map((k) => [k, entries[k]!])));
  const rows: SourceRow[] = [];
  for await (const r of xlsxRows(Readable.from([Buffer.from(reordered)]))) rows.push(r);
  t.same(rows, [
    { row: 1, cells: ['Transaction ID', 'Amount'] },
    { row: 2, cells: ['TX-1', '12'] },
  ]);
});

t.test('a broken CSV (unclosed quote) is a file error, not a silent skip', async (t) => {
  await t.rejects(convert(fromText(`${EXPORT_HEADER}\n"TX-1,2024-01-01\n`), 'unodc-5.0.1'), /CSV error/);
});

t.test(
  'an empty narrative converts on every schema: the required element is written empty (omitting it fails)',
  async (t) => {
    for (const schema of SCHEMA_IDS) {
      const csv = [
        EXPORT_HEADER,
        exportLine(1, schema, { description: '' }),
        exportLine(2, schema, { description: '"   "' }),
        exportLine(3, schema),
      ].join('\r\n');
      const { result, bad } = await convert(fromText(csv), schema);
      t.same([result.validRows, bad], [3, []], `${schema}: no row refused`);
      const [doc] = await documents(result.output!, schema, (ok, m) => t.ok(ok, m));
      t.equal(
        doc!.match(/<transaction_description><\/transaction_description>/g)?.length,
        2,
        `${schema}: written empty`,
      );
      const omitted = doc!.replace(/<transaction_description><\/transaction_description>/g, '');
      t.notOk((await validateAgainstXsd(omitted, loadXsd(schema))).valid, `${schema}: the element cannot be left out`);
    }
  },
);

t.test('a mapping without a description column converts; values are still never invented', async (t) => {
  const headerless = mapping.transaction_description;
  t.equal(headerless, 'Description');
  const { transaction_description: _dropped, ...withoutDescription } = mapping;
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'fiu-test-'));
  const bad: BadRow[] = [];
  const csv = [EXPORT_HEADER, exportLine(1, 'lk-2.0'), exportLine(2, 'lk-2.0', { amount: '-1.00' })].join('\n');
  const result = await convertRecords(mapRows(fromText(csv), withoutDescription), {
    schema: 'lk-2.0',
    reportCode: CODES['lk-2.0'].reportCode,
    indicators: [CODES['lk-2.0'].indicator],
    currencyLocal: CODES['lk-2.0'].currency,
    user: userInfoOf(),
    reference: 'rep2',
    workDir,
    maxPartBytes: 1024 * 1024,
    now: NOW,
    onBadRow: (b) => void bad.push(b),
  });
  t.equal(result.validRows, 1);
  t.match(bad[0]!.errors[0]!.reason, /Negative amount/, 'the other checks still apply');
  const [doc] = await documents(result.output!, 'lk-2.0', (ok, m) => t.ok(ok, m));
  t.match(doc!, /<transaction_description><\/transaction_description>/);
});

t.test('a CSV that is not UTF-8 is refused with where, never decoded into replacement characters', async (t) => {
  const text = [EXPORT_HEADER, exportLine(1, 'unodc-5.0.1', { description: 'Café Nairobi' })].join('\r\n');
  const utf8 = Buffer.from(text, 'utf8');
  const at = utf8.indexOf(Buffer.from('é', 'utf8'));
  // split inside "é" (C3|A9): a sequence across two chunks is still UTF-8
  const split = await convert(
    csvRows(Readable.from([utf8.subarray(0, at + 1), utf8.subarray(at + 1)]), ','),
    'unodc-5.0.1',
  );
  t.equal(split.result.validRows, 1);
  const [doc] = await documents(split.result.output!, 'unodc-5.0.1', (ok, m) => t.ok(ok, m));
  t.match(doc!, /<transaction_description>Café Nairobi<\/transaction_description>/);

  const latin1 = Buffer.from(text, 'latin1');
  await t.rejects(
    convert(csvRows(Readable.from([latin1]), ','), 'unodc-5.0.1'),
    { message: M.notUtf8(latin1.indexOf(0xe9) + 1) },
    'Windows-1252 "é" (byte E9)',
  );
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  await t.rejects(convert(csvRows(Readable.from([utf16]), ','), 'unodc-5.0.1'), {
    message: M.nulByte(4),
  });
  const cut = Buffer.concat([utf8, Buffer.from([0xc3])]);
  await t.rejects(
    convert(csvRows(Readable.from([cut]), ','), 'unodc-5.0.1'),
    /not UTF-8 text/,
    'cut off inside a character',
  );
});

t.test('blank lines are skipped but counted: row numbers are those a spreadsheet shows', async (t) => {
  const csv = [
    EXPORT_HEADER,
    exportLine(1, 'unodc-5.0.1'),
    '',
    exportLine(3, 'unodc-5.0.1', { amount: '-1.00' }),
    '',
    '',
    exportLine(6, 'unodc-5.0.1', { date: '2024-02-30' }),
  ].join('\r\n');
  const { result, bad } = await convert(fromText(`${csv}\r\n\r\n`), 'unodc-5.0.1');
  t.same([result.rows, result.validRows], [3, 1], 'blank lines are not rows');
  t.same(
    bad.map((b) => [b.row, b.errors[0]!.column]),
    [
      [4, 'Amount'],
      [7, 'Date'],
    ],
    'lines 4 and 7 of the file (they were numbered 3 and 4)',
  );
  const xlsxLike: SourceRow[] = [];
  for await (const r of fromText(`${EXPORT_HEADER}\n\n${exportLine(1, 'unodc-5.0.1')}\n`)) xlsxLike.push(r);
  t.same(
    xlsxLike.map((r) => r.row),
    [1, 3],
  );
});

t.test('XLSX: only the first sheet is converted, and the later sheets holding values are named', async (t) => {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Transactions').addRows([
    ['Transaction ID', 'Amount'],
    ['TX-1', 12],
  ]);
  wb.addWorksheet('Summary').addRows([['Total', 12]]);
  wb.addWorksheet('Empty');
  wb.addWorksheet('March').addRows([['TX-2', 13]]);
  // the workbook part first: exceljs's writer does not fix the entry order, and a sheet read before
  // it is known only by its file name (Sheet2), which would make this test depend on timing
  const entries = unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
  const head = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels'];
  const buffer = Buffer.from(
    zipSync(
      Object.fromEntries(
        [...head.filter((k) => entries[k]), ...Object.keys(entries).filter((k) => !head.includes(k))].map((k) => [
          k,
          entries[k]!,
        ]),
      ),
    ),
  );
  const skipped: string[] = [];
  const rows: SourceRow[] = [];
  for await (const r of xlsxRows(Readable.from([buffer]), skipped)) rows.push(r);
  t.same(
    rows.map((r) => r.cells),
    [
      ['Transaction ID', 'Amount'],
      ['TX-1', '12'],
    ],
  );
  t.same(skipped, ['Summary', 'March'], 'an empty sheet is not worth a word');
  t.equal(M.sheetsNotRead(skipped), 'only the first sheet is converted: "Summary", "March" were not read');
});
