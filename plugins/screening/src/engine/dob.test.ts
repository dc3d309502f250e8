import t from 'tap';
import { compareDob, parseQueryDob } from './dob.ts';
import type { EntryDob } from './model.ts';

const exact: EntryDob = { kind: 'exact', date: '1962-11-03', year: 1962, text: '03 Nov 1962' };

t.test('parseQueryDob', async (t) => {
  t.same(parseQueryDob('1962-11-03'), { year: 1962, month: 11, day: 3 });
  t.same(parseQueryDob('1962'), { year: 1962, month: undefined, day: undefined });
  t.same(parseQueryDob('1962-11-03T00:00:00Z'), { year: 1962, month: 11, day: 3 });
  t.equal(parseQueryDob('03/11/1962'), undefined);
  t.equal(parseQueryDob(undefined), undefined);
});

t.test('compareDob', async (t) => {
  t.equal(compareDob(parseQueryDob('1962-11-03'), [exact]).match, 'exact');
  t.equal(compareDob(parseQueryDob('1962-03-11'), [exact]).match, 'swapped');
  t.equal(compareDob(parseQueryDob('1962'), [exact]).match, 'year');
  t.equal(compareDob(parseQueryDob('1963-11-03'), [exact]).match, 'near');
  t.equal(compareDob(parseQueryDob('1970-01-01'), [exact]).match, 'conflict');
  t.ok(compareDob(parseQueryDob('1970-01-01'), [exact]).value < 0);
  t.equal(compareDob(parseQueryDob('1970'), []).match, 'none', 'entry without DOB is neutral');
  t.equal(compareDob(undefined, [exact]).value, 0, 'query without DOB is neutral');
  t.equal(
    compareDob(parseQueryDob('1961'), [{ kind: 'range', from: 1960, to: 1962, text: '1960 to 1962' }]).match,
    'year',
  );
  t.equal(compareDob(parseQueryDob('1968'), [{ kind: 'circa', year: 1966, text: 'circa 1966' }]).match, 'near');
  t.equal(
    compareDob(parseQueryDob('1970'), [exact, { kind: 'year', year: 1970, text: '1970' }]).match,
    'year',
    'best of several DOBs',
  );
  const order = ['exact', 'swapped', 'year', 'near', 'conflict'].map(
    (m) =>
      compareDob(
        parseQueryDob({ exact: '1962-11-03', swapped: '1962-03-11', year: '1962', near: '1963', conflict: '1990' }[m]),
        [exact],
      ).value,
  );
  t.same(
    [...order].sort((a, b) => b - a),
    order,
    'exact > swapped > year > near > conflict',
  );
});
