import t from 'tap';
import { COUNTRIES, countryCode, countryFromIso, countryName } from './countries.ts';

t.test('names, official names and list alternates resolve', async (t) => {
  const cases: [string, string][] = [
    ['Russia', 'RU'],
    ['Russian Federation', 'RU'],
    ['Iran (Islamic Republic of)', 'IR'],
    ['Syrian Arab Republic', 'SY'],
    ["Democratic People's Republic of Korea", 'KP'],
    ['Korea, North', 'KP'],
    ['Korea, South', 'KR'],
    ['Burma', 'MM'],
    ['Myanmar', 'MM'],
    ['Congo, Democratic Republic of the', 'CD'],
    ['Democratic Republic of the Congo', 'CD'],
    ['Congo, Republic of the', 'CG'],
    ['United Kingdom of Great Britain and Northern Ireland', 'GB'],
    ['Türkiye', 'TR'],
    ['Turkiye', 'TR'],
    ['TURKEY', 'TR'],
    ['Viet Nam', 'VN'],
    ['Palestinian', 'PS'],
    ['West Bank', 'PS'],
    ['Region: Gaza', 'PS'],
    ['possibly Palestinian', 'PS'],
    ['Bahamas, The', 'BS'],
    ['Man, Isle of', 'IM'],
    ['Virgin Islands, British', 'VG'],
    ['North Macedonia, The Republic of', 'MK'],
    ['China, Hong Kong Special Administrative Region', 'HK'],
    ['Cote d Ivoire', 'CI'],
    ["Côte d'Ivoire", 'CI'],
    ['United Republic of Tanzania', 'TZ'],
    ['United States of America', 'US'],
    ['Kosovo', 'XK'],
    ['Cabo Verde', 'CV'],
  ];
  for (const [text, code] of cases) t.equal(countryCode(text), code, text);
});

t.test('nationality adjectives resolve', async (t) => {
  const cases: [string, string][] = [
    ['Russian', 'RU'],
    ['Iranian', 'IR'],
    ['Syrian', 'SY'],
    ['Afghan', 'AF'],
    ['Iraqi', 'IQ'],
    ['Pakistani', 'PK'],
    ['Yemeni', 'YE'],
    ['Lebanese', 'LB'],
    ['Chinese', 'CN'],
    ['North Korean', 'KP'],
    ['Venezuelan', 'VE'],
    ['Cuban', 'CU'],
    ['Belarusian', 'BY'],
    ['Ukrainian', 'UA'],
    ['Saudi', 'SA'],
    ['Sudanese', 'SD'],
    ['South Sudanese', 'SS'],
    ['Somali', 'SO'],
    ['Libyan', 'LY'],
    ['British', 'GB'],
    ['Dutch', 'NL'],
    ['Swiss', 'CH'],
    ['Filipino', 'PH'],
    ['Emirati', 'AE'],
  ];
  for (const [text, code] of cases) t.equal(countryCode(text), code, text);
});

t.test('case and diacritics do not matter; unknowns are undefined', async (t) => {
  t.equal(countryCode('  rUSSIAN federation '), 'RU');
  t.equal(countryCode('RÉUNION'), 'RE');
  t.equal(countryCode('na'), undefined, "UN 'na' (not available) is not Namibia");
  t.equal(countryCode('undetermined'), undefined);
  t.equal(countryCode(''), undefined);
  t.equal(countryCode('Atlantis'), undefined);
  t.equal(countryFromIso('ru'), 'RU');
  t.equal(countryFromIso('zz'), undefined);
  t.equal(countryName('IR'), 'Iran');
  t.equal(countryName('kp'), 'North Korea');
  t.equal(countryName('XX'), undefined);
});

t.test('COUNTRIES: all ISO 3166-1 codes, sorted by name, unique', async (t) => {
  t.ok(COUNTRIES.length >= 249, `${COUNTRIES.length} countries`);
  t.equal(new Set(COUNTRIES.map((c) => c.code)).size, COUNTRIES.length);
  for (const c of COUNTRIES) t.match(c.code, /^[A-Z]{2}$/);
  const names = COUNTRIES.map((c) => c.name);
  t.same(
    names,
    [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
  );
  for (const c of COUNTRIES) t.equal(countryCode(c.name), c.code, `${c.name} resolves to its own code`);
});
