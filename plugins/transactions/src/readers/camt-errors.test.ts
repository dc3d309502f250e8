import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import t from 'tap';
import type { ReadResult } from '../shared/model.ts';
import { readCamt } from './camt.ts';
import { syntheticCamt053 } from './camt-synthetic.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
async function collect(source: AsyncIterable<ReadResult>) {
  const out: ReadResult[] = [];
  for await (const r of source) out.push(r);
  return out;
}
const fromBytes = (...chunks: (string | Buffer)[]) =>
  collect(readCamt(Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)))));
const fileError = (row: number, reason: string | RegExp) => ({
  row,
  errors: [{ row, column: null, field: null, reason }],
});

t.test('broken entries: each one an error naming entry number, XML path and reason; the others read', async (t) => {
  const results = await collect(readCamt(createReadStream(fixture('camt053-001.08-broken-entries.xml'))));
  const byRow = (row: number) => results.filter((r) => r.row === row);
  const errors = (row: number) => byRow(row).flatMap((r) => ('errors' in r ? r.errors : []));
  const e = (row: number, column: string, field: string | null, reason: string, value?: string) =>
    value === undefined ? { row, column, field, reason } : { row, column, field, reason, value };
  const at = (n: number) => `Stmt[1]/Ntry[${n}]`;

  t.match(byRow(1), [{ transaction: { account: 'DE44500105175407324931', amount: '100.00', reference: 'BRK-01' } }]);
  t.same(errors(2), [e(2, `${at(2)}/Amt`, 'amount', 'no amount')]);
  t.same(errors(3), [e(3, `${at(3)}/BookgDt/Dt`, 'booked_at', 'not a calendar date', '2025-02-30')]);
  t.same(errors(4), [e(4, `${at(4)}/CdtDbtInd`, 'direction', 'unknown credit/debit indicator: CRDT or DBIT', 'CRD')]);
  t.same(errors(5), [
    e(5, `${at(5)}/Amt`, 'amount', 'not a positive decimal amount (digits with a "." before the decimals)', '1234,56'),
  ]);
  t.same(errors(6), [
    e(6, `${at(6)}/Amt`, 'amount', '5 decimals: at most 4 are kept, and an amount is never rounded', '10.12345'),
  ]);
  t.same(errors(7), [e(7, `${at(7)}/Amt/@Ccy`, 'currency', 'no Ccy attribute on the amount')]);
  // A batch: its sound transaction is read, the broken one reports both of its faults.
  t.match(byRow(8)[0], { transaction: { amount: '200.00', counterparty_name: 'Kunde Eins', reference: 'BRK-08/1' } });
  t.same(errors(8), [
    e(8, `${at(8)}/NtryDtls/TxDtls[2]/Amt`, 'amount', 'no amount'),
    e(
      8,
      `${at(8)}/NtryDtls/TxDtls[2]/RltdAgts/DbtrAgt/FinInstnId`,
      'counterparty_bic',
      'not a BIC (8 or 11 capital letters/digits)',
      'DEUTDEFF 500',
    ),
  ]);
  t.same(errors(9), [e(9, `${at(9)}/BookgDt/Dt`, 'booked_at', 'no booking date (Dt or DtTm)')]);
  t.same(errors(10), [e(10, `${at(10)}/RvslInd`, null, 'not a boolean (true or false)', 'yes')]);
  t.same(errors(11), [
    e(
      11,
      `${at(11)}/NtryDtls/TxDtls/RltdPties/Dbtr/Pty/PstlAdr/Ctry`,
      'counterparty_country',
      'not an ISO 3166 two-letter code',
      'DEU',
    ),
  ]);
  t.same(errors(12), [e(12, 'Stmt[2]/Acct/Id', 'account', 'the statement names no account (Id/IBAN or Id/Othr/Id)')]);
  t.equal(results.length, 13, 'one result per transaction: 12 entries, one of them a batch of two');
});

const camt = (ns: string, body = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${ns}">${body}</Document>`;

t.test('files that are not a supported camt message end the read at row 0 with the reason', async (t) => {
  t.same(await fromBytes(camt('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03', '<CstmrCdtTrfInitn/>')), [
    fileError(
      0,
      'pain.001.001.03 is not a bank statement: only camt.053 (statement), camt.052 (account report) and camt.054 (debit/credit notification) are read',
    ),
  ]);
  t.match(await fromBytes(camt('urn:iso:std:iso:20022:tech:xsd:camt.056.001.08')), [
    fileError(0, /^camt\.056\.001\.08 is not a bank statement/),
  ]);
  t.same(await fromBytes(camt('urn:iso:std:iso:20022:tech:xsd:camt.053.001.01')), [
    fileError(0, 'camt.053.001.01 is not supported: versions 001.02 to 001.13 are read'),
  ]);
  t.same(await fromBytes(camt('urn:iso:std:iso:20022:tech:xsd:camt.053.001.14')), [
    fileError(0, 'camt.053.001.14 is not supported: versions 001.02 to 001.13 are read'),
  ]);
  t.match(await fromBytes('<Document><BkToCstmrStmt/></Document>'), [
    fileError(0, /^the Document element has no namespace/),
  ]);
  t.match(await fromBytes(camt('urn:iso:std:iso:20022:tech:xsd:camt.053.001.08', '<BkToCstmrAcctRpt/>')), [
    fileError(0, 'camt.053 Document holds <BkToCstmrAcctRpt>, expected <BkToCstmrStmt>'),
  ]);
  // An MT940 statement handed to the camt reader.
  t.match(await fromBytes(':20:STARTUMSE\r\n:25:37050198/1802057\r\n:28C:00044/001\r\n'), [
    fileError(0, /^not well-formed XML: /),
  ]);
  t.match(await fromBytes('<?xml version="1.0"?>\n<Envelope><Other/></Envelope>'), [
    fileError(0, 'no ISO 20022 Document element: not a camt.052/053/054 file'),
  ]);
});

t.test(
  'a file cut off part-way: the entries before the cut are read, then the row where reading stopped',
  async (t) => {
    const whole = readFileSync(fixture('camt053-001.08-ch-qr-batch.xml'), 'utf8');
    const cut = whole.slice(0, whole.indexOf('<AcctSvcrRef>1000007251300C02'));
    const results = await fromBytes(cut);
    t.same(
      results.map((r) => r.row),
      [1, 1, 1, 2, 3],
    );
    t.match(results.at(-1), fileError(3, /^not well-formed XML: .*; reading stopped here$/));
  },
);

t.test('an application header envelope around the Document is skipped', async (t) => {
  const inner = readFileSync(fixture('camt054-001.08-credit-notification.xml'), 'utf8').replace(/^<\?xml[^>]*>\s*/, '');
  // The namespace may also be declared on the envelope, with a prefix.
  const prefixed = `<Envelope xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.053.001.04"><c:Document><c:BkToCstmrStmt/></c:Document></Envelope>`;
  t.same(await fromBytes(prefixed), [], 'a statement without entries reads as nothing');
  const unbound = prefixed.replace('xmlns:c=', 'xmlns:d=');
  t.match(await fromBytes(unbound), [fileError(0, /^the Document element has no namespace/)]);
  const wrapped = `<?xml version="1.0" encoding="UTF-8"?>
<BizMsgEnvlp>
  <AppHdr xmlns="urn:iso:std:iso:20022:tech:xsd:head.001.001.02">
    <MsgDefIdr>camt.054.001.08</MsgDefIdr>
    <CreDt>2025-10-02T08:44:19Z</CreDt>
  </AppHdr>
  ${inner}
</BizMsgEnvlp>`;
  t.match(await fromBytes(wrapped), [{ row: 1, transaction: { account: 'BE68539007547034', amount: '15000.00' } }]);
});

t.test(
  'text encoding: a declared ISO-8859-1 file is read as declared; bytes that are not UTF-8 are refused',
  async (t) => {
    const utf8 = readFileSync(fixture('camt053-001.13-fi-prefixed.xml'), 'utf8');
    const latin1 = Buffer.from(utf8.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), 'latin1');
    t.match(await fromBytes(latin1), [{ transaction: { counterparty_name: 'Hämeen Konepaja Oy' } }, { row: 2 }]);
    const dribbled = await collect(readCamt(Readable.from([...latin1].map((b) => Buffer.from([b])))));
    t.match(dribbled, [{ transaction: { counterparty_name: 'Hämeen Konepaja Oy' } }, { row: 2 }], 'one byte at a time');
    t.match(await fromBytes(Buffer.from(utf8, 'latin1')), [fileError(0, 'the file is not valid utf-8 text')]);
    // A BOM before the declaration, as Windows tools write it.
    t.match(await fromBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(utf8)])), [
      { row: 1 },
      { row: 2 },
    ]);
  },
);

t.test(
  'references without a bank reference: NONREF ignored, statement id and entry, duplicates in a batch refused',
  async (t) => {
    const entry = (refs: string, details: string) => `
      <Ntry>${refs}
        <Amt Ccy="EUR">10.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2025-04-01</Dt></BookgDt>${details}
      </Ntry>`;
    const tx = (e2e: string) =>
      `<TxDtls><Refs><EndToEndId>${e2e}</EndToEndId></Refs><Amt Ccy="EUR">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd></TxDtls>`;
    const xml = camt(
      'urn:iso:std:iso:20022:tech:xsd:camt.053.001.04',
      `<BkToCstmrStmt><Stmt><Id>ST-0401</Id><Acct><Id><Othr><Id>0042</Id></Othr></Id></Acct>
      ${entry('<NtryRef>A1</NtryRef>', '<AcctSvcrRef>NONREF</AcctSvcrRef>')}
      ${entry('', `<NtryDtls>${tx('NOTPROVIDED')}</NtryDtls>`)}
      ${entry('', `<NtryDtls>${tx('PAY-9')}</NtryDtls>`)}
      ${entry('', `<NtryDtls>${tx('PAY-7')}${tx('PAY-7')}</NtryDtls>`)}
    </Stmt></BkToCstmrStmt>`,
    );
    const results = await fromBytes(xml);
    t.same(
      results.map((r) => ('transaction' in r ? r.transaction.reference : r.errors)),
      [
        'ST-0401/A1',
        'ST-0401/#2',
        'PAY-9/2025-04-01/10.00',
        'PAY-7/2025-04-01/5.00',
        [
          {
            row: 4,
            column: 'Stmt[1]/Ntry[4]/NtryDtls/TxDtls[2]/Refs',
            field: 'reference',
            reason: 'same reference as transaction 1 of this entry',
            value: 'PAY-7/2025-04-01/5.00',
          },
        ],
      ],
    );
    t.equal((results[0] as { transaction: { account: string } }).transaction.account, '0042', 'leading zeros kept');
  },
);

t.test('references stay the same when the same statement is read again', async (t) => {
  const refs = async () =>
    (
      await collect(readCamt(createReadStream(fixture('camt053-001.04-nl-two-accounts.xml'), { highWaterMark: 33 })))
    ).map((r) => ('transaction' in r ? r.transaction.reference : null));
  const first = await refs();
  t.same(await refs(), first);
  t.equal(new Set(first).size, first.length, 'no two transactions of a statement share a reference');
});

t.test(
  'a generated 20,000-entry statement streams: every transaction read, heap does not grow with the file',
  async (t) => {
    const entries = 20_000;
    let chunks = 0;
    let chunksAtFirstResult = 0;
    async function* counted() {
      for await (const chunk of syntheticCamt053(entries)) {
        chunks++;
        yield chunk as Buffer;
      }
    }
    let transactions = 0;
    // Retained heap after a forced collection: what the reader keeps, not garbage waiting for the GC.
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const retained: number[] = [];
    const start = performance.now();
    for await (const r of readCamt(counted())) {
      if (!('transaction' in r)) throw new Error(`row ${r.row}: ${JSON.stringify(r.errors)}`);
      if (transactions++ === 0) chunksAtFirstResult = chunks;
      if (transactions % 4000 === 0) {
        gc();
        retained.push(process.memoryUsage().heapUsed);
      }
    }
    const seconds = (performance.now() - start) / 1000;
    t.equal(transactions, entries + (entries / 10) * 2, 'every 10th entry is a batch of three');
    t.ok(chunksAtFirstResult <= 2 && chunks > 300, `first result after ${chunksAtFirstResult} of ${chunks} chunks`);
    // The file is ~40 MB of text; a reader that held it (or its entries) would grow by far more.
    const growth = (retained[retained.length - 1]! - retained[0]!) / 1024 / 1024;
    t.ok(retained.length >= 5 && growth < 16, `retained heap grows ${growth.toFixed(1)} MB over the file (< 16 MB)`);
    t.comment(`camt.053: ${entries} entries in ${seconds.toFixed(2)} s (${Math.round(entries / seconds)} entries/s)`);
  },
);
