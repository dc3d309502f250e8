import t from 'tap';
import type { ListEntry } from '../engine/model.ts';
import { file, half, loadDir, rejects, SKIP_NO_DATA } from './test-data.ts';
import { readUn, unPersonName } from './un.reader.ts';

const byId = (entries: ListEntry[], id: string): ListEntry => {
  const e = entries.find((x) => x.id === id);
  if (!e) throw new Error(`${id} missing`);
  return e;
};

t.test('real UN consolidated list', { skip: SKIP_NO_DATA }, async (t) => {
  const files = loadDir('un');
  const started = performance.now();
  const list = readUn(files);
  t.comment(`UN read in ${(performance.now() - started).toFixed(0)} ms`);
  t.equal(list.publishedAt, '2026-02-27T00:00:09.554Z');
  t.equal(list.entries.length, 1003);
  const persons = list.entries.filter((e) => e.kind === 'person');
  t.equal(persons.length, 730);
  t.equal(list.entries.filter((e) => e.kind === 'entity').length, 273);
  t.equal(
    persons.filter((e) => e.nationalities.length).length,
    624,
    "individuals with a nationality (one has only 'na')",
  );
  t.ok(persons.filter((e) => e.dobs.length).length >= 677, 'individuals with a DOB');
  t.equal(persons.flatMap((e) => e.names.filter((n) => n.strength === 'weak')).length, 615, 'Low-quality aliases');
  t.ok(persons.flatMap((e) => e.names.filter((n) => n.strength === 'strong')).length > 1500, 'Good-quality aliases');
  t.equal(persons.filter((e) => e.programs[0] === 'Al-Qaida').length, 252);
  t.equal(persons.filter((e) => e.programs[0] === 'Taliban').length, 135);
  t.equal(new Set(list.entries.map((e) => e.id)).size, 1003, 'ids unique');
  for (const e of list.entries) {
    if (e.body !== 'UN Security Council' || !e.names.length || !e.listedOn) {
      t.fail(`bad entry ${e.id}`);
      break;
    }
  }

  const akhund = byId(list.entries, 'un:TAi.002');
  t.match(akhund.names[0], {
    full: 'MOHAMMAD HASSAN AKHUND',
    first: 'MOHAMMAD',
    middle: 'HASSAN',
    last: 'AKHUND',
    strength: 'primary',
  });
  t.match(akhund.names[1], { full: 'محمد حسن آخوند', script: 'original' });
  t.same(
    akhund.dobs.map((d) => [d.kind, d.from, d.to]),
    [
      ['range', 1955, 1958],
      ['range', 1945, 1950],
    ],
  );
  t.same(akhund.nationalities, ['AF']);
  t.same(akhund.programs, ['Taliban']);
  t.equal(akhund.listedOn, '2001-01-25');
  t.match(akhund.remarks, [/close associate of Mullah Mohammed Omar/]);

  const saddam = byId(list.entries, 'un:IQi.001');
  t.match(saddam.names[0], {
    full: 'SADDAM HUSSEIN AL-TIKRITI',
    first: 'SADDAM',
    middle: 'HUSSEIN',
    last: 'AL-TIKRITI',
  });
  t.match(
    saddam.names.find((n) => n.full === 'Abu Ali'),
    { strength: 'weak' },
  );
  t.same(saddam.dobs, [{ kind: 'exact', date: '1937-04-28', year: 1937, text: '1937-04-28' }]);
  t.same(saddam.placesOfBirth, ['al-Awja, near Tikrit, Iraq']);
  t.same(saddam.nationalities, ['IQ']);

  const yun = byId(list.entries, 'un:KPi.001');
  t.same(yun.nationalities, ['KP'], "Democratic People's Republic of Korea");
  t.match(
    yun.names.find((n) => n.full === 'Yun Ho-chin'),
    { strength: 'strong' },
  );
  t.match(yun.addresses, [{ city: 'Pyongyang', country: 'KP' }]);

  const badege = byId(list.entries, 'un:CDi.001');
  t.same(badege.dobs, [{ kind: 'year', year: 1971, text: '1971' }]);
  t.same(badege.nationalities, ['CD']);
  t.match(badege.addresses, [{ country: 'RW', text: 'Rwanda (as of early 2016)' }]);
  t.equal(badege.gender, 'Male');

  t.match(
    byId(list.entries, 'un:CFi.008').names[0],
    { full: 'EUGÈNE BARRET NGAÏKOSSET', first: 'EUGÈNE', last: 'NGAÏKOSSET' },
    'diacritics kept',
  );
  t.match(byId(list.entries, 'un:QDi.289').names[0], { full: 'SAID JAN ‘ABD AL-SALAM' }, 'typographic quote kept');

  const adf = byId(list.entries, 'un:CDe.001');
  t.equal(adf.kind, 'entity');
  t.equal(adf.names[0].full, 'ADF');
  t.ok(adf.names.some((n) => n.full === 'Allied Democratic Forces' && n.strength === 'strong'));
  t.match(adf.addresses, [{ region: 'North Kivu', country: 'CD' }]);
});

t.test('UN rejects bad input', { skip: SKIP_NO_DATA }, async (t) => {
  const [xml] = loadDir('un');
  rejects(t, () => readUn([half(xml)]), /invalid XML/, 'truncated');
  rejects(t, () => readUn([file('consolidated.xml', 'not xml at all')]), /not an XML/);
  rejects(t, () => readUn([file('consolidated.xml', '<?xml version="1.0"?><OTHER><A/></OTHER>')]), /CONSOLIDATED_LIST/);
  rejects(
    t,
    () =>
      readUn([
        file('consolidated.xml', '<CONSOLIDATED_LIST dateGenerated="x"><INDIVIDUALS/><ENTITIES/></CONSOLIDATED_LIST>'),
      ]),
    /no INDIVIDUAL/,
  );
  rejects(t, () => readUn([file('list.csv', 'a,b\n')]), /no XML file/);
  rejects(
    t,
    () =>
      readUn([
        file(
          'c.xml',
          '<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>X</FIRST_NAME></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>',
        ),
      ]),
    /REFERENCE_NUMBER/,
  );
});

t.test('UN name parts', async (t) => {
  t.same(unPersonName(['ERIC', 'BADEGE', '', '']), {
    full: 'ERIC BADEGE',
    strength: 'primary',
    first: 'ERIC',
    last: 'BADEGE',
  });
  t.same(unPersonName(['A', 'B', 'C', 'D']), {
    full: 'A B C D',
    strength: 'primary',
    first: 'A',
    last: 'D',
    middle: 'B C',
  });
  t.same(unPersonName(['MONONYM']), { full: 'MONONYM', strength: 'primary', first: 'MONONYM' });
});
