import t from 'tap';
import { dossierRoutes as r } from '../shared/index.ts';
import { IdList, MAX_IDS } from './company-list-cache.ts';
import { approvedCorporate, buildDossierTestApp, team } from './dossier.test-helpers.ts';

/** ADR 0054: a filtered list pages through ids kept per list version; every page equals PostgreSQL's own order. */
const api = await buildDossierTestApp(t);
const sql = <T>(query: string, params: unknown[] = []) => api.orm.em.fork().execute<T[]>(query, params);
const list = async (token: string, input: Record<string, unknown>) => {
  const res = await api.call(r.listCompanies, input, token);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body as { count: number; companies: { _id: string }[] };
};

/** The expected page, computed by PostgreSQL from scratch (the orders written out here, independently of the service). */
const ORDERS: Record<string, string> = {
  name: 'list_name',
  createdAt: 'created_at',
  next_review_date: 'next_review_date',
  first_name: `(fields->'first_name'->>'value')`,
  last_name: `(fields->'last_name'->>'value')`,
  company_type: 'company_type',
};
const NULLABLE = new Set(['next_review_date', 'first_name', 'last_name']);
async function expected(org: string, where: string, params: unknown[], key: string, dir: 'asc' | 'desc', page: number) {
  const order = `${ORDERS[key]} ${dir}${NULLABLE.has(key) ? ' nulls last' : ''}, id ${dir}`;
  const rows = await sql<{ id: string }>(
    `select id from dossier_company where organization = ? and removed = false and ${where} order by ${order} limit 30 offset ${(page - 1) * 30}`,
    [org, ...params],
  );
  const [{ n }] = await sql<{ n: number }>(
    `select count(*)::int as n from dossier_company where organization = ? and removed = false and ${where}`,
    [org, ...params],
  );
  return { count: n, ids: rows.map((x) => x.id) };
}

async function seed(org: string, user: string, tag: string, n: number) {
  // Few distinct names and creation times (ties broken by id), a quarter without review date, a tenth account holders, some removed.
  await sql(
    `insert into dossier_company (id, organization, company_type, location_type, account_holder_type, fields, list_name, next_review_date, pending, pending_creation, removed, created_by, created_at)
    select ? || lpad(to_hex(g), 20, '0'), ?, case when g % 10 = 0 then 'account_holder' else 'corporate' end, case when g % 10 = 0 then null else 'local' end,
           case when g % 10 = 0 then 'bank' else null end,
           case when g % 10 = 0 then jsonb_build_object('first_name', jsonb_build_object('value', (array['Ana','Jan','Noor'])[1 + g % 3]), 'last_name', jsonb_build_object('value', case when g % 4 = 0 then null else 'Harbour' end))
                else jsonb_build_object('name', jsonb_build_object('value', (array['Harbour Trust','Coral Harbour','Blue Ocean','harbour lights'])[1 + g % 4] || ' ' || (g % 7))) end,
           case when g % 10 = 0 then (array['Ana','Jan','Noor'])[1 + g % 3] || ' Harbour' else (array['Harbour Trust','Coral Harbour','Blue Ocean','harbour lights'])[1 + g % 4] || ' ' || (g % 7) end,
           case when g % 4 = 0 then null else to_char(date '2027-01-01' + (g % 9), 'YYYY-MM-DD') end,
           false, false, g % 13 = 0, ?, timestamp '2026-01-01' + ((g % 11) || ' minutes')::interval
      from generate_series(1, ?) g`,
    [tag, org, user, n],
  );
}

t.test(
  'every filtered page, in every order and direction, equals the order PostgreSQL computes; changes are seen at once',
  async (t) => {
    const mk = await team(api);
    const first = await approvedCorporate(api, mk, 'Harbour Seed BV');
    const [{ organization: org, created_by: user }] = await sql<{ organization: string; created_by: string }>(
      `select organization, created_by from dossier_company where id = ?`,
      [first],
    );
    await seed(org, user, 'ord0', 260);
    const cases: { input: Record<string, unknown>; where: string; params: unknown[] }[] = [
      { input: { search: 'harbour' }, where: `list_name ilike ?`, params: ['%harbour%'] },
      { input: { search: 'ocean' }, where: `list_name ilike ?`, params: ['%ocean%'] },
      { input: { search: 'nothing-like-it' }, where: `list_name ilike ?`, params: ['%nothing-like-it%'] },
      { input: { filters: { review_date_present: true } }, where: 'next_review_date is not null', params: [] },
      {
        input: { search: 'harbour', filters: { company_type: 'account_holder' } },
        where: `list_name ilike ? and company_type = 'account_holder'`,
        params: ['%harbour%'],
      },
    ];
    const check = async (label: string) => {
      for (const c of cases) {
        for (const key of Object.keys(ORDERS)) {
          for (const dir of ['asc', 'desc'] as const) {
            const want1 = await expected(org, c.where, c.params, key, dir, 1);
            const pages = Math.max(1, Math.ceil(want1.count / 30));
            for (const page of [...new Set([1, 2, pages])]) {
              const want = page === 1 ? want1 : await expected(org, c.where, c.params, key, dir, page);
              const got = await list(mk.maker.token, { ...c.input, orderingKey: key, orderingValue: dir, page });
              if (got.count !== want.count || got.companies.map((x) => x._id).join() !== want.ids.join()) {
                t.fail(`${label}: ${JSON.stringify(c.input)} ${key} ${dir} page ${page}`, {
                  got: { count: got.count, ids: got.companies.map((x) => x._id) },
                  want,
                });
                return;
              }
            }
          }
        }
      }
      t.pass(`${label}: every page equal`);
    };
    await check('first reads');
    await check('kept ids');
    // A rename, a removal, a new review date and a new client: the list version moves and the kept ids are read again.
    await sql(
      `update dossier_company set list_name = 'Zeta Harbour 9' where id = (select id from dossier_company where organization = ? and list_name like 'Blue Ocean%' and removed = false order by id limit 1)`,
      [org],
    );
    await sql(
      `update dossier_company set removed = true where id = (select id from dossier_company where organization = ? and list_name like 'Harbour Trust%' and removed = false order by id limit 1)`,
      [org],
    );
    await sql(
      `update dossier_company set next_review_date = null where id = (select id from dossier_company where organization = ? and next_review_date is not null and removed = false order by id desc limit 1)`,
      [org],
    );
    await approvedCorporate(api, mk, 'Harbour Late Arrival NV');
    await check('after changes');
  },
);

t.test('more matches than are kept: the page comes from an index range, count exact', async (t) => {
  const mk = await team(api);
  const first = await approvedCorporate(api, mk, 'Harbour Wide BV');
  const [{ organization: org, created_by: user }] = await sql<{ organization: string; created_by: string }>(
    `select organization, created_by from dossier_company where id = ?`,
    [first],
  );
  await seed(org, user, 'big0', Math.ceil(MAX_IDS * 1.5)); // ~72% of them match 'harbour'
  for (const [key, dir] of [
    ['name', 'desc'],
    ['createdAt', 'asc'],
    ['last_name', 'asc'],
  ] as const) {
    const want = await expected(org, 'list_name ilike ?', ['%harbour%'], key, dir, 3);
    t.ok(want.count > MAX_IDS, 'more than MAX_IDS match');
    const got = await list(mk.maker.token, { search: 'harbour', orderingKey: key, orderingValue: dir, page: 3 });
    t.equal(got.count, want.count, `${key} ${dir}: count`);
    t.same(
      got.companies.map((x) => x._id),
      want.ids,
      `${key} ${dir}: page 3`,
    );
  }
});

t.test('IdList reads ids forwards, backwards, and backwards with trailing nulls kept last', async (t) => {
  const ids = IdList.of('a,b,c,d,e');
  t.same(ids.slice(0, 10), ['a', 'b', 'c', 'd', 'e']);
  t.same(ids.slice(1, 3), ['b', 'c']);
  t.same(ids.backwards().slice(0, 5), ['e', 'd', 'c', 'b', 'a']);
  // c, d, e had no value: ascending a b | c d e, descending b a | e d c.
  t.same(ids.backwards(3).slice(0, 5), ['b', 'a', 'e', 'd', 'c']);
  t.same(ids.backwards(3).slice(1, 4), ['a', 'e', 'd']);
  t.equal(IdList.of('').length, 0);
  t.same(IdList.of('').slice(0, 30), []);
});
