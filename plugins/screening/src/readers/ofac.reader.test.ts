import t from 'tap';
import type { ListEntry } from '../engine/model.ts';
import { parseRemarks, readOfac, splitPrograms } from './ofac.reader.ts';
import { file, half, loadDir, rejects, SKIP_NO_DATA } from './test-data.ts';

const byId = (entries: ListEntry[], id: string): ListEntry => {
  const e = entries.find((x) => x.id === id);
  if (!e) throw new Error(`${id} missing`);
  return e;
};

t.test('real OFAC CSV set', { skip: SKIP_NO_DATA }, async (t) => {
  const files = loadDir('ofac');
  // CPU time of this process, not the wall clock: a loaded CI machine stretches the wall clock
  // of the same work, while a real slowdown of the reader still costs CPU and fails the bound.
  const wall = performance.now();
  const started = process.cpuUsage();
  const list = readOfac(files);
  const used = process.cpuUsage(started);
  const cpuMs = (used.user + used.system) / 1000;
  t.comment(`OFAC read in ${cpuMs.toFixed(0)} ms CPU (${(performance.now() - wall).toFixed(0)} ms wall clock)`);
  t.ok(cpuMs < 1500, `fast enough (${cpuMs.toFixed(0)} ms CPU)`);
  t.equal(list.source, 'ofac');
  t.equal(list.entries.length, 14965);
  const kinds: Record<string, number> = {};
  for (const e of list.entries) kinds[e.kind] = (kinds[e.kind] ?? 0) + 1;
  t.same(kinds, { entity: 6884, person: 6854, vessel: 851, aircraft: 376 });
  const persons = list.entries.filter((e) => e.kind === 'person');
  t.equal(persons.filter((e) => e.dobs.length).length, 6736, 'individuals with a DOB');
  t.equal(persons.filter((e) => e.nationalities.length).length, 4704, 'individuals with a nationality');
  t.ok(list.warnings.includes('skipped 1468 alt.csv rows of unknown ent_num'), 'alt.csv mismatch counted');
  t.ok(list.warnings.includes('skipped 2474 add.csv rows of unknown ent_num'), 'add.csv mismatch counted');
  t.equal(new Set(list.entries.map((e) => e.id)).size, list.entries.length, 'ids unique');
  t.equal(list.entries.filter((e) => e.addresses.length).length > 12000, true);
  for (const e of list.entries) {
    if (e.body !== 'OFAC' || e.names[0].strength !== 'primary' || !e.programs.length) {
      t.fail(`bad entry ${e.id}`);
      break;
    }
  }

  const maduro = byId(list.entries, 'ofac:22790');
  t.equal(maduro.kind, 'person');
  t.match(maduro.names[0], {
    full: 'MADURO MOROS, Nicolas',
    last: 'MADURO MOROS',
    first: 'Nicolas',
    strength: 'primary',
  });
  t.same(maduro.dobs, [{ kind: 'exact', date: '1962-11-23', year: 1962, text: '23 Nov 1962' }]);
  t.same(maduro.citizenships, ['VE']);
  t.same(maduro.programs, ['VENEZUELA', 'IRAN-CON-ARMS-EO']);
  t.equal(maduro.gender, 'Male');
  t.same(maduro.placesOfBirth, ['Caracas, Venezuela']);
  t.same(maduro.identifiers, [{ type: 'Cedula No.', number: '5892464', country: 'VE' }]);
  t.match(maduro.addresses[0], { city: 'Caracas, Capital District', country: 'VE' });
  t.match(maduro.remarks, [/President of the Bolivarian Republic/, /^DOB 23 Nov 1962; POB Caracas/]);

  // several DOBs, weak a.k.a.s from Remarks, strong aliases from alt.csv
  const masri = byId(list.entries, 'ofac:6367');
  t.same(
    masri.dobs.map((d) => d.year),
    [1951, 1956, 1944],
  );
  t.match(masri.names[0], { full: 'AL-MASRI, Abu Hafs', last: 'AL-MASRI', first: 'Abu', middle: 'Hafs' });
  t.match(
    masri.names.find((n) => n.full === 'ATEF, Muhammad'),
    { strength: 'strong', last: 'ATEF', first: 'Muhammad' },
  );
  t.match(
    masri.names.find((n) => n.full === 'TAYSIR'),
    { strength: 'weak' },
  );
  t.match(
    masri.names.find((n) => n.full === 'ABU HAFS'),
    { strength: 'weak' },
  );
  t.same(masri.placesOfBirth, ['Alexandria, Egypt']);

  const naway = byId(list.entries, 'ofac:9754');
  t.same(
    naway.dobs.map((d) => [d.kind, d.year]),
    [
      ['circa', 1945],
      ['circa', 1950],
    ],
  );
  t.same(naway.nationalities, ['IR']);

  const orejuela = byId(list.entries, 'ofac:4108');
  t.equal(orejuela.names.filter((n) => n.strength === 'weak').length, 10);
  t.match(orejuela.addresses, [{ street: 'Casa No. 19, Avenida Lago, Ciudad Jardin', city: 'Cali', country: 'CO' }]);

  const tug = byId(list.entries, 'ofac:4238');
  t.equal(tug.kind, 'vessel');
  t.same(tug.identifiers, [{ type: 'Call Sign', number: 'CL2192' }]);
  t.same(tug.addresses, [], 'all-empty address rows are dropped');

  // sdn_comments.csv continues the Remarks of long entries
  const withComment = byId(list.entries, 'ofac:17018');
  t.match(withComment.remarks.at(-1), /ive 2\): 24 Feb 2022; Effective Date/);
});

t.test('OFAC rejects bad input', { skip: SKIP_NO_DATA }, async (t) => {
  const files = loadDir('ofac');
  const sdn = files.find((f) => f.name === 'sdn.csv')!;
  const others = files.filter((f) => f !== sdn);
  rejects(t, () => readOfac(others), /required file sdn\.csv is missing/);
  rejects(t, () => readOfac([half(sdn), ...others]), /truncated/, 'truncated sdn.csv');
  const alt = files.find((f) => f.name === 'alt.csv')!;
  rejects(t, () => readOfac([sdn, half(alt)]), /truncated/, 'truncated alt.csv');
  // cut exactly after a line break: the DOS EOF marker and line break are gone from the middle
  const text = sdn.content.toString('latin1');
  const cut = text.indexOf('\r\n', text.length / 2) + 2;
  const atLine = file('sdn.csv', Buffer.from(text.slice(0, cut - 2), 'latin1'));
  rejects(t, () => readOfac([atLine]), /incomplete|columns/, 'cut before the final line break');
  const atLineEnd = readOfac([file('sdn.csv', Buffer.from(text.slice(0, cut), 'latin1'))]);
  t.ok(
    atLineEnd.warnings.some((w) => /end-of-file marker/.test(w)),
    'a cut exactly at a line end is flagged',
  );
  rejects(t, () => readOfac([file('sdn.csv', 'garbage\n')]), /columns/);
  rejects(t, () => readOfac([file('sdn.csv', '')]), /empty/);
  rejects(t, () => readOfac([file('sdn.csv', Buffer.from([0, 1, 2, 3, 255]))]), /binary/);
  rejects(
    t,
    () =>
      readOfac([
        file(
          'sdn.csv',
          'ent_num,SDN_Name,SDN_Type,Program,Title,Call_Sign,Vess_type,Tonnage,GRT,Vess_flag,Vess_owner,Remarks\r\n',
        ),
      ]),
    /not a number/,
  );
  rejects(
    t,
    () => readOfac([file('sdn.csv', '36,"AEROCARIBBEAN AIRLINES,-0- ,"CUBA"\r\n')]),
    /unclosed|columns|unexpected/,
  );
});

t.test('remarks and programme parsing', async (t) => {
  t.same(splitPrograms('[SDGT] [IRGC]'), ['SDGT', 'IRGC']);
  t.same(splitPrograms('VENEZUELA] [IRAN-CON-ARMS-EO'), ['VENEZUELA', 'IRAN-CON-ARMS-EO']);
  t.same(splitPrograms('SDNTK'), ['SDNTK']);
  const f = parseRemarks(
    "DOB 08 Sep 1966; alt. DOB 1967; POB Tehran, Iran; nationality Iran; alt. nationality Iraq; citizen Korea, North; Gender Female; Passport A10472263 (Malaysia) issued 01 Jan 2000 expires 01 Jan 2005; National ID No. 216040 (Yemen); a.k.a. 'ABU DU'A'; f.k.a. 'OLD NAME'.; Digital Currency Address - XBT 1Kuf2Rd8mDyAViwBozGTNYnvWL8uYFrkVo; Nationality of Registration China",
  );
  t.same(
    f.dobs.map((d) => d.text),
    ['08 Sep 1966', '1967'],
  );
  t.same(f.placesOfBirth, ['Tehran, Iran']);
  t.same(f.nationalities, ['IR', 'IQ']);
  t.same(f.citizenships, ['KP']);
  t.equal(f.gender, 'Female');
  t.same(f.weakAliases, ["ABU DU'A", 'OLD NAME']);
  t.same(f.identifiers, [
    { type: 'Passport', number: 'A10472263', country: 'MY' },
    { type: 'National ID No.', number: '216040', country: 'YE' },
    { type: 'Digital Currency Address - XBT', number: '1Kuf2Rd8mDyAViwBozGTNYnvWL8uYFrkVo' },
  ]);
});

const SDN_XML = `<?xml version="1.0" standalone="yes"?>
<sdnList xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://tempuri.org/sdnList.xsd">
  <publshInformation><Publish_Date>05/03/2024</Publish_Date><Record_Count>2</Record_Count></publshInformation>
  <sdnEntry>
    <uid>22790</uid><firstName>Nicolas</firstName><lastName>MADURO MOROS</lastName><title>President of the Bolivarian Republic of Venezuela</title><sdnType>Individual</sdnType>
    <programList><program>VENEZUELA</program><program>IRAN-CON-ARMS-EO</program></programList>
    <idList><id><uid>1</uid><idType>Cedula No.</idType><idNumber>5892464</idNumber><idCountry>Venezuela</idCountry></id><id><uid>2</uid><idType>Gender</idType><idNumber>Male</idNumber></id></idList>
    <akaList><aka><uid>3</uid><type>a.k.a.</type><category>weak</category><lastName>EL PRESIDENTE</lastName></aka><aka><uid>4</uid><type>a.k.a.</type><category>strong</category><lastName>MADURO</lastName><firstName>Nicolas</firstName></aka></akaList>
    <addressList><address><uid>5</uid><city>Caracas</city><stateOrProvince>Capital District</stateOrProvince><country>Venezuela</country></address></addressList>
    <nationalityList><nationality><uid>6</uid><country>Venezuela</country><mainEntry>true</mainEntry></nationality></nationalityList>
    <citizenshipList><citizenship><uid>7</uid><country>Venezuela</country><mainEntry>true</mainEntry></citizenship></citizenshipList>
    <dateOfBirthList><dateOfBirthItem><uid>8</uid><dateOfBirth>23 Nov 1962</dateOfBirth><mainEntry>true</mainEntry></dateOfBirthItem></dateOfBirthList>
    <placeOfBirthList><placeOfBirthItem><uid>9</uid><placeOfBirth>Caracas, Venezuela</placeOfBirth><mainEntry>true</mainEntry></placeOfBirthItem></placeOfBirthList>
  </sdnEntry>
  <sdnEntry>
    <uid>4238</uid><lastName>MAR AZUL</lastName><sdnType>Vessel</sdnType>
    <programList><program>CUBA</program></programList>
    <vesselInfo><callSign>CL2192</callSign><vesselType>Tug</vesselType><grossRegisteredTonnage>212</grossRegisteredTonnage><vesselFlag>Cuba</vesselFlag></vesselInfo>
  </sdnEntry>
</sdnList>
`;

t.test('OFAC sdn.xml (legacy XML)', async (t) => {
  const list = readOfac([file('sdn.xml', SDN_XML)]);
  t.equal(list.publishedAt, '2024-05-03');
  t.equal(list.entries.length, 2);
  const [m, v] = list.entries;
  t.equal(m.id, 'ofac:22790');
  t.match(m.names[0], { full: 'MADURO MOROS, Nicolas', last: 'MADURO MOROS', first: 'Nicolas', strength: 'primary' });
  t.match(
    m.names.find((n) => n.full === 'EL PRESIDENTE'),
    { strength: 'weak' },
  );
  t.match(
    m.names.find((n) => n.full === 'MADURO, Nicolas'),
    { strength: 'strong', last: 'MADURO' },
  );
  t.same(m.dobs, [{ kind: 'exact', date: '1962-11-23', year: 1962, text: '23 Nov 1962' }]);
  t.same(m.nationalities, ['VE']);
  t.same(m.citizenships, ['VE']);
  t.equal(m.gender, 'Male');
  t.same(m.identifiers, [{ type: 'Cedula No.', number: '5892464', country: 'VE' }]);
  t.match(m.addresses, [{ city: 'Caracas', region: 'Capital District', country: 'VE' }]);
  t.same(m.programs, ['VENEZUELA', 'IRAN-CON-ARMS-EO']);
  t.equal(v.kind, 'vessel');
  t.same(v.identifiers, [{ type: 'Call Sign', number: 'CL2192' }]);
  rejects(t, () => readOfac([file('sdn.xml', SDN_XML.slice(0, SDN_XML.length / 2))]), /invalid XML/);
  rejects(t, () => readOfac([file('sdn.xml', SDN_XML.replace('<Record_Count>2', '<Record_Count>3'))]), /Record_Count/);
  rejects(t, () => readOfac([file('sdn.xml', '<other/>')]), /sdnList/);
});
