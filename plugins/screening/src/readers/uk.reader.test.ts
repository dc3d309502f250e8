import t from 'tap';
import type { ListEntry } from '../engine/model.ts';
import { file, half, loadDir, rejects, SKIP_NO_DATA } from './test-data.ts';
import { parseUkDob, readUk } from './uk.reader.ts';

const byId = (entries: ListEntry[], id: string): ListEntry => {
  const e = entries.find((x) => x.id === id);
  if (!e) throw new Error(`${id} missing`);
  return e;
};

t.test('real UK FCDO tables', { skip: SKIP_NO_DATA }, async (t) => {
  const files = loadDir('uk_fcdo');
  const started = performance.now();
  const list = readUk(files);
  t.comment(`UK read in ${(performance.now() - started).toFixed(0)} ms`);
  t.equal(list.entries.length, 6046);
  const kinds: Record<string, number> = {};
  for (const e of list.entries) kinds[e.kind] = (kinds[e.kind] ?? 0) + 1;
  t.same(kinds, { entity: 1531, person: 3883, vessel: 632 });
  const programs: Record<string, number> = {};
  for (const e of list.entries) programs[e.programs[0]] = (programs[e.programs[0]] ?? 0) + 1;
  t.match(programs, { RUS: 3252, SYR: 353, AQD: 343, INU: 303, DPR: 261, IRN: 254 });
  t.same(list.warnings, []);
  for (const e of list.entries) {
    if (e.body !== 'UK FCDO' || e.names[0]?.strength !== 'primary' || !e.listedOn) {
      t.fail(`bad entry ${e.id}`);
      break;
    }
  }

  const putin = byId(list.entries, 'uk:RUS0251');
  t.equal(putin.kind, 'person');
  t.same(putin.names, [
    {
      full: 'Vladimir Vladimirovich PUTIN',
      strength: 'primary',
      last: 'PUTIN',
      first: 'Vladimir',
      middle: 'Vladimirovich',
    },
    { full: 'Vladimir Putin', strength: 'strong', last: 'Putin', first: 'Vladimir' },
  ]);
  t.same(putin.programs, ['RUS']);
  t.equal(putin.listedOn, '2022-02-25');

  const zahir = byId(list.entries, 'uk:AFG0012');
  t.match(zahir.names[0], {
    full: 'Shams Ur-Rahman ABDUL ZAHIR',
    first: 'Shams',
    middle: 'Ur-Rahman',
    last: 'ABDUL ZAHIR',
    strength: 'primary',
  });
  t.match(
    zahir.names.find((n) => n.full === 'Shamsurrahman Abdurahman'),
    { strength: 'strong' },
  );
  t.match(
    zahir.names.find((n) => n.full === 'Shams ur-Rahman Sher Alam'),
    { strength: 'weak', last: 'Alam', first: 'Shams', middle: 'ur-Rahman Sher' },
  );

  const hawala = byId(list.entries, 'uk:AFG0001');
  t.equal(hawala.kind, 'entity');
  t.same(hawala.names[0], { full: 'HAJI KHAIRULLAH HAJI SATTAR MONEY EXCHANGE', strength: 'primary' });
  t.ok(hawala.names.some((n) => n.full === 'Haji Alim Hawala' && n.strength === 'strong'));
  t.ok(hawala.remarks.includes('UN reference number TAe.010'));

  const ship = byId(list.entries, 'uk:DPR0075');
  t.equal(ship.kind, 'vessel');
  t.same(
    ship.names.map((n) => n.full),
    ['Petrel 8', 'Jal Vahini', 'Jal_Vahini', 'Tian Tai 36'],
  );
});

t.test('UK rejects bad input', { skip: SKIP_NO_DATA }, async (t) => {
  const files = loadDir('uk_fcdo');
  const subjects = files.find((f) => f.name === 'subjects.csv')!;
  const names = files.find((f) => f.name === 'subject_names.csv')!;
  rejects(t, () => readUk([subjects, half(names)]), /truncated|columns|no name/, 'truncated names');
  rejects(t, () => readUk([half(subjects), names]), /truncated|columns/, 'truncated subjects');
  rejects(t, () => readUk([subjects]), /without subject_names/);
  rejects(t, () => readUk([names]), /without subjects/);
  rejects(t, () => readUk([file('subjects.csv', 'foo,bar\n1,2\n'), names]), /unknown columns/);
  rejects(t, () => readUk([file('garbage.csv', 'hello,world\n')]), /no recognised file/);
  // cut exactly at a row boundary: subjects then have no names
  const text = names.content.toString('utf8');
  const cut = text.indexOf('\n', text.length / 2) + 1;
  rejects(
    t,
    () => readUk([subjects, file('subject_names.csv', text.slice(0, cut))]),
    /have no name/,
    'names cut at a line end',
  );
  const stext = subjects.content.toString('utf8');
  const scut = stext.indexOf('\n', stext.length / 2) + 1;
  rejects(
    t,
    () => readUk([file('subjects.csv', stext.slice(0, scut)), names]),
    /missing from subjects\.csv/,
    'subjects cut at a line end',
  );
});

t.test('official UK-Sanctions-List.csv shape (header-driven)', async (t) => {
  const csv = [
    'Report Date: 29-Apr-2026',
    'Last Updated,Unique ID,OFSI Group ID,UN Reference Number,Name 6,Name 1,Name 2,Name 3,Name 4,Name 5,Name type,Alias strength,Title,Name non-latin script,Non-latin script type,Non-latin script language,Regime name,Designation type,Designation source,Date designated,Sanctions imposed,Other information,Address Line 1,Address Line 2,Address Line 3,Address Line 4,Address Line 5,Address Line 6,Address Postal Code,Address Country,D.O.B,Nationality(/ies),Passport number,National Identifier number,Town of birth,Country of birth,Gender',
    '01/03/2022,RUS0251,14196,,PUTIN,Vladimir,Vladimirovich,,,,Primary Name,,President,Владимир Владимирович ПУТИН,Cyrillic,Russian,Russia,Individual,UK,25/02/2022,Asset freeze,Example row,The Kremlin,,,,,Moscow,103132,Russia,07/10/1952,Russia,,,Leningrad,Russia,Male',
    '01/03/2022,RUS0251,14196,,Putin,Vladimir,,,,,Primary Name Variation,,,,,,Russia,Individual,UK,25/02/2022,Asset freeze,Example row,The Kremlin,,,,,Moscow,103132,Russia,07/10/1952,Russia,,,Leningrad,Russia,Male',
    '01/03/2022,AFG0012,7007,TAi.999,ALAM,Shams,ur-Rahman,Sher,,,Alias,Low quality,,,,,Afghanistan,Individual,UN and UK,23/02/2001,Asset freeze,,,,,,,,,,00/00/1960,(1) Afghanistan (2) Pakistan,AB123,,,,',
    "01/03/2022,DPR0075,,,Petrel 8,,,,,,Primary Name,,,,,,Democratic People's Republic of Korea,Ship,UN,03/10/2017,Asset freeze,,,,,,,,,,,,,,,,",
    '',
  ].join('\r\n');
  const list = readUk([file('UK-Sanctions-List.csv', csv)]);
  t.equal(list.publishedAt, '2026-04-29');
  t.same(
    list.entries.map((e) => e.id),
    ['uk:RUS0251', 'uk:AFG0012', 'uk:DPR0075'],
  );
  const [putin, alam, ship] = list.entries;
  t.match(putin.names[0], {
    full: 'Vladimir Vladimirovich PUTIN',
    first: 'Vladimir',
    last: 'PUTIN',
    strength: 'primary',
  });
  t.match(
    putin.names.find((n) => n.full === 'Vladimir Putin'),
    { strength: 'strong' },
  );
  t.match(
    putin.names.find((n) => n.script === 'original'),
    { full: 'Владимир Владимирович ПУТИН' },
  );
  t.same(putin.dobs, [{ kind: 'exact', date: '1952-10-07', year: 1952, text: '07/10/1952' }]);
  t.same(putin.nationalities, ['RU']);
  t.same(putin.placesOfBirth, ['Leningrad, Russia']);
  t.match(putin.addresses, [{ city: undefined, postalCode: '103132', country: 'RU' }]);
  t.equal(putin.listedOn, '2022-02-25');
  t.equal(putin.gender, 'Male');
  t.equal(alam.names[0].strength, 'primary', 'the only name becomes primary');
  t.same(alam.dobs, [{ kind: 'year', year: 1960, text: '00/00/1960' }]);
  t.same(alam.nationalities, ['AF', 'PK']);
  t.same(alam.identifiers, [{ type: 'Passport', number: 'AB123' }]);
  t.equal(ship.kind, 'vessel');
  rejects(t, () => readUk([file('UK-Sanctions-List.csv', csv.slice(0, csv.length - 40))]), /truncated|columns/);
  rejects(t, () => readUk([file('UK-Sanctions-List.csv', 'Unique ID,Foo\r\nX1,2\r\n')]), /Name 6/);
  t.same(parseUkDob('00/05/1960'), { kind: 'month', date: '1960-05', year: 1960, text: '00/05/1960' });
});
