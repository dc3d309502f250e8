import { workflowRoutes } from '@app/plugin-workflow/shared';
import t from 'tap';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { dossierRoutes as r } from '../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, team } from './dossier.test-helpers.ts';

/** ADR 0048: list counts from trigger-kept counters and version-labelled search counts stay exact. */
const api = await buildDossierTestApp(t);
const sql = <T>(query: string, params: unknown[] = []) => api.orm.em.fork().execute<T[]>(query, params);
const list = async (token: string, input: Record<string, unknown> = {}) =>
  (await api.call(r.listCompanies, input, token)).body;
const stats = async (org: string) =>
  (
    await sql<{ corporate: string; account_holder: string; version: string }>(
      `select corporate, account_holder, version from dossier_list_stats where organization = ?`,
      [org],
    )
  )[0];
const counted = async (org: string) =>
  (
    await sql<{ corporate: string; account_holder: string }>(
      `select count(*) filter (where company_type = 'corporate') as corporate, count(*) filter (where company_type = 'account_holder') as account_holder from dossier_company where organization = ? and removed = false`,
      [org],
    )
  )[0]!;

t.test('set-based inserts, updates and deletes keep the per-organisation counters equal to count(*)', async (t) => {
  const orgs = ['a'.repeat(24), 'b'.repeat(24)];
  const user = 'c'.repeat(24);
  await sql(
    `insert into dossier_company (id, organization, company_type, fields, list_name, pending, pending_creation, removed, created_by, created_at)
    select lpad(to_hex(g), 20, '0') || o.tag, o.org, case when g % 3 = 0 then 'account_holder' else 'corporate' end, '{}', 'Counter ' || g, false, false, g % 7 = 0, ?, now()
      from generate_series(1, 40) g cross join (values (?, 'aaaa'), (?, 'bbbb')) as o(org, tag)`,
    [user, ...orgs],
  );
  for (const org of orgs) {
    const s = (await stats(org))!;
    const c = await counted(org);
    t.same(
      [Number(s.corporate), Number(s.account_holder)],
      [Number(c.corporate), Number(c.account_holder)],
      'insert counted',
    );
  }
  const before = (await stats(orgs[0]!))!.version;
  await sql(`update dossier_company set fields = '{"x": {"value": 1}}', pending = true where organization = ?`, [
    orgs[0],
  ]);
  t.equal((await stats(orgs[0]!))!.version, before, 'a change of unlisted columns leaves the version alone');
  await sql(
    `update dossier_company set removed = not removed, company_type = case when company_type = 'corporate' then 'account_holder' else 'corporate' end where organization = ? and list_name like 'Counter 1%'`,
    [orgs[0]],
  );
  t.not((await stats(orgs[0]!))!.version, before, 'a listed column changed: new version');
  await sql(`delete from dossier_company where organization = ? and list_name like 'Counter 2%'`, [orgs[1]]);
  for (const org of orgs) {
    const s = (await stats(org))!;
    const c = await counted(org);
    t.same(
      [Number(s.corporate), Number(s.account_holder)],
      [Number(c.corporate), Number(c.account_holder)],
      'update and delete counted',
    );
  }
});

t.test(
  'through the API: unfiltered, type and search counts follow creation, renaming and denial at once',
  async (t) => {
    const mk = await team(api);
    const a = await approvedCorporate(api, mk, 'Kestrel Freight BV');
    await approvedCorporate(api, mk, 'Kestrel Marine NV');
    t.equal((await list(mk.maker.token)).count, 2);
    t.equal((await list(mk.maker.token, { search: 'kestrel' })).count, 2);
    t.equal((await list(mk.maker.token, { search: 'kestrel', page: 2 })).count, 2, 'the same search on another page');

    const pending = await api.call(
      r.createCompany,
      { company_type: 'corporate', name: 'Kestrel Air Ltd', location_type: 'local' },
      mk.maker.token,
    );
    t.equal((await list(mk.maker.token, { search: 'kestrel' })).count, 3, 'a new (pending) client is counted at once');
    t.equal((await list(mk.maker.token, { filters: { company_type: 'corporate' } })).count, 3);
    t.equal((await list(mk.maker.token, { filters: { company_type: 'account_holder' } })).count, 0);

    const rename = await api.call(r.updateKycReview, { id: a, name: 'Osprey Freight BV' }, mk.maker.token);
    t.equal(
      (await list(mk.maker.token, { search: 'osprey' })).count,
      0,
      'a proposed name is not listed before approval',
    );
    const row = (await list(mk.maker.token, { search: 'Kestrel Freight' })).companies[0];
    t.match(row, { _id: a, changesCount: 1 }, 'changesCount read in the page query');
    await approve(api, mk.checker.token, rename.body.change_id);
    t.equal((await list(mk.maker.token, { search: 'kestrel' })).count, 2, 'renamed away: recounted');
    t.equal((await list(mk.maker.token, { search: 'osprey' })).count, 1);
    t.match((await list(mk.maker.token, { search: 'osprey' })).companies[0], { _id: a, changesCount: 0 });

    const deny = await api.call(
      workflowRoutes.denyChange,
      { id: pending.body.change_id, text: 'Not a client of ours at all' },
      mk.checker.token,
    );
    t.equal(deny.status, 200);
    t.equal((await list(mk.maker.token, { search: 'kestrel' })).count, 1, 'a denied creation leaves the search count');
    t.equal((await list(mk.maker.token)).count, 2, 'and the unfiltered count');
    const other = await team(api);
    t.equal((await list(other.maker.token)).count, 0, 'another organisation counts nothing of it');
    t.equal((await list(other.maker.token, { search: 'kestrel' })).count, 0);
  },
);

t.test('API answers are compressed at the fast levels and decode to the same JSON (ADR 0048)', async (t) => {
  const mk = await team(api);
  for (let i = 0; i < 12; i++) await approvedCorporate(api, mk, `Compressed Cargo ${i} BV`);
  const plain = await api.app.inject({
    method: 'POST',
    url: '/api/v1/companies/list',
    headers: { authorization: `Bearer ${mk.maker.token}` },
    payload: {},
  });
  t.ok(plain.body.length > 1024, 'above the threshold');
  t.notOk(plain.headers['content-encoding'], 'no encoding asked: none given');
  for (const [encoding, decode] of [
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const) {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/v1/companies/list',
      headers: { authorization: `Bearer ${mk.maker.token}`, 'accept-encoding': encoding },
      payload: {},
    });
    t.equal(res.headers['content-encoding'], encoding);
    t.ok(res.rawPayload.length < plain.body.length / 3, `${encoding} shrinks the answer`);
    t.same(JSON.parse(decode(res.rawPayload).toString()), plain.json(), `${encoding} decodes to the same answer`);
  }
});
