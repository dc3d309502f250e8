import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { readEu } from './eu.reader.ts';
import { file, fixturesDir, half, rejects } from './test-data.ts';

const sample = file('eu-sample.xml', readFileSync(path.join(fixturesDir, 'eu-sample.xml')));

t.test('EU FSF XML (hand-made fixture)', async (t) => {
  const list = readEu([sample]);
  t.equal(list.source, 'eu');
  t.equal(list.publishedAt, '2025-03-14T17:05:12.314+01:00');
  t.same(list.warnings, []);
  t.same(
    list.entries.map((e) => [e.id, e.kind]),
    [
      ['eu:900101', 'person'],
      ['eu:900202', 'entity'],
      ['eu:900303', 'person'],
      ['eu:900404', 'entity'],
    ],
  );
  const [ivan, company, abd, tanker] = list.entries;
  t.same(ivan.names, [
    { full: 'Ivan Petrovich SAMPLENKO', strength: 'primary', first: 'Ivan', middle: 'Petrovich', last: 'SAMPLENKO' },
    {
      full: 'Иван Петрович САМПЛЕНКО',
      strength: 'strong',
      first: 'Иван',
      middle: 'Петрович',
      last: 'САМПЛЕНКО',
      script: 'original',
    },
    { full: 'Ivan SAMPLENKO', strength: 'strong', first: 'Ivan', last: 'SAMPLENKO' },
    { full: 'Vanya the Example', strength: 'weak' },
  ]);
  t.same(ivan.dobs, [
    { kind: 'exact', date: '1961-07-14', year: 1961, text: '1961-07-14' },
    { kind: 'circa', year: 1962, text: 'circa 1962' },
  ]);
  t.same(ivan.citizenships, ['RU']);
  t.same(ivan.nationalities, ['RU']);
  t.same(ivan.programs, ['UKR']);
  t.equal(ivan.gender, 'Male');
  t.equal(ivan.listedOn, '2022-02-28');
  t.same(ivan.identifiers, [
    { type: 'National passport', number: '720000001', country: 'RU' },
    { type: 'Tax Identification Number', number: '770000000001', country: 'RU' },
  ]);
  t.same(ivan.placesOfBirth, ['Exampleville, RUSSIAN FEDERATION']);
  t.ok(ivan.remarks.includes('EU reference number EU.9001.01'));
  t.equal(ivan.body, 'EU');

  t.equal(company.names[0].full, 'Joint Stock Company "Example Aero Systems"', 'entities decoded');
  t.match(company.names[1], { full: 'АО «Пример Аэро Системс»', script: 'original' });
  t.same(company.addresses, [
    {
      text: 'Primernaya street 12, building 3, Moscow, 123456, RUSSIAN FEDERATION',
      street: 'Primernaya street 12, building 3',
      city: 'Moscow',
      postalCode: '123456',
      country: 'RU',
    },
  ]);

  t.same(abd.dobs, [{ kind: 'range', from: 1970, to: 1973, text: '1970 to 1973' }]);
  t.same(abd.citizenships, ['YE', 'SA']);
  t.ok(abd.remarks.includes('UN reference number QDi.999'));
  t.match(abd.names[1], { full: 'Abu Sample', strength: 'weak' });

  t.same(tanker.identifiers, [{ type: 'IMO number', number: '9000001' }], "country '00' = unknown dropped");
  t.equal(tanker.listedOn, '2024-12-16', 'from the regulation publication date when designationDate is empty');
});

t.test('EU rejects bad input', async (t) => {
  rejects(t, () => readEu([half(sample)]), /invalid XML/, 'truncated');
  rejects(
    t,
    () =>
      readEu([
        file('x.xml', '<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2025-01-01"></export>'),
      ]),
    /no sanctionEntity/,
  );
  rejects(t, () => readEu([file('x.xml', '<sdnList/>')]), /root element export/);
  rejects(t, () => readEu([file('x.csv', 'a;b\n')]), /no XML file/);
  rejects(
    t,
    () =>
      readEu([
        file('x.xml', '<export><sanctionEntity logicalId="1"><subjectType code="person"/></sanctionEntity></export>'),
      ]),
    /no nameAlias/,
  );
});
