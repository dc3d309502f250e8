import type { DossierReportParty } from '@app/plugin-dossier/shared';
import type { StoredTransaction } from '@app/plugin-transactions/shared';
import { readMappedFixture } from '@app/plugin-transactions/testing';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { convertRecords, type BadRow, type RecordIn } from '../convert/pipeline.ts';
import { loadLookups, loadXsd, SCHEMA_IDS, SCHEMA_PROFILES } from '../convert/schemas.ts';
import { validateAgainstXsd } from '../convert/xsd.ts';
import type { SchemaId } from '../shared/fiu.schema.ts';
import { CODES, userInfoOf } from '../testing/index.ts';
import { customerFromDossier, customerFromTransaction } from './customer.ts';
import type { PartyWriter } from './party-xml.ts';
import type { Institution, MyClientAccount, PartyPerson } from './party.ts';
import { reportRecords } from './records.ts';
import { storedTransactionXml } from './transaction-xml.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
/** Codes of each schema's lookups for the complete test client (test data, not a mapping). */
const ACCOUNT_CODES: Record<SchemaId, { type: string; status: string; legal: string; swift: string }> = {
  'unodc-5.0.1': { type: 'B', status: 'A', legal: 'A', swift: 'EXMPKENA' },
  'ae-5.0.2': { type: 'B', status: 'A', legal: 'AAFSI', swift: 'EXMPAEAD' },
  'lk-2.0': { type: 'CRNT', status: 'ACTV', legal: 'PVTL', swift: 'EXMPLKLX' },
};

const person = (over: Partial<PartyPerson> = {}): PartyPerson => ({
  label: 'Client Acme Holding BV: director Jan Jansen',
  role: 'director',
  gender: 'M',
  first_name: 'Jan',
  last_name: 'Jansen',
  birth_date: '1970-04-12',
  ssn: '197012345678',
  passport_number: 'NX1234567',
  passport_country: 'NL',
  passport_issued: '2019-05-01',
  passport_expiry: '2029-04-30',
  id_number: 'ID123456',
  nationality: 'NL',
  residence: 'NL',
  phone: { contact: 'Private', communication: 'Mobile Phone', prefix: '31', number: '612345678' },
  address: {
    contact: 'Private',
    address: 'Keizersgracht 123',
    city: 'Amsterdam',
    country: 'NL',
    state: 'Noord-Holland',
  },
  occupation: 'Company director',
  tax_reg_number: 'Y',
  where: {},
  whereDefault: 'the dossier, Managing directors tab',
  ...over,
});

/** A client whose every my-client value is known: an entity account with its director, or a person's account. */
function client(schema: SchemaId, kind: 'entity' | 'person'): MyClientAccount {
  const c = ACCOUNT_CODES[schema];
  const director = person();
  const holder = person({ label: 'Client Grace Wanjiru', role: 'holder', first_name: 'Grace', last_name: 'Wanjiru' });
  return {
    label: 'Client Acme Holding BV (account NL91ABNA0417164300)',
    account: kind === 'entity' ? 'NL91ABNA0417164300' : '0110555123009',
    account_name: kind === 'entity' ? 'Acme Holding BV' : 'Grace Wanjiru',
    currency: CODES[schema].currency,
    branch: 'Amsterdam Zuid',
    client_number: 'C000377',
    account_type: c.type,
    status: c.status,
    opened: '2015-02-01',
    beneficiary: kind === 'entity' ? 'Acme Holding BV' : 'Grace Wanjiru',
    holder:
      kind === 'entity'
        ? {
            kind: 'entity',
            entity: {
              label: 'Client Acme Holding BV',
              name: 'Acme Holding BV',
              commercial_name: 'Acme',
              legal_form: c.legal,
              incorporation_number: '34123456',
              business: 'Wholesale trade',
              phone: { contact: 'Business', communication: 'Landline Phone', prefix: '31', number: '201234567' },
              address: {
                contact: 'Business',
                address: 'Herengracht 1',
                city: 'Amsterdam',
                country: 'NL',
                state: 'Noord-Holland',
              },
              incorporation_state: 'Noord-Holland',
              incorporation_country: 'NL',
              incorporation_date: '2001-03-01',
              tax_reg_number: 'Y',
              directors: [director],
              where: {},
              whereDefault: 'the dossier, Dashboard',
            },
          }
        : { kind: 'person', person: holder },
    signatories: kind === 'entity' ? [director] : [holder],
    where: {},
    whereDefault: 'the dossier',
  };
}

const institution = (schema: SchemaId): Institution => ({
  name: 'Example Bank Ltd',
  swift: ACCOUNT_CODES[schema].swift,
  nonBank: false,
});

let seq = 0;
function stored(schema: SchemaId, over: Partial<StoredTransaction> = {}): StoredTransaction {
  seq += 1;
  return {
    id: `tx${String(seq).padStart(22, '0')}`,
    company_id: null,
    import_id: null,
    account: 'NL91ABNA0417164300',
    direction: 'debit',
    amount: '12500.5',
    currency: CODES[schema].currency,
    booked_at: '2026-10-05T07:14:22Z',
    value_at: '2026-10-05T00:00:00Z',
    transmode: CODES[schema].transmode,
    funds: CODES[schema].funds,
    reference: `FT26060000${seq}`,
    counterparty_type: 'entity',
    counterparty_name: 'Deutsche Lieferant GmbH',
    counterparty_account: 'DE89370400440532013000',
    counterparty_institution: 'Commerzbank AG',
    counterparty_bic: 'COBADEFFXXX',
    counterparty_country: 'DE',
    ...over,
  };
}

const writer = (schema: SchemaId): PartyWriter => ({
  schema,
  profile: SCHEMA_PROFILES[schema],
  lookups: loadLookups(schema),
  gaps: [],
});
const options = (schema: SchemaId) => ({
  currencyLocal: CODES[schema].currency,
  institution: institution(schema),
  transmodeComment: SCHEMA_PROFILES[schema].transmodeCommentRequired ? 'X' : undefined,
  parties: 'my_client' as const,
});

async function* fromList<T>(items: T[]) {
  yield* items;
}

async function report(schema: SchemaId, records: AsyncIterable<RecordIn>) {
  const bad: BadRow[] = [];
  const result = await convertRecords(records, {
    schema,
    reportCode: CODES[schema].reportCode,
    indicators: [CODES[schema].indicator],
    currencyLocal: CODES[schema].currency,
    user: userInfoOf(),
    reference: 'rep1',
    reason: 'Structured cash deposits below the threshold',
    action: 'Account relationship under review',
    workDir: await mkdtemp(path.join(os.tmpdir(), 'fiu-report-')),
    maxPartBytes: 1024 * 1024,
    now: NOW,
    onBadRow: (b) => void bad.push(b),
  });
  return { result, bad };
}

for (const schema of SCHEMA_IDS) {
  t.test(`${schema}: my-client parties of a complete client are XSD-valid`, async (t) => {
    const w = writer(schema);
    const cases: [StoredTransaction, MyClientAccount][] = [
      // debit: the entity's account pays a German supplier; no description (written empty)
      [stored(schema, { description: undefined, location: undefined }), client(schema, 'entity')],
      // credit: cash into a person's account at the counter, no counterparty (the holder on both sides)
      [
        stored(schema, {
          account: '0110555123009',
          direction: 'credit',
          counterparty_type: undefined,
          counterparty_name: undefined,
          counterparty_account: undefined,
          counterparty_institution: undefined,
          counterparty_bic: undefined,
          counterparty_country: undefined,
          description: 'CASH DEPOSIT',
          location: '027 KISUMU',
        }),
        client(schema, 'person'),
      ],
      // credit from a person counterparty known by name only
      [
        stored(schema, {
          direction: 'credit',
          counterparty_type: 'person',
          counterparty_name: undefined,
          counterparty_first_name: 'Brian',
          counterparty_last_name: 'Kamau',
          counterparty_account: undefined,
          counterparty_bic: undefined,
          counterparty_country: 'KE',
        }),
        client(schema, 'entity'),
      ],
    ];
    const records: RecordIn[] = cases.map(([tx, customer], i) => {
      const out = storedTransactionXml(w, tx, customer, options(schema));
      t.ok('xml' in out, `case ${i + 1} has no gaps: ${'gaps' in out ? JSON.stringify(out.gaps) : ''}`);
      return { row: i + 1, values: {}, xml: 'xml' in out ? out.xml : '' };
    });
    const { result, bad } = await report(schema, fromList(records));
    t.same(bad, []);
    t.equal(result.validRows, 3);
    t.equal(result.parts, 1, 'the pipeline validated the part against the XSD');
    const doc = readFileSync(result.output!.path, 'utf8');
    const again = await validateAgainstXsd(doc, loadXsd(schema));
    t.ok(again.valid, again.errors.join('; '));
    t.match(
      doc,
      /<t_from_my_client><from_funds_code>[A-Z]+<\/from_funds_code><from_account>/,
      'debit: the customer is the my-client source',
    );
    t.match(doc, /<t_to_my_client>/, 'credit: the customer is the my-client destination');
    t.match(doc, /<transaction_description><\/transaction_description>/, 'an empty description is written empty');
    t.match(
      doc,
      /<reason>Structured cash deposits below the threshold<\/reason><action>Account relationship under review<\/action>/,
    );
  });
}

t.test('a missing my-client value is a row error naming who, what and where, nothing invented', async (t) => {
  const schema: SchemaId = 'unodc-5.0.1';
  const w = writer(schema);
  const incomplete = client(schema, 'entity');
  if (incomplete.holder.kind === 'entity') incomplete.holder.entity.directors[0]!.birth_date = undefined;
  const out = storedTransactionXml(w, stored(schema), incomplete, options(schema));
  t.ok('gaps' in out);
  const gaps = 'gaps' in out ? out.gaps : [];
  t.ok(
    gaps.some(
      (g) =>
        g.reason === 'Client Acme Holding BV: director Jan Jansen has no birth date' &&
        g.where === 'the dossier, Managing directors tab' &&
        g.field.endsWith('/birthdate'),
    ),
    JSON.stringify(gaps),
  );
});

t.test('rows from mapped customer columns and dossier clients: every gap listed per row', async (t) => {
  const schema: SchemaId = 'lk-2.0';
  const dossierClient: DossierReportParty = {
    company: {
      id: 'c'.repeat(24),
      name: 'Acme B.V.',
      companyType: 'corporate',
      locationType: 'local',
      accountHolderType: null,
      pendingCreation: false,
      fields: { name: 'Acme B.V.', activity: 'Wholesale trade', address_country: 'NL' },
    },
    people: [
      { id: 'p'.repeat(24), role: 'director', fields: { firstName: 'Jan', lastName: 'Jansen', role: 'director' } },
    ],
  };
  let reads = 0;
  const linked = [1, 2].map(() => stored(schema, { company_id: 'c'.repeat(24) }));
  const unlinked = stored(schema, {
    customer_type: 'person',
    customer_first_name: 'Otieno',
    customer_last_name: 'Ochieng',
    customer_birth_date: '1979-11-03',
    customer_country: 'KE',
  });
  const records: RecordIn[] = [];
  for await (const r of reportRecords(fromList([[...linked, unlinked]]), {
    schema,
    ...options(schema),
    party: async () => {
      reads += 1;
      return dossierClient;
    },
  }))
    records.push(r);
  t.equal(reads, 1, 'a client is read from the dossier once per report');
  t.equal(records.length, 3);
  const reasons = records.map((r) => (r.errors ?? []).map((e) => e.reason));
  t.ok(
    reasons[0]!.includes(
      'Client Acme B.V.: director Jan Jansen has no birth date — fill it in the dossier, Managing directors tab',
    ),
    reasons[0]!.join('\n'),
  );
  t.ok(reasons[0]!.some((r) => r.startsWith('Client Acme B.V. has no legal form')));
  t.ok(
    reasons[2]!.includes(
      'Customer Otieno Ochieng (account NL91ABNA0417164300) has no nationality — fill it in the import mapping (customer_nationality)',
    ),
    reasons[2]!.join('\n'),
  );
  t.ok(records.every((r) => r.xml === undefined));
});

t.test('plain accounts: a mapped export converts without KYC data, XSD-valid', async (t) => {
  for (const schema of SCHEMA_IDS) {
    const w = writer(schema);
    const tx = stored(schema, {
      account: '0120987654002',
      account_name: 'SAFARI FRESH EXPORTERS LTD',
      customer_type: 'entity',
      customer_name: 'SAFARI FRESH EXPORTERS LTD',
      counterparty_type: undefined,
      counterparty_name: undefined,
      counterparty_account: undefined,
      counterparty_institution: undefined,
      counterparty_bic: undefined,
      counterparty_country: undefined,
    });
    const out = storedTransactionXml(w, tx, customerFromTransaction(tx), { ...options(schema), parties: 'account' });
    t.ok('xml' in out, `${schema}: ${'gaps' in out ? JSON.stringify(out.gaps) : ''}`);
    const { result } = await report(schema, fromList([{ row: 1, values: {}, xml: 'xml' in out ? out.xml : '' }]));
    t.equal(result.validRows, 1, `${schema}: valid`);
  }
});

t.test(
  'a core-banking export with KYC columns: each person customer a complete my-client party, XSD-valid',
  async (t) => {
    const schema: SchemaId = 'unodc-5.0.1';
    const read = await readMappedFixture('core-banking-kyc-export.csv', 'core-banking-kyc-mapping.json');
    // as the store returns them: times in UTC
    const rows: StoredTransaction[] = read.map((tx, i) => ({
      id: `tx${String(i + 1).padStart(22, '0')}`,
      company_id: null,
      import_id: null,
      ...tx,
      booked_at: `${tx.booked_at}Z`,
      value_at: tx.value_at && `${tx.value_at}T00:00:00Z`,
    }));
    t.equal(rows.length, 50);
    const records: RecordIn[] = [];
    for await (const r of reportRecords(fromList([rows]), { schema, ...options(schema), party: async () => null }))
      records.push(r);
    const persons = records.filter((_, i) => rows[i]!.customer_type === 'person');
    t.equal(persons.length, 20, 'the export has 20 rows of two person customers');
    t.same(
      persons.flatMap((r) => r.errors ?? []),
      [],
      'no row error for a person customer',
    );
    // An entity's directors and commercial name are not transaction data: its dossier gives them (ADR 0078).
    const entityReasons = new Set(
      records
        .filter((_, i) => rows[i]!.customer_type === 'entity')
        .flatMap((r) => (r.errors ?? []).map((e) => e.field)),
    );
    t.same(
      [...entityReasons].sort(),
      [
        't_from_my_client/from_account/signatory',
        't_from_my_client/from_account/t_entity/commercial_name',
        't_from_my_client/from_account/t_entity/director_id',
        't_to_my_client/to_account/signatory',
        't_to_my_client/to_account/t_entity/commercial_name',
        't_to_my_client/to_account/t_entity/director_id',
      ].sort(),
    );
    const { result, bad } = await report(schema, fromList(persons));
    t.same(bad, []);
    t.equal(result.validRows, 20);
    const doc = readFileSync(result.output!.path, 'utf8');
    const valid = await validateAgainstXsd(doc, loadXsd(schema));
    t.ok(valid.valid, valid.errors.join('; '));
    t.match(doc, /<t_from_my_client>/);
    t.match(doc, /<t_to_my_client>/);
    t.match(
      doc,
      /<phone><tph_contact_type>1<\/tph_contact_type><tph_communication_type>M<\/tph_communication_type><tph_country_prefix>254<\/tph_country_prefix><tph_number>733905127<\/tph_number><\/phone>/,
    );
    t.match(doc, /<occupation>Pharmacist<\/occupation>/);
    t.match(doc, /<opened>2019-02-11T00:00:00<\/opened><status_code>A<\/status_code>/);
  },
);

t.test(
  'a dossier client: the account values from the transaction, its customer values only where the dossier has no field',
  async (t) => {
    const party: DossierReportParty = {
      company: {
        id: 'd'.repeat(24),
        name: 'Acme B.V.',
        companyType: 'corporate',
        locationType: 'local',
        accountHolderType: null,
        pendingCreation: false,
        fields: { name: 'Acme B.V.', activity: 'Wholesale trade', address_country: 'NL' },
      },
      people: [],
    };
    const tx = stored('unodc-5.0.1', {
      company_id: 'd'.repeat(24),
      account_type: 'A',
      account_status: 'A',
      account_opened: '2017-06-30',
      account_branch: 'WESTLANDS',
      client_number: 'C000377',
      customer_legal_form: 'A',
      customer_incorporation_date: '2009-03-14',
      customer_business: 'Export of fresh fruit',
      customer_phone: '+254 20 3751234',
      customer_phone_type: 'landline',
    });
    const c = customerFromDossier(tx, party);
    t.match(c, { account_type: 'A', status: 'A', opened: '2017-06-30', branch: 'WESTLANDS', client_number: 'C000377' });
    t.equal(c.where.opened, 'the import mapping (account_opened)');
    if (c.holder.kind !== 'entity') throw new Error('an entity holder');
    const e = c.holder.entity;
    t.equal(e.business, 'Wholesale trade', 'the dossier field wins: the mapped business is not used');
    t.match(e, { legal_form: 'A', incorporation_date: '2009-03-14' });
    t.same(e.phone, { contact: 'Business', communication: 'Landline Phone', prefix: '254', number: '203751234' });
    t.equal(e.where.legal_form, 'the import mapping (customer_legal_form), as the dossier has no field for it yet');
    const bare = customerFromDossier(stored('unodc-5.0.1', { company_id: 'd'.repeat(24) }), party);
    t.equal(bare.client_number, 'd'.repeat(24), 'without a mapped client number: the dossier id');
    t.notOk(bare.opened);
    const noType = customerFromTransaction(stored('unodc-5.0.1', { customer_phone: '+254 722 418903' }));
    if (noType.holder.kind !== 'entity') throw new Error('an entity holder');
    t.equal(noType.holder.entity.phone, undefined, 'a phone without its type is not written (never guessed)');
  },
);
