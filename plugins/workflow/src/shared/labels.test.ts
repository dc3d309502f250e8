import t from 'tap';
import {
  changeSummary,
  fieldText,
  humanise,
  inDeclaredOrder,
  objectText,
  valueText,
  type LabelCatalog,
} from './labels.ts';

const catalog: LabelCatalog = {
  types: {
    person: {
      label: 'Person',
      group: 'shareholder',
      fields: { firstName: 'First Name', lastName: 'Last Name', location_type: 'Origin' },
      options: { location_type: { local: 'Resident', abroad: 'Non-resident' } },
    },
  },
};

t.test('declared words first, humanised names only for what nobody declared', async (t) => {
  t.equal(objectText(catalog, 'person'), 'Person');
  t.equal(objectText(catalog, 'kyc_review'), 'Kyc review');
  t.equal(fieldText(catalog, 'person', 'lastName'), 'Last Name');
  t.equal(fieldText(catalog, 'person', 'placeofBirth'), 'Placeof birth');
  t.equal(humanise('legalEntity'), 'Legal entity');
  t.equal(fieldText(undefined, 'person', 'name_bank'), 'Name bank', 'no catalog (not loaded yet, or no permission)');
});

t.test('values in words', async (t) => {
  t.equal(valueText(catalog, 'person', 'location_type', 'local'), 'Resident');
  t.equal(valueText(catalog, 'person', 'location_type', 'elsewhere'), 'elsewhere', 'an unknown option stays as stored');
  t.equal(valueText(catalog, 'person', 'lastName', 'local'), 'local', 'options belong to their field');
  t.equal(valueText(catalog, 'person', 'x', true), 'Yes');
  t.equal(valueText(catalog, 'person', 'x', null), '');
  t.equal(
    valueText(catalog, 'kyc_file', 'file', { id: 'f', serverName: 's', filename: 'passport.pdf' }),
    'passport.pdf',
  );
  t.equal(
    valueText(catalog, 'kyc_file', 'comment', { ops: [{ insert: 'Checked ' }, { insert: 'twice\n' }] }),
    'Checked twice',
  );
  t.equal(valueText(catalog, 'x', 'comment', [{ type: 'p', children: [{ text: 'Plate' }] }]), 'Plate');
  t.equal(valueText(catalog, 'x', 'y', { a: 1 }), '{"a":1}');
});

t.test('summary and order', async (t) => {
  t.equal(
    changeSummary(
      catalog,
      'person',
      { lastName: 'Lopes', location_type: 'local' },
      { lastName: 'Lopez', location_type: 'abroad' },
    ),
    'Last Name: Lopes → Lopez; Origin: Resident → Non-resident',
  );
  t.equal(changeSummary(catalog, 'person', { firstName: null }, { firstName: 'Anna' }), 'First Name: Anna');
  t.equal(
    changeSummary(catalog, 'person', { lastName: 'Lopes' }, null),
    'Last Name: Lopes',
    'a removal lists the values it removes',
  );
  t.same(inDeclaredOrder(catalog, 'person', ['role', 'location_type', 'lastName', 'firstName']), [
    'firstName',
    'lastName',
    'location_type',
    'role',
  ]);
});
