import t from 'tap';
import { DossierBuilder, fullEntity, fullPerson, rulesCompanyOf } from '../../testing/dossier-builder.ts';
import {
  CORPORATE_DOCUMENTS,
  dossierCompleteness,
  DossierTree,
  entityDocumentTypes,
  personDocumentTypes,
  personStatus,
  companyDocuments,
  structureIssues,
  LOCAL_EXEMPT,
} from './index.ts';

const sectionOf = (c: ReturnType<typeof dossierCompleteness>, s: string) => c.sections.find((x) => x.section === s)!;
const PERSON_SLOTS = [
  'passport_file',
  'secondPassport_file',
  'address_file',
  'bank_reference_letter',
  'source_of_wealth',
  'source_of_funds',
  'google_search',
  'world_check',
];

t.test(
  'a person needs all eight slots; officials skip source of funds and wealth; local persons skip the second ID',
  async (t) => {
    const b = new DossierBuilder();
    const sh = b.shareholder(null, 'person', 100, fullPerson('Ann', 'Lee'));
    const local = b.shareholder(null, 'person', 0, fullPerson('Luc', 'Martes', { location_type: 'local' }));
    const md = b.director(null, 'entity', fullEntity('Director Corp NV'));
    const official = b.add('person', fullPerson('Eva', 'Green', { title: 'Director' }), md.detail);
    const marked = b.add('person', fullPerson('Ivo', 'Berg', { role: 'official', title: 'Secretary' }), md.id);
    const tree = new DossierTree(b.objects);
    t.same(personDocumentTypes(tree, tree.byId.get(sh.detail)!), PERSON_SLOTS);
    t.same(
      personDocumentTypes(tree, tree.byId.get(local.detail)!),
      PERSON_SLOTS.filter((s) => s !== 'secondPassport_file'),
      'local: no second ID',
    );
    for (const id of [official, marked]) {
      t.same(
        personDocumentTypes(tree, tree.byId.get(id)!),
        PERSON_SLOTS.filter((s) => s !== 'source_of_funds' && s !== 'source_of_wealth'),
        'official: no source of funds/wealth',
      );
    }
  },
);

t.test('a document is complete with its file and its fields; slot fields come from the person', async (t) => {
  const b = new DossierBuilder();
  const sh = b.shareholder(null, 'person', 100, fullPerson('Ann', 'Lee', { passportNumber: '' }));
  for (const slot of PERSON_SLOTS) if (slot !== 'world_check') b.file(sh.detail, slot);
  let tree = new DossierTree(b.objects);
  let status = personStatus(tree, tree.byId.get(sh.detail)!);
  t.same(
    status.documents.find((d) => d.documentType === 'passport_file')!.missing,
    ['passportNumber'],
    'passport slot: the file is there, the number is not',
  );
  t.same(status.documents.find((d) => d.documentType === 'world_check')!.missing, ['file']);
  t.same(status.documents.find((d) => d.documentType === 'google_search')!.missing, []);
  t.equal(status.complete, false);
  b.objects.find((o) => o._id === sh.detail)!.passportNumber = { value: 'NP998877' };
  b.file(sh.detail, 'world_check');
  tree = new DossierTree(b.objects);
  status = personStatus(tree, tree.byId.get(sh.detail)!);
  t.equal(status.complete, true, JSON.stringify(status));
});

t.test(
  'approved mode ignores pending values and pending creations; effective mode counts them (as you type)',
  async (t) => {
    const b = new DossierBuilder();
    const sh = b.shareholder(null, 'person', 100, fullPerson('Ann', 'Lee'));
    b.add('kyc_file', { documentType: 'world_check', file: { serverName: 'x', filename: 'x.pdf' } }, sh.detail, {
      pending: true,
    });
    const approved = personStatus(
      new DossierTree(b.objects, 'approved'),
      new DossierTree(b.objects).byId.get(sh.detail)!,
    );
    t.same(approved.documents.find((d) => d.documentType === 'world_check')!.missing, ['file']);
    const tree = new DossierTree(b.objects, 'effective');
    t.same(
      personStatus(tree, tree.byId.get(sh.detail)!).documents.find((d) => d.documentType === 'world_check')!.missing,
      [],
    );
  },
);

t.test(
  'entity licence only for supervised, non-resident entities without a shareholder link; register of directors optional',
  async (t) => {
    const b = new DossierBuilder();
    const md1 = b.director(
      null,
      'entity',
      fullEntity('Supervised Abroad NV', { supervised: true, location_type: 'abroad' }),
    );
    const md2 = b.director(
      null,
      'entity',
      fullEntity('Supervised Local NV', { supervised: true, location_type: 'local' }),
    );
    const md3 = b.director(null, 'entity', fullEntity('Unsupervised Abroad NV', { supervised: false }));
    const sh = b.shareholder(null, 'entity', 100, fullEntity('Shareholder Corp BV', { supervised: true }));
    b.file(md3.detail, 'entity_rodo');
    const tree = new DossierTree(b.objects);
    const types = (id: string) => entityDocumentTypes(tree, tree.byId.get(id)!);
    t.same(types(md1.detail), ['entity_aoi', 'entity_coc', 'entity_members', 'entity_soi', 'entity_license']);
    t.same(types(md2.detail), ['entity_aoi', 'entity_coc', 'entity_members', 'entity_soi'], 'local: no licence');
    t.same(
      types(md3.detail),
      ['entity_aoi', 'entity_coc', 'entity_members', 'entity_soi', 'entity_rodo'],
      'unsupervised: no licence; rodo counts once added',
    );
    t.same(
      types(sh.detail),
      ['entity_aoi', 'entity_coc', 'entity_members', 'entity_soi'],
      'shareholder link: no licence',
    );
  },
);

t.test(
  'a local company skips kyc-ma-1, kyc-ppa-2, kyc-feeibtbvdna-3, kyc-dogmos-13 and the gaming licence; extra fields count',
  async (t) => {
    const b = new DossierBuilder();
    b.file(null, 'kyc-aa-y1-12', { year: 2025 });
    b.file(null, 'cosbaof');
    b.file(null, 'kyc-fpt-14', { year: 2025 });
    const tree = new DossierTree(b.objects);
    const abroad = companyDocuments(tree, rulesCompanyOf({ locationType: 'abroad' }));
    const local = companyDocuments(tree, rulesCompanyOf({ locationType: 'local' }));
    t.equal(
      abroad.length,
      Object.keys(CORPORATE_DOCUMENTS).length + 1,
      'every corporate document plus the added bank form',
    );
    t.same(
      abroad
        .filter((d) => !local.some((l) => l.documentType === d.documentType))
        .map((d) => d.documentType)
        .sort(),
      [...LOCAL_EXEMPT].sort(),
    );
    t.same(abroad.find((d) => d.documentType === 'kyc-aa-y1-12')!.missing, ['fiscal_year_ending_on']);
    t.same(abroad.find((d) => d.documentType === 'cosbaof')!.missing, ['bank_name']);
    t.same(abroad.find((d) => d.documentType === 'kyc-fpt-14')!.missing, []);
    t.same(
      companyDocuments(tree, rulesCompanyOf({ companyType: 'account_holder' })),
      [],
      'account holders have no corporate documents',
    );
  },
);

t.test('missing-structure rules and their messages', async (t) => {
  const b = new DossierBuilder();
  const corp = b.shareholder(null, 'entity', 70, fullEntity('Parent Holding BV'));
  b.shareholder(corp.id, 'person', 40, fullPerson('Ann', 'Lee'));
  const md = b.director(null, 'entity', fullEntity('Director Corp NV'));
  let issues = structureIssues(new DossierTree(b.objects), rulesCompanyOf());
  t.same(issues.map((i) => i.message).sort(), [
    'Director Corp NV needs at least one official',
    'Missing at least one shareholder of 30%',
    'Missing at least one shareholder of 60%',
    'Parent Holding BV needs at least one managing director',
  ]);
  t.same(issues.find((i) => i.objectId === corp.id && i.rule === 'shareholders')!.missingPercentage, 60);
  b.add('person', fullPerson('Eva', 'Green', { title: 'Director' }), md.detail);
  b.director(corp.id, 'person', fullPerson('Dirk', 'Vos'));
  b.shareholder(corp.id, 'person', 60, fullPerson('Bo', 'Ek'));
  b.shareholder(null, 'person', 30, fullPerson('Cy', 'Ng'));
  issues = structureIssues(new DossierTree(b.objects), rulesCompanyOf());
  t.same(issues, [], 'official, director and 100% on both levels');
  const local = new DossierBuilder();
  local.shareholder(null, 'entity', 50, fullEntity('Local Parent BV', { location_type: 'local' }));
  local.director(null, 'person', fullPerson('Dirk', 'Vos'));
  t.same(
    structureIssues(new DossierTree(local.objects), rulesCompanyOf({ locationType: 'local' })).map((i) => i.rule),
    ['managing_director'],
    'a local client and a local corporate shareholder are not held to 100%; the shareholder still needs a director',
  );
  t.match(structureIssues(new DossierTree([]), rulesCompanyOf({ name: 'Empty BV' })), [
    { rule: 'shareholders', missingPercentage: 100 },
    { rule: 'managing_director', message: 'Empty BV needs at least one managing director' },
  ]);
});

t.test('sections: donut counts and percentages rounded to 2 decimals; dashboard fields', async (t) => {
  const b = new DossierBuilder();
  const sh = b.shareholder(null, 'person', 100, fullPerson('Ann', 'Lee'));
  b.file(sh.detail, 'passport_file');
  b.file(null, 'kyc-aoi-5');
  const md = b.director(null, 'person', fullPerson('Dirk', 'Vos'));
  for (const slot of PERSON_SLOTS) b.file(md.detail, slot);
  const c = dossierCompleteness(b.objects, rulesCompanyOf(), {
    name: 'Acme',
    risk_level: 'low',
    extension_profit_tax: 'YES',
  });
  t.same(
    c.sections.map((s) => s.section),
    ['dashboard', 'corporate', 'shareholders', 'managing_directors'],
  );
  const dash = sectionOf(c, 'dashboard');
  t.same(
    [dash.total, dash.completed, dash.percentage],
    [11, 3, 27.27],
    'nine fields + extension up till + last general meeting (abroad)',
  );
  const corp = sectionOf(c, 'corporate');
  t.same([corp.total, corp.completed, corp.percentage], [18, 1, 5.56]);
  const shs = sectionOf(c, 'shareholders');
  t.same([shs.total, shs.completed, shs.percentage, shs.complete], [8, 1, 12.5, false]);
  const mds = sectionOf(c, 'managing_directors');
  t.same([mds.total, mds.completed, mds.percentage, mds.complete], [8, 8, 100, true]);
  const holder = dossierCompleteness([], rulesCompanyOf({ companyType: 'account_holder', name: 'Maria Martina' }), {
    first_name: 'Maria',
  });
  t.same(
    holder.sections.map((s) => [s.section, s.total, s.percentage]),
    [
      ['dashboard', 6, 16.67],
      ['account_holder', 0, 100],
      ['managing_directors', 0, 100],
    ],
  );
});

t.test(
  'a section the rules still demand something of is never 100%: a new client has no shareholders and no director',
  async (t) => {
    for (const locationType of ['local', 'abroad'] as const) {
      const fresh = dossierCompleteness([], rulesCompanyOf({ locationType, name: 'Fresh BV' }), {});
      const shs = sectionOf(fresh, 'shareholders');
      t.same([shs.total, shs.percentage, shs.complete], [0, 0, false], `${locationType}: empty shareholders section`);
      t.equal(
        shs.structure[0]!.message,
        locationType === 'local'
          ? 'Fresh BV needs at least one shareholder'
          : 'Missing at least one shareholder of 100%',
      );
      const mds = sectionOf(fresh, 'managing_directors');
      t.same([mds.total, mds.percentage, mds.complete], [0, 0, false], `${locationType}: no managing director`);
      t.equal(mds.structure[0]!.message, 'Fresh BV needs at least one managing director');
    }
    // Every document in, but a structure rule still open: the missing part counts as an outstanding item.
    const b = new DossierBuilder();
    const md = b.director(null, 'person', fullPerson('Dirk', 'Vos'));
    for (const slot of PERSON_SLOTS) b.file(md.detail, slot);
    const corp = b.shareholder(null, 'entity', 100, fullEntity('Parent Holding BV', { location_type: 'local' }));
    const c = dossierCompleteness(b.objects, rulesCompanyOf({ locationType: 'local' }), {});
    t.same(sectionOf(c, 'managing_directors').percentage, 100, 'documents complete, nothing missing');
    const shs = sectionOf(c, 'shareholders');
    t.same(
      shs.structure.map((i) => i.objectId),
      [corp.id],
      'the corporate shareholder needs a director',
    );
    t.ok(shs.percentage < 100, `not 100 with a director missing (${shs.percentage})`);
    const holder = dossierCompleteness(
      [],
      rulesCompanyOf({ companyType: 'account_holder', name: 'Maria Martina' }),
      {},
    );
    t.same(sectionOf(holder, 'account_holder').structure, [], 'no structure rule for an account holder');
  },
);
