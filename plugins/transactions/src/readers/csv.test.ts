import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import t from 'tap';
import { validateMapping, type Mapping } from '../shared/mapping.ts';
import type { ReadResult, RowError, TransactionInput } from '../shared/model.ts';
import { readCsv, sniffDelimiter } from './csv.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const text = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
function mappingOf(name: string): Mapping {
  const check = validateMapping(JSON.parse(text(name)));
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return check.mapping;
}
const coreMapping = mappingOf('core-banking-mapping.json');
const coreExport = text('core-banking-export.csv');

async function readAll(results: AsyncIterable<ReadResult>) {
  const ok: (TransactionInput & { row: number })[] = [];
  const bad: { row: number; errors: RowError[] }[] = [];
  for await (const r of results) {
    if ('transaction' in r) ok.push({ row: r.row, ...r.transaction });
    else bad.push(r);
  }
  return { ok, bad };
}
/** The core-banking export with one cell changed: (data row, header) → new value. */
function withCell(row: number, header: string, value: string, source = coreExport): Readable {
  const lines = source.split('\r\n');
  const col = lines[0]!.split(',').indexOf(header);
  const cells = lines[row]!.split(','); // the edited rows have no quoted commas
  cells[col] = value;
  lines[row] = cells.join(',');
  return Readable.from(Buffer.from(lines.join('\r\n')));
}

t.test('a core-banking export (41 columns, D/C, CASH/WIRE, BRANCH/SWIFT) converts completely', async (t) => {
  const { ok, bad } = await readAll(
    readCsv(createReadStream(path.join(fixtures, 'core-banking-export.csv')), coreMapping),
  );
  t.same(bad, [], 'no row errors');
  t.equal(ok.length, 50, 'all 50 rows');
  t.same(
    ok.map((r) => r.row),
    Array.from({ length: 50 }, (_, i) => i + 1),
    'in order, 1-based',
  );
  const first = ok[0]!;
  t.match(first, {
    reference: 'FT2606000037',
    booked_at: '2026-03-01T14:22:05',
    direction: 'debit',
    amount: '75000.50',
    currency: 'KES',
    account: '0120987654002', // leading zero kept
    location: '045 WESTLANDS', // joined
    transmode: 'A', // CASH
    funds: 'K', // BRANCH
    customer_type: 'entity', // CORP
  });
  t.notOk('counterparty_name' in first, 'empty cells are left out, not written as ""');
  const person = ok.find((r) => r.customer_first_name === 'Otieno')!;
  t.equal(person.customer_birth_date, '1979-11-03', 'DD/MM/YYYY read with its format');
  t.equal(person.customer_type, 'person');
  const wire = ok.find((r) => r.counterparty_bic === 'COBADEFFXXX')!;
  t.equal(wire.counterparty_account, 'DE89370400440532013000', 'IBAN compacted');
  t.equal(wire.counterparty_name, 'Müller Agrartechnik GmbH');
  t.equal(wire.transmode, 'D');
  t.equal(wire.funds, 'L');
  t.ok(
    ok.some((r) => r.description === 'PAYMENT FOR "AVOCADO" SHIPMENT, LOT 24'),
    'quoted cell with a comma and quotes',
  );
  const usd = ok.find((r) => r.currency === 'USD')!;
  t.equal(usd.local_currency, 'KES');
  t.equal(usd.rate, '129.450000');
  t.same(new Set(ok.map((r) => r.direction)), new Set(['credit', 'debit']));
});

t.test('a German cooperative bank export: semicolons, decimal comma, grouping, signed amounts, BOM', async (t) => {
  const mapping = mappingOf('volksbank-mapping.json');
  const { ok, bad } = await readAll(readCsv(createReadStream(path.join(fixtures, 'volksbank-export.csv')), mapping));
  t.same(bad, []);
  t.equal(ok.length, 12);
  t.match(ok[0], {
    account: 'DE75512108001245126199',
    account_name: 'Geschäftskonto', // the BOM did not end up in the first header
    booked_at: '2026-03-02',
    amount: '12480.00',
    direction: 'credit',
    customer_type: 'entity',
    reference: '02.03.2026/DE89370400440532013000/12.480,00',
  });
  t.match(ok[1], {
    amount: '1234.56',
    direction: 'debit',
    description: 'Lastschrift: Abschlag Strom März 2026 KdNr 4711',
  });
  t.match(ok[5], { amount: '86.40', direction: 'debit', reference: '05.03.2026/-86,40' }, 'empty join parts left out');
  t.equal(ok[7]!.description, 'Auslandsüberweisung: PO 88231 "Spare parts"');
});

t.test('delimiter: sniffed from the header line, or given', async (t) => {
  t.equal(sniffDelimiter('a;b;"c;d,e,f";g\r\n1,2,3,4,5'), ';');
  t.equal(sniffDelimiter('\uFEFFa\tb\tc'), '\t');
  t.equal(sniffDelimiter('a|b|c,d'), '|');
  t.equal(sniffDelimiter('single'), ',');
  const piped = coreExport.replaceAll(',', '|').replace('PAYMENT FOR "AVOCADO" SHIPMENT| LOT', 'x');
  const { ok } = await readAll(readCsv(Readable.from(Buffer.from(piped)), coreMapping));
  t.equal(ok.length, 50, 'a pipe-delimited export, sniffed');
  const forced = await readAll(readCsv(Readable.from(Buffer.from(coreExport)), coreMapping, { delimiter: ';' }));
  t.equal(forced.bad.length, 1, 'the wrong delimiter, forced: one file-level error');
  t.equal(forced.bad[0]!.row, 0);
});

t.test('errors name row, column and reason; nothing is repaired', async (t) => {
  const one = async (input: Readable) => {
    const { ok, bad } = await readAll(readCsv(input, coreMapping));
    t.equal(ok.length, 49, 'the other rows still convert');
    t.equal(bad.length, 1);
    return bad[0]!;
  };

  const word = await one(withCell(4, 'instrument', 'RTGS'));
  t.equal(word.row, 4);
  t.match(word.errors, [{ column: 'instrument', field: 'transmode', value: 'RTGS' }]);
  t.match(word.errors[0]!.reason, /"RTGS" is not in values\.transmode.*known words: CASH, WIRE, EFT/);
  t.equal(word.errors.length, 1);

  const lower = await one(withCell(6, 'instrument', 'cash'));
  t.match(lower.errors[0]!.reason, /did you mean "CASH"\?/);

  const date = await one(withCell(7, 'tran_date', '2026-02-30 10:00:00'));
  t.match(date.errors, [{ row: 7, column: 'tran_date', field: 'booked_at', reason: /not a real date/ }]);
  const format = await one(withCell(8, 'tran_date', '01/03/2026 14:22'));
  t.match(format.errors[0]!.reason, /does not match the date format "YYYY-MM-DD HH:mm:ss"/);

  const amount = await one(withCell(9, 'tran_amount', '"12500,00"'));
  t.match(amount.errors, [{ column: 'tran_amount', field: 'amount', value: '12500,00' }]);
  t.match(amount.errors[0]!.reason, /is the file's decimal ","/);
  const negative = await one(withCell(10, 'tran_amount', '-15000.00'));
  t.match(negative.errors[0]!.reason, /negative amount.*"dr_cr".*no abs\(\)/);
  const decimals = await one(withCell(11, 'tran_amount', '15000.12345'));
  t.match(decimals.errors[0]!.reason, /more than 4 decimals/);

  const empty = await one(withCell(12, 'tran_currency', ''));
  t.match(empty.errors, [{ row: 12, column: 'tran_currency', field: 'currency', reason: 'empty, but required' }]);
  const lowerCurrency = await one(withCell(13, 'tran_currency', 'kes'));
  t.match(lowerCurrency.errors[0]!.reason, /not an ISO 4217.*did you mean "KES"/);
  const dc = await one(withCell(14, 'dr_cr', 'X'));
  t.match(dc.errors, [{ column: 'dr_cr', field: 'direction', reason: /"X" is neither a credit nor a debit word/ }]);

  const joined = await one(withCell(15, 'branch_code', 'X'.repeat(300)));
  t.match(joined.errors, [{ column: 'branch_code + branch_name', field: 'location', reason: /longer than 255/ }]);
});

t.test('a mapped header missing from the file is one file-level error, before any row', async (t) => {
  const renamed = coreExport.replace('dr_cr', 'drcr').replace('tran_currency', 'currency_code');
  const results: ReadResult[] = [];
  for await (const r of readCsv(Readable.from(Buffer.from(renamed)), coreMapping)) results.push(r);
  t.equal(results.length, 1, 'no row is read');
  t.match(results[0], {
    row: 0,
    errors: [
      { column: 'tran_currency', field: 'currency', reason: /column "tran_currency" \(mapped to currency\) is not in/ },
      { column: 'dr_cr', field: null, reason: /the direction column.*did you mean "drcr"/ },
    ],
  });
});

t.test('a row of the wrong width is an error of that row', async (t) => {
  const lines = coreExport.split('\r\n');
  lines[3] = lines[3]!.replace(/,[^,]*$/, '');
  const { ok, bad } = await readAll(readCsv(Readable.from(Buffer.from(lines.join('\r\n'))), coreMapping));
  t.same(bad, [
    { row: 3, errors: [{ row: 3, column: null, field: null, reason: 'the row has 40 cells, the header 41' }] },
  ]);
  t.equal(ok.length, 49);
});

t.test('a broken quote stops reading at the first row not read, naming the line', async (t) => {
  const lines = coreExport.split('\r\n');
  lines[20] = lines[20]!.replace('FT26', '"FT26');
  const chunks = lines.map((l) => Buffer.from(`${l}\r\n`)); // as a file arrives: in pieces
  const { ok, bad } = await readAll(readCsv(Readable.from(chunks), coreMapping));
  t.equal(bad.length, 1);
  t.equal(bad[0]!.row, ok.length + 1, 'every row before it was yielded or is named by the error');
  t.match(bad[0]!.errors[0]!.reason, /^CSV syntax: .*line \d+.*; reading stopped here$/);
});

t.test('signed amounts: negative is a debit, stored positive; zero has no direction', async (t) => {
  const mapping = mappingOf('volksbank-mapping.json');
  const src = text('volksbank-export.csv').replace(';-86,40;', ';0,00;').replace(';150,00;', ';1.50,00;');
  const { ok, bad } = await readAll(readCsv(Readable.from(Buffer.from(src)), mapping));
  t.equal(ok.length, 10);
  t.match(bad, [
    { row: 6, errors: [{ column: 'Betrag', reason: /zero amount has no sign/ }] },
    { row: 11, errors: [{ column: 'Betrag', reason: /"1\.50,00" is not a decimal number/ }] },
  ]);
});

t.test('a cell that is not UTF-8 (a Windows-1252 export) is a row error, not a replacement character', async (t) => {
  const lines = coreExport.split('\r\n');
  const at = lines[2]!.indexOf('Ochieng');
  const bytes = Buffer.concat([
    Buffer.from([lines[0], lines[1], lines[2]!.slice(0, at)].join('\r\n')),
    Buffer.from([0x4f, 0x63, 0x68, 0x69, 0xe9, 0x6e, 0x67]), // "Ochiéng" in Windows-1252
    Buffer.from(lines[2]!.slice(at + 'Ochieng'.length) + '\r\n'),
  ]);
  const { ok, bad } = await readAll(readCsv(Readable.from(bytes), coreMapping));
  t.equal(ok.length, 1);
  t.match(bad, [{ row: 2, errors: [{ column: 'cust_last_name', reason: /not UTF-8/ }] }]);
});

t.test(
  'a core-banking export with KYC columns: account and customer KYC read, dates and bank words translated',
  async (t) => {
    const { ok, bad } = await readAll(
      readCsv(
        createReadStream(path.join(fixtures, 'core-banking-kyc-export.csv')),
        mappingOf('core-banking-kyc-mapping.json'),
      ),
    );
    t.same(bad, [], 'no row errors');
    t.equal(ok.length, 50);
    const person = ok.find((r) => r.customer_first_name === 'Wanjiku')!;
    t.match(person, {
      account_type: 'B', // SAV
      account_status: 'A', // ACTIVE
      account_opened: '2019-02-11',
      account_branch: 'WESTLANDS',
      client_number: 'C000184',
      customer_gender: 'F', // FEMALE
      customer_occupation: 'Pharmacist',
      customer_ssn: '23456789',
      customer_phone: '+254 733 905127',
      customer_phone_type: 'mobile',
      customer_address: 'Kileleshwa, Othaya Road 15',
      customer_city: 'Nairobi',
      customer_state: 'Nairobi',
    });
    t.notOk('customer_legal_form' in person, "a person's empty entity columns stay absent");
    const entity = ok.find((r) => r.customer_name === 'RIFT VALLEY LOGISTICS LTD')!;
    t.match(entity, {
      account_status: 'B', // DORMANT
      customer_legal_form: 'A', // PRIVATE LTD
      customer_incorporation_date: '2012-08-22', // DD/MM/YYYY read with its format
      customer_business: 'Road freight and logistics',
      customer_phone_type: 'landline',
    });
    // One cell changed by text (the KYC addresses hold quoted commas): the first row of each client.
    const kyc = text('core-banking-kyc-export.csv');
    const edited = (from: string, to: string) => Readable.from(Buffer.from(kyc.replace(from, to)));
    const badDate = await readAll(
      readCsv(edited(',22/08/2012,', ',31/02/2012,'), mappingOf('core-banking-kyc-mapping.json')),
    );
    t.match(badDate.bad, [{ row: 4, errors: [{ column: 'cust_inc_date', field: 'customer_incorporation_date' }] }]);
    t.equal(badDate.bad.length, 1, 'only the edited row');
    const word = await readAll(readCsv(edited(',ACTIVE,', ',FROZEN,'), mappingOf('core-banking-kyc-mapping.json')));
    t.match(word.bad, [{ row: 1, errors: [{ column: 'acct_status', field: 'account_status', reason: /FROZEN/ }] }]);
  },
);
