import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { parseDateFormat, validateMapping, type MappingError } from '../shared/mapping.ts';
import { makeDateParser, makeDecimalParser, parseIsoDate } from './mapping-values.ts';

const fixture = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'fixtures', 'core-banking-mapping.json'), 'utf8'),
) as Record<string, any>;
const errorsOf = (json: unknown): MappingError[] => {
  const check = validateMapping(json);
  return check.ok ? [] : check.errors;
};
const edit = (change: (m: Record<string, any>) => void) => {
  const copy = structuredClone(fixture);
  change(copy);
  return errorsOf(copy);
};

t.test('the fixture mappings are valid', async (t) => {
  t.same(errorsOf(fixture), []);
  const vb = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', 'volksbank-mapping.json'), 'utf8'));
  t.same(errorsOf(vb), []);
});

t.test('validateMapping names the bad key', async (t) => {
  t.match(errorsOf([]), [{ path: '', message: 'a mapping is a JSON object' }]);
  t.match(
    edit((m) => (m.colums = {})),
    [{ path: 'colums', message: /unknown key "colums" \(did you mean "columns"\?\)/ }],
  );
  t.match(
    edit((m) => (m.columns.amout = 'x')),
    [{ path: 'columns.amout', message: '"amout" is not a transaction field (did you mean "amount"?)' }],
  );
  t.match(
    edit((m) => (m.columns.location = { join: [] })),
    [{ path: 'columns.location.join', message: /one or more headers/ }],
  );
  t.match(
    edit((m) => (m.columns.location = { join: ['a', ''], with: 1 })),
    [{ path: 'columns.location.join' }, { path: 'columns.location.with' }],
  );
  t.match(
    edit((m) => (m.columns.direction = 'dr_cr')),
    [{ path: 'columns.direction', message: /"direction" block.*or from a signed amount/ }],
  );
  t.match(
    edit((m) => (m.constants = { direction: 'credit' })),
    [{ path: 'constants.direction', message: /already read from direction\.column/ }],
  );
  t.match(
    edit((m) => (m.direction.debit = ['D', 'C'])),
    [{ path: 'direction', message: '"C" is both a credit and a debit word' }],
  );
  t.match(
    edit((m) => (m.direction = { column: 'dr_cr', credit: [] })),
    [{ path: 'direction.credit' }, { path: 'direction.debit' }],
  );
  t.match(
    edit((m) => {
      delete m.columns.currency;
      m.constants = { currency: 'kes' };
    }),
    [{ path: 'constants.currency', message: '"kes" is not a valid currency' }],
  );
  t.match(
    edit((m) => (m.constants = { amount: '10' })),
    [{ path: 'constants.amount' }],
  );
  t.match(
    edit((m) => (m.values.counterparty_first_name = { X: 'Y' })),
    [{ path: 'values.counterparty_first_name', message: '"counterparty_first_name" is not mapped under columns' }],
  );
  t.match(
    edit((m) => (m.values.transmode = {})),
    [{ path: 'values.transmode', message: /non-empty object/ }],
  );
  t.match(
    edit((m) => (m.dates.booked_at = 'DD.MM.YY')),
    [{ path: 'dates.booked_at', message: /two-digit years.*century would be a guess/ }],
  );
  t.match(
    edit((m) => (m.dates.amount = 'YYYY')),
    [{ path: 'dates.amount', message: /not a date field/ }],
  );
  t.match(
    edit((m) => (m.decimal = ' ')),
    [{ path: 'decimal', message: '"decimal" is "." or ","' }],
  );
  t.match(
    edit((m) => delete m.columns.reference),
    [{ path: 'columns.reference', message: '"reference" is required: map it under columns or constants' }],
  );
  t.match(
    edit((m) => (m.columns.amount = ['a'])),
    [{ path: 'columns.amount', message: /a column is a header text/ }],
  );
});

t.test('date formats: explicit tokens only', async (t) => {
  t.type(parseDateFormat('YYYY-MM-DD HH:mm:ss'), Array);
  t.type(parseDateFormat('YYYYMMDD'), Array);
  t.type(parseDateFormat('DD.MM.YYYY[ um ]HH:mm'), Array);
  t.type(parseDateFormat('YYYY-MM-DDTHH:mm:ss.SSSZ'), Array);
  t.equal(parseDateFormat('MM/DD/YY'), 'two-digit years (YY) are not read: the century would be a guess; use YYYY');
  t.match(parseDateFormat('YYYY-MM-DD hh:mm'), /unknown token "hh"/);
  t.equal(parseDateFormat('YYYY-MM'), 'a date format needs DD');
  t.equal(parseDateFormat('YYYY-MM-DD HH'), 'HH needs mm');
  t.equal(parseDateFormat('YYYY-MM-DD mm:ss'), 'mm needs HH');
  t.equal(parseDateFormat('YYYY-MM-DD-DD'), '"DD" appears twice');
  t.match(parseDateFormat('YYYY-MM-DD [T'), /unclosed/);

  const dmy = makeDateParser('DD.MM.YYYY');
  t.same(dmy('02.03.2026'), { ok: true, value: '2026-03-02' });
  t.match(dmy('2.3.2026'), { ok: false, reason: /does not match/ }, 'DD is two digits');
  t.same(makeDateParser('D.M.YYYY')('2.3.2026'), { ok: true, value: '2026-03-02' });
  t.match(dmy('29.02.2026'), { ok: false, reason: /not a real date/ });
  t.same(dmy('29.02.2028'), { ok: true, value: '2028-02-29' });
  t.same(makeDateParser('YYYYMMDD HHmmss')('20260301 142205'), { ok: true, value: '2026-03-01T14:22:05' });
  t.match(makeDateParser('YYYY-MM-DD HH:mm')('2026-03-01 24:00'), { ok: false, reason: /not a real/ });
  t.same(makeDateParser('YYYY-MM-DD[T]HH:mm:ss.SSSZ')('2026-03-01T14:22:05.120+03:00'), {
    ok: true,
    value: '2026-03-01T14:22:05.120+03:00',
  });
  t.match(makeDateParser('YYYY-MM-DD HH:mm:ss')('2026-03-01 14:22:05.5'), { ok: false }, 'no extra digits');
  t.same(parseIsoDate('2026-03-01 14:22'), { ok: true, value: '2026-03-01T14:22' });
  t.match(parseIsoDate('01/03/2026'), { ok: false, reason: /give the file's format under "dates"/ });
});

t.test('decimals: the declared mark, strict grouping, sign kept apart', async (t) => {
  const dot = makeDecimalParser('.');
  const comma = makeDecimalParser(',');
  t.same(dot('12500.00'), { negative: false, value: '12500.00' });
  t.same(dot('-1,234,567.89'), { negative: true, value: '1234567.89' });
  t.same(dot('+0.5'), { negative: false, value: '0.5' });
  t.same(dot('007'), { negative: false, value: '7' });
  t.same(comma('-1.234,56'), { negative: true, value: '1234.56' });
  t.same(comma('86,40'), { negative: false, value: '86.40' });
  t.match(dot('12,50'), /is the file's decimal ","/);
  t.match(comma('12.50'), /is the file's decimal "\."/);
  for (const bad of ['1,23,456.00', '1 234.00', "1'234.00", '12.', '.5', '1e5', '--5', '', 'USD 5'])
    t.type(dot(bad), 'string', `refused: ${JSON.stringify(bad)}`);
});
