import fc from 'fast-check';
import t from 'tap';
import { dossierRoutes as r } from '../shared/index.ts';
import { bySuffixes } from './company-list-search.ts';
import { approvedCorporate, buildDossierTestApp, team } from './dossier.test-helpers.ts';

/**
 * ADR 0056: a one-word search is answered from the name-suffix table. Whatever the names and the
 * term, the answer must be the one `list_name ilike '%term%'` gives, in every order, on every page.
 */
const api = await buildDossierTestApp(t);
const sql = <T>(query: string, params: unknown[] = []) => api.orm.em.fork().execute<T[]>(query, params);
const list = async (token: string, input: Record<string, unknown>) => {
  const res = await api.call(r.listCompanies, input, token);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body as { count: number; companies: { _id: string }[] };
};
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const ORDERS: Record<string, string> = {
  name: 'list_name',
  createdAt: 'created_at',
  next_review_date: 'next_review_date',
};

/** The expected page, from PostgreSQL's `ilike` on the clients themselves. */
async function expected(org: string, term: string, key: string, dir: 'asc' | 'desc', page: number, extra = '') {
  const where = `organization = ? and removed = false and list_name ilike ? escape '\\'${extra}`;
  const params = [org, `%${likeEscape(term)}%`];
  const order = `${ORDERS[key]} ${dir}${key === 'next_review_date' ? ' nulls last' : ''}, id ${dir}`;
  const rows = await sql<{ id: string }>(
    `select id from dossier_company where ${where} order by ${order} limit 30 offset ${(page - 1) * 30}`,
    params,
  );
  const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from dossier_company where ${where}`, params);
  return { count: n, ids: rows.map((x) => x.id) };
}

async function orgOf(companyId: string) {
  const [row] = await sql<{ organization: string; created_by: string }>(
    `select organization, created_by from dossier_company where id = ?`,
    [companyId],
  );
  return row!;
}

/** Clients straight into the table (the triggers keep the suffixes), with spread creation times and review dates. */
async function insert(org: string, user: string, tag: string, names: string[]) {
  await sql(
    `insert into dossier_company (id, organization, company_type, location_type, fields, list_name, next_review_date, pending, pending_creation, removed, created_by, created_at)
    select ? || lpad(to_hex(g.i::int), 12, '0'), ?, 'corporate', 'local', jsonb_build_object('name', jsonb_build_object('value', g.name)), g.name,
           case when g.i % 3 = 0 then null else to_char(date '2027-01-01' + (g.i::int % 5), 'YYYY-MM-DD') end,
           false, false, false, ?, timestamp '2026-01-01' + ((g.i::int % 4) || ' minutes')::interval
      from unnest(?::text[]) with ordinality as g(name, i)`,
    [tag, org, user, `{${names.map((n) => `"${n.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`],
  );
}

t.test('bySuffixes: one word of at least 3 characters, counted as PostgreSQL counts them', async (t) => {
  t.ok(bySuffixes('trust'));
  t.ok(bySuffixes('a%_'));
  t.notOk(bySuffixes('acme trust'), 'a space: the word-suffix rows cannot hold it');
  t.notOk(bySuffixes('😀😀'), 'two code points, four UTF-16 units');
  t.ok(bySuffixes('😀😀😀'));
});

t.test('any names, any one-word term: count and every order equal ilike (property)', async (t) => {
  const mk = await team(api);
  const { organization: org, created_by: user } = await orgOf(await approvedCorporate(api, mk, 'Property Seed BV'));
  // Letters that fold (É/é, Ø/ø), LIKE's own characters, a backslash, digits and spaces, so that
  // terms repeat inside names, span case and sit at word ends.
  const char = fc.constantFrom('a', 'b', 'A', 'B', 'é', 'É', 'Ø', 'ø', '%', '_', '\\', '1', ' ', ' ', 'ab', 'ba');
  const name = fc
    .array(char, { minLength: 1, maxLength: 12 })
    .map((cs) => cs.join('').trim())
    .filter((s) => s.length > 0);
  const term = fc
    .array(fc.constantFrom('a', 'b', 'A', 'é', 'Ø', '%', '_', '\\', '1'), { minLength: 3, maxLength: 5 })
    .map((cs) => cs.join(''));
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(name, { minLength: 1, maxLength: 40 }), term, async (names, q) => {
      run++;
      await sql(`delete from dossier_company where organization = ? and id like 'prop%'`, [org]);
      await insert(org, user, `prop${String(run).padStart(4, '0')}`, names);
      for (const key of Object.keys(ORDERS)) {
        for (const dir of ['asc', 'desc'] as const) {
          const want = await expected(org, q, key, dir, 1);
          const got = await list(mk.maker.token, { search: q, orderingKey: key, orderingValue: dir, page: 1 });
          if (got.count !== want.count || got.companies.map((x) => x._id).join() !== want.ids.join()) {
            throw new Error(
              `${JSON.stringify(q)} ${key} ${dir} over ${JSON.stringify(names)}: got ${got.count} ${got.companies.map((x) => x._id)} want ${want.count} ${want.ids}`,
            );
          }
        }
      }
    }),
    { numRuns: 60, seed: 20261127 },
  );
  t.pass('60 random name sets agree with ilike');
});

t.test('pages past the kept first eight, filters, other tenants and the suffix rows of changed clients', async (t) => {
  const mk = await team(api);
  const other = await team(api);
  const { organization: org, created_by: user } = await orgOf(await approvedCorporate(api, mk, 'Deep Seed BV'));
  const { organization: org2, created_by: user2 } = await orgOf(await approvedCorporate(api, other, 'Deep Seed BV'));
  // 400 matches ("Trustees Trust" matches twice in one name), and the same names in another organisation.
  const names = Array.from({ length: 500 }, (_, i) =>
    i % 5 === 0 ? `Plain Name ${i}` : i % 2 ? `Trustees Trust ${i}` : `Atrust Holding ${i}`,
  );
  await insert(org, user, 'deep', names);
  await insert(org2, user2, 'deeq', names);
  for (const key of Object.keys(ORDERS)) {
    for (const dir of ['asc', 'desc'] as const) {
      for (const page of [1, 8, 9, 14, 99]) {
        const want = await expected(org, 'TRUST', key, dir, page);
        const got = await list(mk.maker.token, { search: 'TRUST', orderingKey: key, orderingValue: dir, page });
        t.equal(got.count, want.count, `${key} ${dir} page ${page}: count`);
        t.same(
          got.companies.map((x) => x._id),
          want.ids,
          `${key} ${dir} page ${page}: ids`,
        );
      }
      for (const [filters, extra] of [
        [{ review_date_present: false }, ' and next_review_date is null'],
        [{ review_start_date: '2027-01-03' }, ` and next_review_date >= '2027-01-03'`],
      ] as const) {
        const got = await list(mk.maker.token, {
          search: 'trust',
          orderingKey: key,
          orderingValue: dir,
          page: 2,
          filters,
        });
        const want = await expected(org, 'trust', key, dir, 2, extra);
        t.same(
          { count: got.count, ids: got.companies.map((x) => x._id) },
          want,
          `${key} ${dir}: ${JSON.stringify(filters)}`,
        );
      }
      const none = await list(mk.maker.token, {
        search: 'trust',
        orderingKey: key,
        orderingValue: dir,
        filters: { added_at_end: '2025-12-31' },
      });
      t.same([none.count, none.companies.length], [0, 0], 'no client was added before 2026');
    }
  }
  t.equal((await list(mk.maker.token, { search: 'trust' })).count, 400, "the other organisation's 400 are not counted");

  const suffixes = async (id: string) =>
    (
      await sql<{ s: string }>(`select suffix as s from dossier_company_search where company_id = ? order by suffix`, [
        id,
      ])
    ).map((x) => x.s);
  const [id] = (
    await sql<{ id: string }>(
      `select id from dossier_company where organization = ? and list_name = 'Trustees Trust 1'`,
      [org],
    )
  ).map((x) => x.id);
  t.same(
    await suffixes(id!),
    ['ees', 'rust', 'rustees', 'stees', 'tees', 'trust', 'trustees', 'ust', 'ustees'],
    'each distinct suffix of 3+ characters of each word, once',
  );
  await sql(`update dossier_company set list_name = 'Ocean Ltd' where id = ?`, [id]);
  t.same(await suffixes(id!), ['cean', 'ean', 'ltd', 'ocean'], 'a rename replaces them');
  await sql(`update dossier_company set removed = true where id = ?`, [id]);
  t.same(await suffixes(id!), [], 'a removed client has none');
  await sql(`update dossier_company set removed = false where id = ?`, [id]);
  t.same(await suffixes(id!), ['cean', 'ean', 'ltd', 'ocean'], 'restored');
  await sql(`delete from dossier_company where id = ?`, [id]);
  t.same(await suffixes(id!), [], 'a deleted client has none');
  t.equal((await list(mk.maker.token, { search: 'trust' })).count, 399, 'the count follows at once');
});

t.test('runs of a term: listed from the count up to 16, found by the statement above (ADR 0061)', async (t) => {
  const mk = await team(api);
  const { organization: org, created_by: user } = await orgOf(await approvedCorporate(api, mk, 'Runs Seed BV'));
  // "qyx" ends 3 runs in "qyxa…"; "zyx" 20 (one per following letter), each of several clients, 60 in all.
  const letters = 'abcdefghijklmnopqrst';
  const names = [
    ...Array.from({ length: 15 }, (_, i) => `Qyx${letters[i % 3]}ir Holding ${i}`),
    ...Array.from({ length: 45 }, (_, i) => `Zyx${letters[i % 20]}o Trading ${i}`),
  ];
  await insert(org, user, 'runs', names);
  const [{ runs }] = await sql<{ runs: number }>(
    `select count(distinct suffix)::int as runs from dossier_company_search where organization = ? and suffix like 'zyx%' and lcp < 3`,
    [org],
  );
  t.equal(runs, 20, 'twenty runs for "zyx"');
  for (const term of ['zyx', 'qyx', 'ZYXB']) {
    for (const key of Object.keys(ORDERS)) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const page of [1, 2]) {
          const want = await expected(org, term, key, dir, page);
          const got = await list(mk.maker.token, { search: term, orderingKey: key, orderingValue: dir, page });
          t.same(
            { count: got.count, ids: got.companies.map((x) => x._id) },
            want,
            `${term} ${key} ${dir} page ${page}`,
          );
        }
      }
    }
  }
  // A new run after the count: the list version moves, so the term is counted (and its runs listed) again.
  await insert(org, user, 'runz', ['Zyxz New Run Ltd']);
  const want = await expected(org, 'zyx', 'name', 'desc', 1);
  const got = await list(mk.maker.token, { search: 'zyx', orderingKey: 'name', orderingValue: 'desc' });
  t.same({ count: got.count, ids: got.companies.map((x) => x._id) }, want, 'the new run is read');
  t.equal(
    got.companies[0]!._id,
    (await sql<{ id: string }>(`select id from dossier_company where list_name = 'Zyxz New Run Ltd'`))[0]!.id,
    'first by name, descending',
  );
});
