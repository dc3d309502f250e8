import t from 'tap';
import type { ListEntry } from '../engine/model.ts';
import { readFtm } from './ftm.reader.ts';
import { file, half, loadDir, rejects, SKIP_NO_DATA } from './test-data.ts';

// OpenSanctions samples are CC BY-NC: read from the shared folder, never copied into the repo.

const byId = (entries: ListEntry[], id: string): ListEntry => {
  const e = entries.find((x) => x.id === id);
  if (!e) throw new Error(`${id} missing`);
  return e;
};

t.test('OpenSanctions FtM samples', { skip: SKIP_NO_DATA }, async (t) => {
  const files = loadDir('opensanctions_ftm_samples');
  const list = readFtm(files);
  t.equal(list.source, 'ftm');
  // t1: 4 Person + 2 Organization; zala: 6 Person + 11 Company, of which 3 companies are target: false
  t.equal(list.entries.length, 20);
  // samples: 18 of the targets' addressEntity references are to Address entities not included
  t.same(list.warnings, [
    'skipped 3 non-target entities (target: false)',
    '18 addressEntity references point to entities not in the file',
  ]);
  t.equal(list.entries.filter((e) => e.kind === 'person').length, 10);

  const kuzmenko = byId(list.entries, 'NK-2Ka3UvopqbpZmVDFjWd4LA');
  t.equal(kuzmenko.kind, 'person');
  t.match(kuzmenko.names[0], {
    full: 'Vitaly Yurievich KUZMENKO',
    strength: 'primary',
    first: 'Vitaly',
    last: 'KUZMENKO',
  });
  t.match(
    kuzmenko.names.find((n) => n.full === 'Виталий Юрьевич КУЗЬМЕНКО'),
    { script: 'original', strength: 'strong' },
  );
  t.same(kuzmenko.dobs, [{ kind: 'exact', date: '1971-01-22', year: 1971, text: '1971-01-22' }]);
  t.same(kuzmenko.nationalities, ['RU']);
  t.equal(kuzmenko.gender, 'Male');
  t.equal(kuzmenko.body, 'eu_fsf', 'datasets when there is no Sanction authority');
  t.same(kuzmenko.identifiers, [{ type: 'Tax Number', number: '366510784303' }]);
  t.ok(kuzmenko.remarks.includes('Topics: sanction'));

  const tobacco = byId(list.entries, 'NK-2GdmHtZTeNXjNVrBGEXZNj');
  t.equal(tobacco.kind, 'entity');
  t.equal(tobacco.names[0].full, 'RAB „Inter Tobacco“');
  t.same(tobacco.nationalities, ['BY']);
  t.same(tobacco.addresses, [], 'its addressEntity is not in the sample');
  const zalaAero = byId(list.entries, 'NK-cPks3aTbes8k4aCerfBAzN');
  t.ok(
    zalaAero.addresses.some((a) => a.text === '127055, Moscow, Perunovsky per. 3, building 2'),
    'address from addressEntity / address',
  );

  const zakharov = byId(list.entries, 'NK-aU5ybkbRFJucf8YMwsJvDw');
  t.match(zakharov.names[0], {
    full: 'Alexander Vyacheslavovich ZAKHAROV',
    first: 'Alexander',
    middle: 'Vyacheslavovich',
    last: 'Zakharov',
  });
  t.ok(zakharov.programs.length > 0, `programs from Sanction entities: ${zakharov.programs.join(', ')}`);
  t.not(zakharov.body, zakharov.body.includes('us_ofac_sdn') ? '' : 'x');
  t.ok(zakharov.listedOn, 'listing date from Sanction entities');
  t.notOk(
    list.entries.some((e) => e.id === 'ru-inn-5920040846'),
    'non-target company skipped',
  );
});

t.test('FtM rejects bad input', { skip: SKIP_NO_DATA }, async (t) => {
  const files = loadDir('opensanctions_ftm_samples');
  const zala = files.find((f) => f.name.includes('zala'))!;
  rejects(t, () => readFtm([half(zala)]), /not valid JSON/, 'truncated');
  rejects(t, () => readFtm([file('x.json', '{"foo": 1}\n')]), /not an FtM entity/);
  rejects(t, () => readFtm([file('x.json', 'garbage\n')]), /not valid JSON/);
  rejects(
    t,
    () => readFtm([file('x.json', '{"id":"a","schema":"Address","properties":{"full":["x"]}}\n')]),
    /no Person/,
  );
  rejects(t, () => readFtm([file('x.txt', 'hello')]), /no JSON file/);
  const one = readFtm([
    file(
      'x.json',
      '[{"id":"p1","schema":"Person","properties":{"name":["Jane DOE"],"birthDate":["1980-05"],"citizenship":["gb"],"weakAlias":["JD"]}}]',
    ),
  ]);
  t.same(one.entries[0].dobs, [{ kind: 'month', date: '1980-05', year: 1980, text: '1980-05' }]);
  t.same(one.entries[0].citizenships, ['GB']);
  t.match(one.entries[0].names, [
    { full: 'Jane DOE', strength: 'primary' },
    { full: 'JD', strength: 'weak' },
  ]);
});
