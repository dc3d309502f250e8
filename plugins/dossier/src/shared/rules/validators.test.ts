import t from 'tap';
import { DossierBuilder, fullEntity, fullPerson } from '../../testing/dossier-builder.ts';
import { validateBirthDate, validateDossierPeople, validateEntity, validatePerson, validatePhone } from './index.ts';

const now = new Date('2026-11-23T00:00:00Z');
const msg = (errors: { field: string; message: string }[], field: string) =>
  errors.find((e) => e.field === field)?.message;

t.test('a complete person passes; each rule gives its seed text under its field', async (t) => {
  t.same(validatePerson(fullPerson('Ann', 'Lee'), {}, true), []);
  const errors = validatePerson(
    {
      firstName: 'An',
      lastName: 'L'.repeat(21),
      passportNumber: 'NP12',
      tinNumber: '12345abcde',
      dateIssued: '2027-01-01',
      dateExpiry: '2026-11-22',
      address_line_1: 'Short 1',
      city: 'Ki',
      zip: '1234',
      address_country: '',
      dateOfBirth: '2006-01-01',
      title: 'Dr',
    },
    { now },
  );
  t.equal(msg(errors, 'firstName'), 'Name should be from 3 to 20 characters long');
  t.equal(msg(errors, 'lastName'), 'Name should be from 3 to 20 characters long');
  t.equal(msg(errors, 'passportNumber'), 'Passport number should be at least 5 characters long');
  t.equal(msg(errors, 'tinNumber'), 'TIN should be exactly 10 digits');
  t.equal(msg(errors, 'dateIssued'), 'Date Issued cannot be in the future');
  t.equal(msg(errors, 'dateExpiry'), 'Date Expiry cannot be in the past');
  t.equal(msg(errors, 'address_line_1'), 'Address should be from 15 to 100 characters long');
  t.equal(msg(errors, 'city'), 'City should be from 3 to 255 characters long');
  t.equal(msg(errors, 'zip'), 'Zip should be exactly 5 characters long');
  t.equal(msg(errors, 'address_country'), 'Please select a country');
  t.equal(msg(errors, 'dateOfBirth'), 'Birth date is not valid (year 1930 to 2005)');
  t.equal(msg(errors, 'title'), 'Title should be from 4 to 30 characters long');
  t.equal(msg(errors, 'secondPassportType'), 'Please provide a value', 'second ID required for a non-local person');
});

t.test(
  'second ID only unless local; fixed titles accepted; optional line 2; partial validation checks only given fields',
  async (t) => {
    const local = {
      ...fullPerson('Ann', 'Lee', { location_type: 'local' }),
      secondPassportType: '',
      secondPassportNumber: '',
      secondPassportCountry: '',
      secondDateIssued: '',
      secondDateExpiry: '',
    };
    t.same(validatePerson(local, {}, true), []);
    t.same(validatePerson({ ...fullPerson('Ann', 'Lee'), title: 'MD' }), [], "'MD' is one of the fixed titles");
    t.equal(
      msg(validatePerson({ ...fullPerson('Ann', 'Lee'), address_line_2: 'short' }), 'address_line_2'),
      'Address should be from 15 to 100 characters long',
    );
    t.same(validatePerson({ firstName: 'Ann' }, {}, false), [], 'only the fields sent are checked');
    t.same(validatePerson({ tinNumber: '123' }, {}, false), [
      { field: 'tinNumber', message: 'TIN should be exactly 10 digits' },
    ]);
    t.same(validatePerson({ secondPassportNumber: 'AB1' }, { local: false }, false), [
      { field: 'secondPassportNumber', message: 'Passport number should be at least 5 characters long' },
    ]);
  },
);

t.test('birth date: 1930–2005, real days with leap years; phone 7–14 digits', async (t) => {
  t.same(validateBirthDate('dob', '2004-02-29'), []);
  t.same(validateBirthDate('dob', '2005-12-31'), []);
  t.same(validateBirthDate('dob', '1930-01-01'), []);
  for (const bad of ['2003-02-29', '1929-12-31', '2006-01-01', '2000-13-01', '2000-04-31', 'x'])
    t.equal(validateBirthDate('dob', bad).length, 1, bad);
  t.same(validatePhone('phone', '+599 9 461 2345'.replace('+', '')), []);
  t.same(validatePhone('phone', '123456'), [{ field: 'phone', message: 'Phone number is not valid' }]);
  t.same(validatePhone('phone', '123456789012345'), [{ field: 'phone', message: 'Phone number is not valid' }]);
});

t.test('entities: name 8–200, lines 15–100, city, country, zip of 5', async (t) => {
  t.same(validateEntity(fullEntity('Parent Holding BV')), []);
  const errors = validateEntity({ name: 'Short', address_line_1: 'x', city: '', address_country: null, zip: '123456' });
  t.same(
    errors.map((e) => e.field),
    ['name', 'address_line_1', 'city', 'address_country', 'zip'],
  );
  t.equal(msg(errors, 'name'), 'Entity name should be from 8 to 200 characters long');
  t.equal(msg(validateEntity({ name: '' }), 'name'), 'Please provide a value');
});

t.test('validation runs over all UBOs, MDs, their persons and legal entities and collects the messages', async (t) => {
  const b = new DossierBuilder();
  const md = b.director(null, 'entity', fullEntity('Tiny'));
  b.add('person', fullPerson('Ev', 'Green', { title: 'Director' }), md.detail);
  const ubo = b.add('ubo', {});
  b.add('person', fullPerson('Ann', 'Lee', { tinNumber: '12' }), ubo);
  const out = validateDossierPeople(b.objects, 'effective', now);
  t.same(
    out.map((e) => [e.name, e.field]),
    [
      ['Ev Green', 'firstName'],
      ['Ann Lee', 'tinNumber'],
      ['Tiny', 'name'],
    ],
  );
});
