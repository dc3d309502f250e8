/** The bench's ORM fork: only raw SQL is used here. */
interface EntityManager {
  execute(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Realistic dossiers straight into PostgreSQL (set-based SQL, seconds for 100k clients): corporate and
 * account-holder clients with varied names, review dates and creation times; below each, a
 * shareholder, a UBO person with passport and address data and three file slots, as `dossier_object`
 * rows in the seed field model. One large dossier gets `persons` persons and `files` files.
 */
const WORDS = [
  'Atlantic',
  'Harbour',
  'Caribbean',
  'Emerald',
  'Blue',
  'Coral',
  'Delta',
  'Orange',
  'Golden',
  'Royal',
  'Sunset',
  'Trade',
  'Island',
  'Ocean',
  'North',
  'Pacific',
];
const KINDS = [
  'Trust',
  'Holding',
  'Shipping',
  'Gaming',
  'Capital',
  'Invest',
  'Services',
  'Trading',
  'Ventures',
  'Payments',
];
const FORMS = ['NV', 'BV', 'Ltd', 'SA', 'LLC'];
const FIRST = ['Maria', 'Jan', 'Ana', 'Pedro', 'Sofia', 'Carlos', 'Eva', 'Luis', 'Noor', 'Ivan', 'Chen', 'Fatima'];
const LAST = [
  'Martina',
  'de Vries',
  'Rosario',
  'Jansen',
  'Pietersz',
  'Lopez',
  'Kock',
  'Statia',
  'Maduro',
  'Curiel',
  'Wong',
  'Haddad',
];

const arr = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (list: string[], expr: string) => `(${arr(list)})[1 + ((${expr}) % ${list.length})]`;
const f = (expr: string) => `jsonb_build_object('value', ${expr})`;

export async function generateClients(
  em: EntityManager,
  organization: string,
  userId: string,
  clients: number,
): Promise<void> {
  const name = `${pick(WORDS, 'g')} || ' ' || ${pick(KINDS, 'g / 16')} || ' ' || ${pick(FORMS, 'g / 160')} || ' ' || g`;
  const holder = `${pick(FIRST, 'g')} || ' ' || ${pick(LAST, 'g / 12')}`;
  await em.execute(
    `insert into dossier_company (id, organization, company_type, location_type, account_holder_type, fields, list_name, next_review_date, pending, pending_creation, removed, created_by, created_at)
     select lpad(to_hex(g), 24, '0'), ?, case when g % 10 = 0 then 'account_holder' else 'corporate' end,
            case when g % 10 = 0 then null when g % 3 = 0 then 'local' else 'abroad' end,
            case when g % 10 = 0 then ${pick(['bank', 'credit_union', 'pention', 'insurance', 'player'], 'g / 10')} else null end,
            case when g % 10 = 0 then jsonb_build_object('first_name', ${f(pick(FIRST, 'g'))}, 'last_name', ${f(pick(LAST, 'g / 12'))}, 'risk_level', ${f(pick(['low', 'medium', 'high'], 'g'))})
                 else jsonb_build_object('name', ${f(name)}, 'risk_level', ${f(pick(['low', 'medium', 'high'], 'g'))}, 'city', ${f("'Willemstad'")}, 'address_country', ${f("'CW'")}) end,
            case when g % 10 = 0 then ${holder} else ${name} end,
            case when g % 4 = 0 then null else to_char(date '2026-01-01' + (g % 1400), 'YYYY-MM-DD') end,
            g % 17 = 0, false, false, ?, now() - (g || ' minutes')::interval
       from generate_series(1, ${clients}) g`,
    [organization, userId],
  );
  // Per client: a shareholder, a UBO person below it, three file slots below the person.
  const obj = (prefix: string, type: string, parent: string, fields: string) =>
    `insert into dossier_object (id, organization, company_id, object_type, parent_id, position, fields, pending, pending_creation, removed, created_by, created_at)
     select '${prefix}' || lpad(to_hex(g), 22, '0'), ?, lpad(to_hex(g), 24, '0'), '${type}', ${parent}, 0, ${fields}, false, false, false, ?, now() from generate_series(1, ${clients}) g`;
  await em.execute(
    obj(
      'a1',
      'share_holder_related',
      'null',
      `jsonb_build_object('shareholder_type', ${f("'person'")}, 'percentage_held', ${f('100')})`,
    ),
    [organization, userId],
  );
  await em.execute(obj('a2', 'person', `'a1' || lpad(to_hex(g), 22, '0')`, personFields('g')), [organization, userId]);
  for (const [i, doc] of ['passport_file', 'address_file', 'world_check'].entries()) {
    await em.execute(obj(`b${i}`, 'kyc_file', `'a2' || lpad(to_hex(g), 22, '0')`, fileFields(`'${doc}'`, 'g')), [
      organization,
      userId,
    ]);
  }
}

function personFields(g: string): string {
  return `jsonb_build_object('firstName', ${f(pick(FIRST, g))}, 'lastName', ${f(pick(LAST, `${g} / 12`))}, 'dateOfBirth', ${f(`to_char(date '1950-01-01' + (${g} % 18000), 'YYYY-MM-DD')`)},
    'passportNumber', ${f(`'P' || lpad((${g} * 7919 % 10000000)::text, 8, '0')`)}, 'passportCountry', ${f("'NL'")}, 'address_line_1', ${f(`'Kaya Grandi ' || (${g} % 200) || ', Punda district'`)},
    'city', ${f("'Willemstad'")}, 'address_country', ${f("'CW'")}, 'zip', ${f("'00000'")}, 'location_type', ${f(`case when ${g} % 2 = 0 then 'local' else 'abroad' end`)}, 'percentage_held', ${f('100')})`;
}

function fileFields(doc: string, g: string): string {
  return `jsonb_build_object('documentType', ${f(doc)}, 'file', ${f(`jsonb_build_object('id', md5(${g}::text || ${doc}), 'serverName', 'kyc/' || md5(${g}::text || ${doc}) || '.pdf', 'filename', ${doc} || '.pdf', 'documentType', ${doc})`)},
    'comment_data_handler', ${f(`jsonb_build_object('ops', jsonb_build_array(jsonb_build_object('insert', 'Checked against the original on ' || to_char(now(), 'YYYY-MM-DD') || E'\\n')))`)})`;
}

/** One large dossier: `persons` persons (UBOs under shareholders, MDs), `files` person file slots, corporate files, profiles, subsidiaries. */
export async function generateLargeDossier(
  em: EntityManager,
  organization: string,
  userId: string,
  companyId: string,
  persons: number,
  files: number,
): Promise<void> {
  const perPerson = Math.ceil(files / persons);
  const ins = (sql: string) => em.execute(sql, [organization, companyId, userId]);
  const cols = `insert into dossier_object (id, organization, company_id, object_type, parent_id, position, fields, pending, pending_creation, removed, created_by, created_at)`;
  await ins(
    `${cols} select 'c1' || lpad(to_hex(g), 22, '0'), ?, ?, 'share_holder_related', null, g, jsonb_build_object('shareholder_type', ${f("'person'")}, 'percentage_held', ${f(`round(100.0 / ${persons}, 2)`)}), false, false, false, ?, now() from generate_series(1, ${persons}) g`,
  );
  await ins(
    `${cols} select 'c2' || lpad(to_hex(g), 22, '0'), ?, ?, 'person', 'c1' || lpad(to_hex(g), 22, '0'), g, ${personFields('g')}, g % 5 = 0, false, false, ?, now() from generate_series(1, ${persons}) g`,
  );
  await ins(
    `${cols} select 'c3' || lpad(to_hex(g), 22, '0'), ?, ?, 'kyc_file', 'c2' || lpad(to_hex(1 + (g - 1) / ${perPerson}), 22, '0'), g, ${fileFields(pick(['passport_file', 'secondPassport_file', 'address_file', 'bank_reference_letter', 'source_of_wealth', 'source_of_funds', 'google_search', 'world_check'], '(g - 1) % ' + perPerson), 'g')}, false, false, false, ?, now() from generate_series(1, ${files}) g`,
  );
  await ins(
    `${cols} select 'c4' || lpad(to_hex(g), 22, '0'), ?, ?, 'kyc_file', null, g, ${fileFields(pick(['kyc-aoi-5', 'kyc-reftcoc-5-2', 'kyc-oc-6', 'kyc-sr-7', 'kyc-sof-8', 'kyc-aa-y1-12', 'kyc-aa-y2-12', 'kyc-fpt-14'], 'g'), 'g')}, false, false, false, ?, now() from generate_series(1, 8) g`,
  );
  await ins(
    `${cols} select 'c5' || lpad(to_hex(g), 22, '0'), ?, ?, 'transaction_profile', null, g, jsonb_build_object('currency', ${f("'USD'")}, 'incoming_counterparty', ${f("'Players'")}, 'outgoing_counterparty', ${f("'PSP'")}), false, false, false, ?, now() from generate_series(1, 3) g`,
  );
  await ins(
    `${cols} select 'c6' || lpad(to_hex(g), 22, '0'), ?, ?, 'account_number', 'c5' || lpad(to_hex(g), 22, '0'), 0, jsonb_build_object('account_number', ${f(`'CW12 MCBK ' || g`)}), false, false, false, ?, now() from generate_series(1, 3) g`,
  );
  await ins(
    `${cols} select 'c7' || lpad(to_hex(g), 22, '0'), ?, ?, 'subsidiary', null, g, jsonb_build_object('name', ${f(`'Subsidiary ' || g || ' BV'`)}, 'last_annual_account_on_file', ${f('2024')}), false, false, false, ?, now() from generate_series(1, 5) g`,
  );
}
