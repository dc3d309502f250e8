import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { datePeriodDob, readOfacAdvanced, xmlRootName } from './ofac-advanced.reader.ts';
import { readOfac } from './ofac.reader.ts';
import { file, fixturesDir, half, rejects } from './test-data.ts';

const xml = readFileSync(path.join(fixturesDir, 'sdn-advanced-sample.xml'), 'utf8');
const sample = file('sdn_advanced.xml', xml);

t.test('OFAC SDN Advanced XML (hand-made fixture)', async (t) => {
  const list = readOfac([sample]);
  t.equal(list.source, 'ofac');
  t.equal(list.publishedAt, '2025-03-14');
  t.same(list.warnings, []);
  t.same(
    list.entries.map((e) => [e.id, e.kind]),
    [
      ['ofac:22790', 'person'],
      ['ofac:990001', 'person'],
      ['ofac:990002', 'entity'],
      ['ofac:4238', 'vessel'],
    ],
  );
  for (const e of list.entries) t.equal(e.body, 'OFAC', `${e.id} body`);
  const [maduro, hamdan, company, vessel] = list.entries;

  t.same(maduro.names, [
    { full: 'MADURO MOROS, Nicolas', strength: 'primary', first: 'Nicolas', last: 'MADURO MOROS' },
    { full: 'MADURO, Nicolas', strength: 'strong', first: 'Nicolas', last: 'MADURO' },
  ]);
  t.same(maduro.dobs, [{ kind: 'exact', date: '1962-11-23', year: 1962, text: '23 Nov 1962' }]);
  t.same(maduro.nationalities, ['VE']);
  t.same(maduro.citizenships, ['VE']);
  t.equal(maduro.gender, 'Male');
  t.same(maduro.placesOfBirth, ['Caracas, Venezuela']);
  t.same(maduro.identifiers, [{ type: 'Cedula No.', number: '5892464', country: 'VE' }]);
  t.same(maduro.addresses, [
    { city: 'Caracas', region: 'Capital District', country: 'VE', text: 'Caracas, Capital District, Venezuela' },
  ]);
  t.same(maduro.programs, ['VENEZUELA', 'IRAN-CON-ARMS-EO']);
  t.same(maduro.remarks, ['Title: President of the Bolivarian Republic of Venezuela']);
  t.equal(maduro.listedOn, '2017-07-31');

  t.same(
    hamdan.names,
    [
      {
        full: 'EXAMPLE HAMDAN, Karim Yusuf',
        strength: 'primary',
        first: 'Karim',
        middle: 'Yusuf',
        last: 'EXAMPLE HAMDAN',
      },
      { full: 'HAMDAN, Karim', strength: 'strong', first: 'Karim', last: 'HAMDAN' },
      { full: 'ABU KARIM', strength: 'weak' },
    ],
    'F.K.A. strong, LowQuality a.k.a. weak',
  );
  t.same(hamdan.dobs, [
    { kind: 'range', from: 1960, to: 1962, text: '1960 to 1962' },
    { kind: 'circa', year: 1958, text: 'circa 1958' },
  ]);
  t.same(hamdan.nationalities, ['IR'], 'LocationCountry resolved through the area code CountryID');
  t.same(hamdan.citizenships, []);
  t.same(hamdan.placesOfBirth, ['Tehran, Iran']);
  t.same(hamdan.programs, ['SDGT'], 'EntryEvent SanctionsProgramID and Comment merged');

  t.same(company.names, [
    { full: 'EXAMPLE PETROLEUM TRADING S.A.', strength: 'primary' },
    { full: 'EPT S.A.', strength: 'strong' },
  ]);
  t.same(company.dobs, []);
  t.same(company.addresses, [
    {
      street: 'Calle 50, Torre Ejemplo, Piso 12',
      city: 'Panama City',
      postalCode: '0801',
      country: 'PA',
      text: 'Calle 50, Torre Ejemplo, Piso 12, Panama City, 0801, Panama',
    },
  ]);
  t.same(company.identifiers, [{ type: 'Registration Number', number: '155600001', country: 'PA' }]);
  t.same(company.programs, ['SDGT', 'IRGC']);

  t.same(vessel.names, [{ full: 'MAR AZUL', strength: 'primary' }]);
  t.same(vessel.identifiers, [{ type: 'Call Sign', number: 'CL2192' }]);
  t.same(vessel.remarks, ['Vessel Type: Tug', 'Vessel Flag: Cuba']);
  t.same(vessel.programs, ['CUBA']);

  t.same(readOfacAdvanced(sample), list, 'same result when called directly');
  t.equal(xmlRootName(sample), 'Sanctions');
  const legacyNs = file('sdn_advanced.xml', xml.replace(/xmlns="[^"]*"/, 'xmlns="http://www.un.org/sanctions/1.0"'));
  t.same(readOfac([legacyNs]).warnings, [], 'older namespace accepted');
});

t.test('SDN Advanced DatePeriod forms', async (t) => {
  const p = (s: number[], e: number[], approx = false): unknown => {
    const d = (v: number[]): unknown => ({
      Year: String(v[0]),
      ...(v[1] ? { Month: String(v[1]) } : {}),
      ...(v[2] ? { Day: String(v[2]) } : {}),
    });
    const a = { '@_Approximate': String(approx) };
    return { Start: { ...a, From: d(s), To: d(s) }, End: { ...a, From: d(e), To: d(e) } };
  };
  t.same(datePeriodDob(p([1966, 9, 8], [1966, 9, 8])), {
    kind: 'exact',
    date: '1966-09-08',
    year: 1966,
    text: '08 Sep 1966',
  });
  t.same(datePeriodDob(p([1973, 11, 1], [1973, 11, 30])), {
    kind: 'month',
    date: '1973-11',
    year: 1973,
    text: 'Nov 1973',
  });
  t.same(datePeriodDob(p([1967, 1, 1], [1967, 12, 31])), { kind: 'year', year: 1967, text: '1967' });
  t.same(datePeriodDob(p([1967], [1967])), { kind: 'year', year: 1967, text: '1967' });
  t.same(datePeriodDob(p([1945, 1, 1], [1945, 12, 31], true)), { kind: 'circa', year: 1945, text: 'circa 1945' });
  t.same(datePeriodDob(p([1979, 1, 1], [1982, 12, 31], true)), {
    kind: 'range',
    from: 1979,
    to: 1982,
    text: '1979 to 1982',
  });
  t.same(datePeriodDob(p([1961, 3, 5], [1962, 6, 7])), {
    kind: 'range',
    from: 1961,
    to: 1962,
    text: '05 Mar 1961 to 07 Jun 1962',
  });
  t.equal(datePeriodDob({}), undefined);
});

const LEGACY = `<?xml version="1.0" standalone="yes"?>
<sdnList xmlns="http://tempuri.org/sdnList.xsd">
  <publshInformation><Publish_Date>05/03/2024</Publish_Date><Record_Count>1</Record_Count></publshInformation>
  <sdnEntry><uid>4238</uid><lastName>MAR AZUL</lastName><sdnType>Vessel</sdnType><programList><program>CUBA</program></programList></sdnEntry>
</sdnList>
`;

t.test('readOfac dispatches XML by root element', async (t) => {
  const legacy = readOfac([file('sdn.xml', LEGACY)]);
  t.equal(legacy.publishedAt, '2024-05-03', 'root sdnList: legacy reader');
  t.same(
    legacy.entries.map((e) => [e.id, e.kind, e.programs]),
    [['ofac:4238', 'vessel', ['CUBA']]],
  );
  const both = readOfac([sample, file('readme.txt', 'x')]);
  t.equal(both.entries.length, 4);
  t.same(both.warnings, ['ignored file readme.txt']);
  const renamed = readOfac([file('sdn.xml', xml)]);
  t.equal(renamed.entries.length, 4, 'root Sanctions: advanced reader whatever the file name');
  rejects(
    t,
    () => readOfac([file('sdn.xml', '<?xml version="1.0"?>\n<!-- c -->\n<other/>')]),
    /unrecognised OFAC XML \(root element other; expected sdnList.*Sanctions/,
  );
});

t.test('SDN Advanced rejects bad input', async (t) => {
  rejects(t, () => readOfac([half(sample)]), /invalid XML.*truncated/, 'truncated file');
  rejects(
    t,
    () => readOfac([file('sdn_advanced.xml', xml.slice(0, xml.lastIndexOf('</Sanctions>')))]),
    /invalid XML/,
    'missing closing tag',
  );
  rejects(t, () => readOfac([file('sdn_advanced.xml', 'garbage, not xml')]), /not an XML document/);
  rejects(t, () => readOfac([file('sdn_advanced.xml', '')]), /empty/);
  rejects(t, () => readOfac([file('sdn_advanced.xml', Buffer.from([0, 1, 2, 3, 255]))]), /binary/);
  rejects(t, () => readOfacAdvanced(file('x.xml', '<sdnList/>')), /root element Sanctions missing/);
  rejects(
    t,
    () => readOfac([file('x.xml', '<Sanctions><DateOfIssue><Year>2025</Year></DateOfIssue></Sanctions>')]),
    /ReferenceValueSets missing/,
  );
  const mutate = (from: string | RegExp, to: string): ReturnType<typeof file> => {
    const out = xml.replace(from, to);
    if (out === xml) throw new Error(`fixture has no ${String(from)}`);
    return file('sdn_advanced.xml', out);
  };
  rejects(
    t,
    () => readOfac([mutate(/<DistinctParties>[\s\S]*<\/DistinctParties>/, '<DistinctParties/>')]),
    /no DistinctParties\/DistinctParty/,
  );
  rejects(
    t,
    () => readOfac([mutate(/<PartySubTypeValues>[\s\S]*<\/PartySubTypeValues>/, '')]),
    /no PartySubTypeValues/,
  );
  rejects(
    t,
    () => readOfac([mutate('<Profile ID="990002" PartySubTypeID="3">', '<Profile ID="990002" PartySubTypeID="77">')]),
    /990002: unknown PartySubTypeID '77'/,
  );
  rejects(
    t,
    () => readOfac([mutate('<DistinctParty FixedRef="4238">', '<DistinctParty FixedRef="MAR">')]),
    /numeric FixedRef/,
  );
  rejects(
    t,
    () => readOfac([mutate('<DistinctParty FixedRef="4238">', '<DistinctParty FixedRef="22790">')]),
    /duplicate DistinctParty FixedRef 22790/,
  );
  rejects(t, () => readOfac([mutate('NamePartGroupID="74001"', 'NamePartGroupID="1"')]), /unknown NamePartGroupID '1'/);
  rejects(
    t,
    () =>
      readOfac([
        mutate(
          '<Alias FixedRef="4238" AliasTypeID="1403" Primary="true"',
          '<Alias FixedRef="4238" AliasTypeID="1403" Primary="false"',
        ),
      ]),
    /4238 has no primary name/,
  );
  rejects(
    t,
    () => readOfac([mutate('<Alias FixedRef="4238" AliasTypeID="1403"', '<Alias FixedRef="4238" AliasTypeID="9"')]),
    /unknown AliasTypeID '9'/,
  );
  rejects(t, () => readOfac([mutate('FeatureTypeID="264"', 'FeatureTypeID="999"')]), /unknown FeatureTypeID '999'/);
  rejects(
    t,
    () => readOfac([mutate('SanctionsProgramID="95"', 'SanctionsProgramID="5"')]),
    /unknown SanctionsProgramID '5'/,
  );
  // unknown links are counted, not fatal
  const orphan = readOfac([mutate('IdentityID="9301"', 'IdentityID="1"')]);
  t.same(orphan.warnings, ['skipped 1 IDRegDocument(s) of unknown IdentityID']);
  const noProgram = readOfac([
    mutate('<SanctionsEntry ID="4238" ProfileID="4238"', '<SanctionsEntry ID="4238" ProfileID="1"'),
  ]);
  t.same(noProgram.warnings, [
    'skipped 1 SanctionsEntry(ies) of unknown ProfileID',
    'ofac:4238: no sanctions programme',
  ]);
});
