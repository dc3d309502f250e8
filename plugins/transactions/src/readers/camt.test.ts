import { createReadStream } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { Value } from 'typebox/value';
import { TransactionInputSchema, type ReadResult, type RowError, type TransactionInput } from '../shared/model.ts';
import { readCamt, type CamtMessage } from './camt.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

/** Reads a fixture in small chunks (multi-byte characters and tags split across reads) and checks every transaction against the wire schema. */
async function read(name: string, highWaterMark = 64) {
  const messages: CamtMessage[] = [];
  const results: ReadResult[] = [];
  for await (const r of readCamt(createReadStream(fixture(name), { highWaterMark }), {
    onMessage: (m) => messages.push(m),
  })) {
    if ('transaction' in r && !Value.Check(TransactionInputSchema, r.transaction)) {
      throw new Error(`row ${r.row} does not fit the wire schema: ${JSON.stringify(r.transaction)}`);
    }
    results.push(r);
  }
  return { messages, results, txs: results.flatMap((r) => ('transaction' in r ? [r.transaction] : [])) };
}
const errorsOf = (r: ReadResult | undefined): RowError[] => (r && 'errors' in r ? r.errors : []);

t.test('camt.053.001.02 (German DK format: BIC, no Pty, amounts in AmtDtls)', async (t) => {
  const { messages, results, txs } = await read('camt053-001.02-de-sparkasse.xml');
  t.same(messages, [{ type: 'camt.053', version: '001.02' }]);
  t.same(
    results.map((r) => r.row),
    [1, 2, 3, 3, 4],
    'one result per transaction, the batched entry twice with its entry number',
  );
  const ours = { account: 'DE02370501980001802057', customer_name: 'Muster Handels GmbH' };
  t.same(txs[0], {
    ...ours,
    direction: 'credit',
    amount: '2380.00',
    currency: 'EUR',
    booked_at: '2025-03-03',
    value_at: '2025-03-03',
    counterparty_name: 'Baeckerei Schmitz OHG',
    counterparty_account: 'DE89370400440532013000',
    counterparty_bic: 'COBADEFFXXX',
    counterparty_country: 'DE',
    reference: '2025030300412318000',
    description:
      'Rechnung RE-2025-00187 vom 14.02.2025 Kd-Nr. 40211 | BkTxCd PMNT/RCDT/ESCT | BkTxCd Prtry NTRF+166+9310 (ZKA)',
  } satisfies TransactionInput);
  // Direct debit: the creditor is the counterparty; its SEPA creditor id under PrvtId does not make it a person.
  t.match(txs[1], {
    direction: 'debit',
    amount: '89.90',
    counterparty_name: 'Telekom Deutschland GmbH',
    counterparty_account: 'DE22300700100222222200',
    counterparty_bic: 'DEUTDEDDXXX',
    reference: '2025030300412318001',
  });
  t.notOk('counterparty_type' in txs[1]!, 'a SEPA creditor identifier says nothing about person or entity');
  // Batched transfer: each TxDtls with its own amount (001.02: AmtDtls/TxAmt) and creditor; the booking reference numbered.
  t.same(
    txs
      .slice(2, 4)
      .map((x) => [x.amount, x.counterparty_name, x.counterparty_account, x.counterparty_country, x.reference]),
    [
      ['600.00', 'Papier & Co KG', 'AT611904300234573201', 'AT', '2025030300412318002/1'],
      ['450.00', 'Hans Meier', 'DE75512108001245126199', undefined, '2025030300412318002/2'],
    ],
  );
  t.equal(txs[2]!.counterparty_bic, 'BKAUATWW', '8-character BIC kept as written');
  // Card payment: no related parties, so no counterparty; the entry's text describes it.
  t.same(txs[4], {
    ...ours,
    direction: 'debit',
    amount: '54.20',
    currency: 'EUR',
    booked_at: '2025-03-03',
    value_at: '2025-03-01',
    reference: '2025030300412318003',
    description:
      'KARTENZAHLUNG ARAL TANKSTELLE KOELN 01.03 14:22 | BkTxCd PMNT/CCRD/POSD | BkTxCd Prtry NMSC+005+6810 (ZKA)',
  });
});

t.test('camt.053.001.04: two accounts in one file, foreign currency, a reversal, a cash withdrawal', async (t) => {
  const { messages, results, txs } = await read('camt053-001.04-nl-two-accounts.xml', 4096);
  t.same(messages, [{ type: 'camt.053', version: '001.04' }]);
  t.same(
    results.map((r) => r.row),
    [1, 2, 3, 4],
  );
  const eur = {
    account: 'NL91ABNA0417164300',
    account_name: 'Operating account',
    customer_name: 'DELTA LOGISTICS B.V.',
    customer_type: 'entity',
    customer_country: 'NL',
  };
  t.same(txs[0], {
    ...eur,
    direction: 'credit',
    amount: '9216.40',
    currency: 'EUR',
    booked_at: '2025-05-12',
    value_at: '2025-05-12',
    counterparty_type: 'entity',
    counterparty_name: 'PACIFIC FREIGHT PARTNERS LLC',
    counterparty_account: '004123456789',
    counterparty_institution: 'JPMORGAN CHASE BANK, N.A.',
    counterparty_bic: 'CHASUS33',
    counterparty_country: 'US',
    reference: '0512A7781230019',
    description:
      '/INV/2025-118 OCEAN FREIGHT APR | BkTxCd PMNT/RCDT/XBCT | InstdAmt 10000.00 USD, XchgRate 0.921640 USD/EUR',
  });
  // A returned direct debit: booked DBIT (money left again), RvslInd true. The parties describe the
  // original collection, so the counterparty is its debtor, and the payer's end-to-end id is marked.
  t.match(txs[1], {
    direction: 'debit',
    amount: '312.50',
    counterparty_type: 'person',
    counterparty_name: 'J. de Vries',
    counterparty_account: 'NL02RABO0300065725',
    counterparty_bic: 'RABONL2U',
    reference: 'DD-2025-04-7730/2025-05-12/312.50/RVSL',
    description: 'Abonnement april 2025 | reversal (RvslInd) | BkTxCd PMNT/RDDT/UPDD',
  });
  t.same(txs[2], {
    ...eur,
    direction: 'debit',
    amount: '500.00',
    currency: 'EUR',
    booked_at: '2025-05-12',
    value_at: '2025-05-12',
    reference: '0512C0099412877',
    description: 'GELDAUTOMAAT ROTTERDAM CS PAS 031 12.05.25/09.14 | BkTxCd PMNT/CCRD/CWDL',
  });
  // Second statement: a non-IBAN account number as given, a booking date-time kept with its offset.
  t.same(txs[3], {
    account: '0417164311',
    customer_name: 'DELTA LOGISTICS B.V.',
    direction: 'debit',
    amount: '48700.00',
    currency: 'USD',
    booked_at: '2025-05-12T09:31:02.000+02:00',
    value_at: '2025-05-12',
    counterparty_name: 'STRAITS CONTAINER LINES PTE LTD',
    counterparty_account: '0039-015527-9',
    counterparty_institution: 'DBS BANK LTD',
    counterparty_bic: 'DBSSSGSGXXX',
    counterparty_country: 'SG',
    reference: '0512W5512770001',
    description: 'PO 88412 CHARTER Q2 | BkTxCd PMNT/ICDT/XBCT | BkTxCd Prtry MT103 (SWIFT)',
  });
});

t.test('camt.053.001.08 (Pty wrappers, Sts/Cd): a QR collective credit of three transactions', async (t) => {
  const { messages, results, txs } = await read('camt053-001.08-ch-qr-batch.xml', 100);
  t.same(messages, [{ type: 'camt.053', version: '001.08' }]);
  t.same(
    results.map((r) => r.row),
    [1, 1, 1, 2, 3],
  );
  t.same(
    txs
      .slice(0, 3)
      .map((x) => [x.amount, x.counterparty_name, x.counterparty_type, x.counterparty_country, x.reference]),
    [
      ['1250.00', 'Petra Keller', undefined, 'CH', '1000007251300AF1-01'],
      ['450.00', 'Garage Huber GmbH', 'entity', 'CH', '1000007251300AF1-02'],
      ['150.00', 'M. Rossi', undefined, 'IT', '1000007251300AF1-03'],
    ],
    "each TxDtls's own bank reference; no type without an OrgId/PrvtId",
  );
  t.match(txs[0], {
    account: 'CH9300762011623852957',
    customer_name: 'Alpenblick Immobilien AG',
    customer_country: 'CH',
    direction: 'credit',
    currency: 'CHF',
    counterparty_account: 'CH5604835012345678009',
    counterparty_institution: 'Credit Suisse (Schweiz) AG',
    counterparty_bic: 'CRESCHZZ80A',
    description: '210000000003139471430009017 | BkTxCd PMNT/RCDT/AUTT',
  });
  t.equal(
    txs[1]!.description,
    'Parkplatz 14 Juli | BkTxCd PMNT/RCDT/VCOM',
    "the entry's BkTxCd when the TxDtls has none",
  );
  t.match(txs[3], {
    direction: 'debit',
    amount: '12000.00',
    counterparty_type: 'entity',
    counterparty_name: 'Bau & Renovation Zentralschweiz AG',
    counterparty_account: 'CH2100778010412345678',
    counterparty_bic: 'LUKBCH2260A',
    reference: '1000007251300B77',
  });
  t.match(txs[4], {
    amount: '15.00',
    reference: '1000007251300C02',
    description: /^Kontofuehrungsgebuehr 2\. Quartal \| BkTxCd ACMT/,
  });
});

t.test('camt.053.001.13 with a namespace prefix, read 7 bytes at a time', async (t) => {
  const { messages, txs } = await read('camt053-001.13-fi-prefixed.xml', 7);
  t.same(messages, [{ type: 'camt.053', version: '001.13' }]);
  t.same(txs[0], {
    account: 'FI2112345600000785',
    customer_type: 'person',
    customer_name: 'Aino Virtanen',
    customer_country: 'FI',
    direction: 'credit',
    amount: '3475.10',
    currency: 'EUR',
    booked_at: '2026-01-15T06:02:11Z',
    value_at: '2026-01-15',
    counterparty_type: 'entity',
    counterparty_name: 'Hämeen Konepaja Oy',
    counterparty_account: 'FI7947000000123456',
    counterparty_bic: 'POPFFI22',
    counterparty_country: 'FI',
    reference: '260115593497XA00012',
    description: 'PALKKA 01/2026 | BkTxCd PMNT/RCDT/SALA | BkTxCd Prtry 710 (FFFS)',
  });
  // The creditor is a bank (the Agt choice of Party40Choice): its name and BIC, an entity.
  t.match(txs[1], {
    direction: 'debit',
    booked_at: '2026-01-15T14:40:00+02:00',
    counterparty_type: 'entity',
    counterparty_name: 'Nordea Bank Abp',
    counterparty_bic: 'NDEAFIHH',
    counterparty_country: 'FI',
    counterparty_account: 'LOAN-88120455',
    description: 'Asuntolainan lyhennys ja korko | BkTxCd LDAS/CSLN/PPAY',
  });
});

t.test('camt.052 reports a pending entry as an error; camt.054 notifications read like statements', async (t) => {
  const report = await read('camt052-001.08-intraday.xml');
  t.same(report.messages, [{ type: 'camt.052', version: '001.08' }]);
  t.match(report.txs, [{ account: 'AT483200000012345864', amount: '780.00', booked_at: '2025-09-15T09:12:40+02:00' }]);
  t.same(errorsOf(report.results[1]), [
    {
      row: 2,
      column: 'Rpt[1]/Ntry[2]/Sts',
      field: null,
      reason: 'entry status PDNG: only booked entries (BOOK) are imported',
      value: 'PDNG',
    },
    { row: 2, column: 'Rpt[1]/Ntry[2]/BookgDt/Dt', field: 'booked_at', reason: 'no booking date (Dt or DtTm)' },
  ]);
  const notification = await read('camt054-001.08-credit-notification.xml');
  t.same(notification.messages, [{ type: 'camt.054', version: '001.08' }]);
  t.match(notification.txs, [
    {
      account: 'BE68539007547034',
      direction: 'credit',
      amount: '15000.00',
      counterparty_name: 'Lukas Peeters',
      reference: 'BE25275X00448217',
      description: '090933755493 | BkTxCd PMNT/RCDT/ESCT',
    },
  ]);
  t.notOk('customer_name' in notification.txs[0]!, 'no owner in the file, none invented');
});
