import { Readable } from 'node:stream';
import t from 'tap';
import type { ReadResult } from '../shared/model.ts';
import { accountId, swiftAmount } from './mt940-fields.ts';
import { readMt940 } from './mt940.ts';

async function read(text: string): Promise<ReadResult[]> {
  const out: ReadResult[] = [];
  for await (const r of readMt940(Readable.from([Buffer.from(text, 'utf8')]))) out.push(r);
  return out;
}
const head = (account = 'NL91ABNA0417164300', currency = 'EUR') =>
  `:20:T\n:25:${account}\n:28C:1/1\n:60F:C261127${currency}1000,00\n`;
const error = (row: number, column: string, reason: string, value?: string, field: string | null = null) => ({
  row,
  column,
  field,
  reason,
  ...(value !== undefined ? { value } : {}),
});

t.test('broken statement lines: one error each, naming line, tag and reason; good lines still read', async (t) => {
  const results = await read(
    head() + // lines 1-4
      [
        ':61:2611281128D100NTRFNONREF', // 5
        ':61:2611281128C,5NTRFNONREF',
        ':61:2611281128100,00NTRFNONREF',
        ':61:2613311128D1,00NTRFNONREF',
        ':61:2611281128D1,00XTRFNONREF',
        ':61:2611281128D1,00NTRFTHISREFISTOOLONG17', // 10
        ':61:2611281128D1,00NTRF',
        ':61:2611281128D1,00S10XNONREF',
        ':61:2611281128D1.000,00NTRFNONREF',
        ':61:2611281128D1,23456NTRFNONREF',
        ':61:2611281128D1,00NTRFNONREF', // 15
        '/TRCD/00100/',
        'A SECOND SUPPLEMENTARY LINE',
        ':61:2611281128D7,00NTRFNONREF',
        ':86:/CNTP/NL44RABO0123456789/RABO/X///',
        ':61:2611281128D8,00NTRFNONREF', // 20
        ':86:166?00GUTSCHRIFT?2A',
        ':61:2611281128D9,00NTRFOK',
        '-',
      ].join('\n'),
  );
  t.same(results.slice(0, -1), [
    {
      row: 5,
      errors: [
        error(
          5,
          ':61:',
          'amount is not a SWIFT amount: digits with one decimal comma (no decimal comma: write 100,)',
          '100',
          'amount',
        ),
      ],
    },
    {
      row: 6,
      errors: [error(6, ':61:', 'amount has no integer digit (SWIFT requires one, e.g. 0,5)', ',5', 'amount')],
    },
    {
      row: 7,
      errors: [
        error(
          7,
          ':61:',
          'debit/credit mark missing: C, D, RC or RD must follow the dates',
          '2611281128100,00NTRFNONREF',
          'direction',
        ),
      ],
    },
    {
      row: 8,
      errors: [
        error(8, ':61:', 'value date 261331 is not a valid YYMMDD date', '2613311128D1,00NTRFNONREF', 'value_at'),
      ],
    },
    {
      row: 9,
      errors: [
        error(
          9,
          ':61:',
          'transaction type must be N, F or S and a 3-character code (e.g. NTRF)',
          '2611281128D1,00XTRFNONREF',
        ),
      ],
    },
    {
      row: 10,
      errors: [
        error(
          10,
          ':61:',
          'reference for the account owner is longer than 16',
          '2611281128D1,00NTRFTHISREFISTOOLONG17',
          'reference',
        ),
      ],
    },
    {
      row: 11,
      errors: [
        error(
          11,
          ':61:',
          'reference for the account owner missing (NONREF when there is none)',
          '2611281128D1,00NTRF',
          'reference',
        ),
      ],
    },
    {
      row: 12,
      errors: [
        error(
          12,
          ':61:',
          'transaction type S must be followed by a 3-digit SWIFT message type',
          '2611281128D1,00S10XNONREF',
        ),
      ],
    },
    {
      row: 13,
      errors: [
        error(
          13,
          ':61:',
          'amount is not a SWIFT amount: digits with one decimal comma (no separators)',
          '1.000,00',
          'amount',
        ),
      ],
    },
    { row: 14, errors: [error(14, ':61:', 'amount has more than 4 decimals', '1,23456', 'amount')] },
    {
      row: 15,
      errors: [error(15, ':61:', 'statement line has more than one supplementary line', 'A SECOND SUPPLEMENTARY LINE')],
    },
    { row: 18, errors: [error(18, ':86:', 'counterparty BIC is not 8 or 11 BIC characters', 'RABO')] },
    { row: 20, errors: [error(20, ':86:', 'subfield ?2A is not a 2-digit code', '2A')] },
  ]);
  t.match(results.at(-1), { row: 22, transaction: { amount: '9.00', direction: 'debit' } });
});

t.test('statement-level faults are reported on each of its lines', async (t) => {
  const results = await read(
    [
      ':20:NOACCOUNT',
      ':25:',
      ':60F:C2611EUR',
      ':61:2611281128D1,00NTRFNONREF', // 4
      '-',
      ':20:NOBALANCE',
      ':25:NL91ABNA0417164300',
      ':61:2611281128D1,00NTRFNONREF', // 8
      '-',
    ].join('\n'),
  );
  t.same(results, [
    {
      row: 4,
      errors: [
        { ...error(4, ':25:', 'account identification is empty'), field: 'account' },
        {
          ...error(4, ':60F:', 'opening balance: balance is not D/C mark, YYMMDD date, currency and amount'),
          field: 'currency',
        },
      ],
    },
    {
      row: 8,
      errors: [
        {
          ...error(8, ':60F:', 'no :60F: opening balance (its currency is the account currency)'),
          field: 'currency',
        },
      ],
    },
  ]);
  t.same(await read('not a statement\nat all\n'), [
    { row: 0, errors: [{ row: 0, column: null, field: null, reason: 'no MT940 statement (:20:) in the file' }] },
  ]);
});

t.test('reversals: RD (a debit undone) is money in, RC (a credit undone) money out', async (t) => {
  const results = await read(
    head() +
      [
        ':61:2611281128RD50,00NDDTNONREF//R0001',
        ':86:/EREF/INC-8812//REMI/USTD//Storno incasso november/',
        ':61:2611281128RC20,00NTRFNONREF//R0002',
        ':61:2611281128RCR20,00NTRFNONREF//R0003',
        '-',
      ].join('\n'),
  );
  t.match(results, [
    {
      transaction: {
        direction: 'credit',
        amount: '50.00',
        description: 'Reversal of a debit: Storno incasso november',
      },
    },
    { transaction: { direction: 'debit', amount: '20.00', description: 'Reversal of a credit' } },
    { transaction: { direction: 'debit', amount: '20.00' } },
  ]);
});

t.test(':86: continuation lines in each dialect', async (t) => {
  const wrapped = 'INTERNATIONAL PAYMENT REF 0038812 ORDERING CUSTOMER GLOBEX CORPOR';
  t.equal(wrapped.length, 65);
  const results = await read(
    head('DE89370400440532013000EUR') +
      [
        ':61:2611281128C10,00NTRFNONREF',
        `:86:${wrapped}`,
        'ATION SPRINGFIELD',
        'INVOICE 4411',
        ':61:2611281128C11,00NTRFNONREF',
        ':86:166?00GUTSCHRIFT?20SVWZ+Teil 1 ?2',
        '1und Teil 2?32Globex?33 AG',
        ':61:261128C000000000100,00N541EREF',
        'NL44RABO0123456789',
        ':86:/EREF/NOTPROVIDED/ORDP//NAME/A.B. Jansen/ADDR/Dorpsstraat 1 Utrecht/',
        'REMI/USTD//Gift/ISDT/2026-11-28',
        ':61:261128D000000000040,00N541EREF',
        ':86:/EREF/NOTPROVIDED/BENM//NAME/Verhuur B.V./REMI/Huur/',
        ':61:261128C000000000005,00N541EREF',
        ':86:/BENM//NAME/Ons Eigen B.V./REMI/Terugboeking/',
        '-',
      ].join('\n'),
  );
  const [free, german, ordp, benm, wrongSide] = results.map((r) => ('transaction' in r ? r.transaction : r));
  t.match(free, {
    account: 'DE89370400440532013000',
    description: 'INTERNATIONAL PAYMENT REF 0038812 ORDERING CUSTOMER GLOBEX CORPORATION SPRINGFIELD INVOICE 4411',
  });
  t.notOk('counterparty_name' in free!, 'free text names no counterparty: none is guessed');
  t.match(german, { description: 'GUTSCHRIFT: Teil 1 und Teil 2', counterparty_name: 'Globex AG' });
  t.match(ordp, { direction: 'credit', amount: '100.00', counterparty_name: 'A.B. Jansen', description: 'Gift' });
  t.notOk('counterparty_account' in ordp!, 'the supplementary line is not taken for an account');
  t.match(benm, { direction: 'debit', counterparty_name: 'Verhuur B.V.', description: 'Huur' });
  t.notOk('counterparty_name' in wrongSide!, 'a beneficiary on a credit is us, not the counterparty');
});

t.test('SWIFT amounts and :25: account forms', async (t) => {
  t.same(swiftAmount('1234,56'), { ok: '1234.56' });
  t.same(swiftAmount('1234,'), { ok: '1234' });
  t.same(swiftAmount('000000000100,00'), { ok: '100.00' });
  t.same(swiftAmount('0,5'), { ok: '0.5' });
  t.same(swiftAmount('12,50000'), { ok: '12.5000' }, 'trailing zeros past 4 decimals: same value');
  t.match(swiftAmount(',5'), { reason: /no integer digit/ });
  t.match(swiftAmount('-12,00'), { reason: /not a SWIFT amount/ });
  t.same(accountId('NL91ABNA0417164300'), { ok: 'NL91ABNA0417164300' });
  t.same(accountId('nl91 abna 0417 1643 00'), { ok: 'NL91ABNA0417164300' });
  t.same(accountId('DE89370400440532013000EUR'), { ok: 'DE89370400440532013000' });
  t.same(accountId('BARCGB22/GB81BARC20325333344556'), { ok: 'GB81BARC20325333344556' });
  t.same(accountId('12345678/0001234567'), { ok: '12345678/0001234567' }, 'BLZ/Konto as given');
  t.same(accountId('0417164300'), { ok: '0417164300' }, 'leading zero kept');
  t.same(accountId('DE00370400440532013000EUR'), { ok: 'DE00370400440532013000EUR' }, 'bad check digits: as given');
});

t.test(
  'reference: own reference, else the bank reference, else an EREF of at most 35, always with a hash',
  async (t) => {
    const long = 'E'.repeat(36);
    const results = await read(
      head() +
        [
          ':61:2611281128D1,00NTRFORDER-77//B1',
          ':61:2611281128D1,00NTRFNONREF//B2',
          ':61:2611281128D1,00NTRFNONREF',
          ':86:/EREF/SHORT-E2E//REMI/USTD//x/',
          ':61:2611281128D1,00NTRFNONREF',
          `:86:/EREF/${long}//REMI/USTD//x/`,
          '-',
        ].join('\n'),
    );
    const refs = results.map((r) => ('transaction' in r ? r.transaction.reference : ''));
    t.match(refs, [/^ORDER-77\/[\w-]{12}$/, /^B2\/[\w-]{12}$/, /^SHORT-E2E\/[\w-]{12}$/, /^[\w-]{12}$/]);
  },
);

t.test('free text that looks like structure stays free text', async (t) => {
  const results = await read(
    head() + ':61:2611281128C1,00NTRFNONREF\n:86:123/45 BRANCH DEPOSIT\n{TILL 4}\n -\n:61:2611281128C2,00NTRFNONREF\n-',
  );
  t.match(results, [
    { transaction: { amount: '1.00', description: '123/45 BRANCH DEPOSIT {TILL 4}  -' } },
    { transaction: { amount: '2.00' } },
  ]);
});

t.test('each line is UTF-8 when valid, else Windows-1252 (€ is 0x80 there)', async (t) => {
  const utf8 = Buffer.from(':86:Gebühr 5 € Kontoführung\n:61:2611281128D2,00NMSCNONREF\n', 'utf8');
  const latin = Buffer.from(':86:Gebühr 5 \x80 Kontoführung\n-\n', 'latin1');
  const bytes = Buffer.concat([Buffer.from(head() + ':61:2611281128D1,00NMSCNONREF\n'), utf8, latin]);
  const out: ReadResult[] = [];
  for await (const r of readMt940(Readable.from([bytes]))) out.push(r);
  t.match(out, [
    { transaction: { description: 'Gebühr 5 € Kontoführung' } },
    { transaction: { description: 'Gebühr 5 € Kontoführung' } },
  ]);
});
