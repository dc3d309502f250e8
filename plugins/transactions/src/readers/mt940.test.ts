import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import t from 'tap';
import type { ReadResult, TransactionInput } from '../shared/model.ts';
import { readMt940 } from './mt940.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function read(input: Buffer | string, chunk = 64 * 1024): Promise<ReadResult[]> {
  const bytes = Buffer.from(input);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) chunks.push(bytes.subarray(i, i + chunk));
  const out: ReadResult[] = [];
  for await (const r of readMt940(Readable.from(chunks))) out.push(r);
  return out;
}
const txs = (results: ReadResult[]) =>
  results.map((r) => {
    if (!('transaction' in r)) throw new Error(`row ${r.row}: ${JSON.stringify(r.errors)}`);
    return r.transaction;
  });
const REF = /^[A-Za-z0-9_-]{12}$/;
const refPart = (tx: TransactionInput) => tx.reference.split('/').slice(0, -1).join('/');
const hashPart = (tx: TransactionInput) => tx.reference.split('/').at(-1)!;
const noRef = ({ reference, ...rest }: TransactionInput) => (t.match(reference, /\S/), rest);

t.test('ING (Mijn ING Zakelijk): envelope, IBAN+currency in :25:, /EREF/ /CNTP/ /REMI/ wrapped at 65', async (t) => {
  const results = await read(fixture('mt940-ing.sta'));
  t.same(
    results.map((r) => r.row),
    [9, 14, 19],
    'one result per :61:, row = its line; the statement-level /SUM/ :86: is no entry',
  );
  const [wages, debit, fee] = txs(results);
  t.same(noRef(wages!), {
    account: 'NL69INGB0123456789',
    direction: 'credit',
    amount: '1250.00',
    currency: 'EUR',
    booked_at: '2026-11-28',
    value_at: '2026-11-28',
    counterparty_name: 'Bakkerij de Gouden Korenaar B.V.',
    counterparty_account: 'NL02ABNA0123456789',
    counterparty_bic: 'ABNANL2A',
    description: 'Factuur 2026-1842 broodleveringen november',
  });
  t.equal(refPart(wages!), 'EV2026-11-1842', 'customer reference first');
  t.match(hashPart(wages!), REF);
  t.match(debit, { direction: 'debit', amount: '89.95', counterparty_name: 'KPN B.V.' });
  t.equal(debit!.counterparty_account, 'NL35INGB0008294151', 'CNTP split across the 65-character wrap');
  t.equal(refPart(debit!), '00000000004792', 'NONREF: the bank reference');
  t.same(noRef(fee!), {
    account: 'NL69INGB0123456789',
    direction: 'debit',
    amount: '15.00',
    currency: 'EUR',
    booked_at: '2026-11-28',
    value_at: '2026-11-28',
    description: 'Kosten zakelijk betalingsverkeer november',
  });
});

t.test('ABN AMRO: header lines, /TRTP/ /IBAN/ /BIC/ /NAME/, a continuation line starting with "-"', async (t) => {
  const [rent, invoice] = txs(await read(fixture('mt940-abnamro.sta')));
  t.same(noRef(rent!), {
    account: 'NL91ABNA0417164300',
    direction: 'credit',
    amount: '500.00',
    currency: 'EUR',
    booked_at: '2026-11-28',
    value_at: '2026-11-28',
    counterparty_name: 'J.A. VAN DEN BERG',
    counterparty_account: 'NL44RABO0123456789',
    counterparty_bic: 'RABONL2U',
    description: 'SEPA OVERBOEKING: HUUR DECEMBER 2026 KAMER 4',
  });
  t.match(rent!.reference, REF, 'NONREF and EREF NOTPROVIDED: the hash alone');
  t.equal(refPart(invoice!), 'PAY-2026-11-28-0007', 'EREF read across the line that starts with "-"');
  t.match(invoice, { counterparty_name: 'Import Export Schmidt GmbH', counterparty_bic: 'INGDDEFFXXX' });
});

t.test('German savings bank: Windows-1252, BLZ/Konto, DR/CR with funds code, ?20 SEPA keywords, NONREF', async (t) => {
  const [fee, debit, club] = txs(await read(fixture('mt940-de-sparkasse.sta')));
  t.same(noRef(fee!), {
    account: '37040044/0532013000',
    direction: 'credit',
    amount: '1800.00',
    currency: 'EUR',
    booked_at: '2026-12-30',
    value_at: '2026-12-30',
    counterparty_name: 'Müller, Jürgen Steuerberatung',
    counterparty_account: 'DE82760100850123456789',
    counterparty_bic: 'GENODEF1S04',
    description: 'GUTSCHR. UEBERWEISUNG: Rechnung 2026-311 vom 14.12.2026 Beratung',
  });
  t.match(fee!.reference, REF, 'NONREF and EREF+NOTPROVIDED: the hash alone');
  t.match(debit, {
    direction: 'debit',
    amount: '250.00',
    counterparty_name: 'Stadtwerke Musterstadt GmbH',
    counterparty_account: 'DE56120300000010203040',
    counterparty_bic: 'COBADEFFXXX',
    description: 'SEPA-BASISLASTSCHRIFT: Stromabschlag Dezember 2026 Vertragskonto 7011',
  });
  t.equal(refPart(debit!), 'RG-2026-12-0042', 'the EREF+ of the purpose');
  t.same(noRef(club!), {
    account: '37040044/0532013000',
    direction: 'debit',
    amount: '42.80',
    currency: 'EUR',
    booked_at: '2026-12-31',
    value_at: '2027-01-02',
    counterparty_name: 'Sportverein Grün-Weiß e.V.',
    counterparty_account: '0532099999',
    counterparty_institution: 'BLZ 37040044',
    description: 'ÜBERWEISUNG: Mitgliedsbeitrag 2027',
  });
});

t.test('UK block-wrapped file: three messages, a statement over two pages (:60M:), two accounts', async (t) => {
  const results = await read(fixture('mt940-uk-blocks.sta'));
  t.same(
    results.map((r) => r.row),
    [6, 9, 19, 22, 33],
  );
  const [cheque, card1, card2, credit, usd] = txs(results);
  t.same(noRef(cheque!), {
    account: 'GB81BARC20325333344556',
    direction: 'debit',
    amount: '1500.00',
    currency: 'GBP',
    booked_at: '2026-12-29',
    value_at: '2026-12-29',
    description: 'CHEQUE 000123 PAID PAYEE HARGREAVES JOINERY LTD',
  });
  t.equal(refPart(cheque!), '000123', 'the cheque number is the customer reference');
  t.same(noRef(card1!), noRef(card2!), 'the same card payment twice, one on each page');
  t.not(card1!.reference, card2!.reference, 'identical lines get different references: none is dropped');
  t.equal(refPart(credit!), 'INV-4471');
  t.match(usd, { account: '20325344556677', currency: 'USD', amount: '250.5', direction: 'credit' });
});

t.test('references are stable: the same statement re-read, in small chunks, or in another export', async (t) => {
  const file = fixture('mt940-ing.sta');
  const first = txs(await read(file));
  t.same(txs(await read(file, 7)), first, 'lines split across 7-byte chunks read the same');
  // The same day exported as block-4 text only, after another day's statement, with another :20:.
  const text = file.toString('latin1');
  const body = text.slice(text.indexOf(':20:'), text.indexOf('-}')).replace(':20:P261128000000001', ':20:EXPORT2');
  const previous = ':20:EXPORT1\n:25:NL69INGB0123456789EUR\n:60F:C261126EUR0,\n:61:261127C15230,44NTRFNONREF\n-\n';
  const again = txs(await read(previous + body));
  t.same(
    again.slice(1).map((x) => x.reference),
    first.map((x) => x.reference),
  );
});

t.test('year rollover between the value date and the entry date', async (t) => {
  const results = await read(
    [
      ':20:ROLL',
      ':25:NL91ABNA0417164300',
      ':60F:C261230EUR100,00',
      ':61:2612310102D1,00NTRFA', // valued 31 Dec, booked 2 Jan
      ':61:2701021231C2,00NTRFB', // valued 2 Jan, booked 31 Dec
      ':61:2803010229D3,00NTRFC', // 2028 is a leap year
      ':61:2703010229D4,00NTRFD', // 2027 is not: the nearest 29 Feb is a year away, refused
      ':61:2612311231D5,00NTRFE',
      '-',
    ].join('\n'),
  );
  t.match(results[0], { transaction: { booked_at: '2027-01-02', value_at: '2026-12-31' } });
  t.match(results[1], { transaction: { booked_at: '2026-12-31', value_at: '2027-01-02' } });
  t.match(results[2], { transaction: { booked_at: '2028-02-29', value_at: '2028-03-01' } });
  t.same(results[3], {
    row: 7,
    errors: [
      {
        row: 7,
        column: ':61:',
        field: 'booked_at',
        reason: 'entry date 0229 is not a MMDD date within half a year of the value date',
        value: '2703010229D4,00NTRFD',
      },
    ],
  });
  t.match(results[4], { transaction: { booked_at: '2026-12-31', value_at: '2026-12-31' } });
});
