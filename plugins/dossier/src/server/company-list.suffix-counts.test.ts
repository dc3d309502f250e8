import type { EntityManager } from '@mikro-orm/postgresql';
import fc from 'fast-check';
import t from 'tap';
import { dossierRoutes as r } from '../shared/index.ts';
import { approvedCorporate, buildDossierTestApp, team } from './dossier.test-helpers.ts';

/**
 * ADR 0060: a search term's count is summed from counts kept per (suffix, lcp, client type). Whatever
 * happens to the clients, the kept counts equal the suffix rows they stand for, and the list's count
 * (with or without the type filter) equals `ilike` on the clients.
 */
const api = await buildDossierTestApp(t);
const sql = <T>(query: string, params: unknown[] = [], em: EntityManager = api.orm.em.fork()) =>
  em.execute<T[]>(query, params);
const list = async (token: string, input: Record<string, unknown>) => {
  const res = await api.call(r.listCompanies, input, token);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body as { count: number };
};

async function orgOf(companyId: string) {
  const [row] = await sql<{ organization: string; created_by: string }>(
    `select organization, created_by from dossier_company where id = ?`,
    [companyId],
  );
  return row!;
}

/** The kept counts of an organisation against the suffix rows grouped the same way (zero counts left out). */
async function drift(org: string): Promise<string[]> {
  const rows = await sql<{ k: string; kept: number | null; rows: number | null }>(
    `select coalesce(k.suffix, s.suffix) || '/' || coalesce(k.lcp, s.lcp) || '/' || coalesce(k.company_type, s.company_type) as k, k.n as kept, s.n as rows
       from (select suffix, lcp, company_type, n from dossier_company_search_count where organization = ? and n <> 0) k
       full join (select suffix, lcp, company_type, count(*)::int as n from dossier_company_search where organization = ? group by 1, 2, 3) s
         on s.suffix = k.suffix and s.lcp = k.lcp and s.company_type = k.company_type
      where k.n is distinct from s.n`,
    [org, org],
  );
  return rows.map((x) => `${x.k}: kept ${x.kept}, rows ${x.rows}`);
}

const expectedCount = async (org: string, term: string, type?: string) =>
  (
    await sql<{ n: number }>(
      `select count(*)::int as n from dossier_company where organization = ? and removed = false and list_name ilike ?${type ? ' and company_type = ?' : ''}`,
      [org, `%${term}%`, ...(type ? [type] : [])],
    )
  )[0]!.n;

t.test('kept counts follow inserts, renames, type changes, removals, restores and deletes (property)', async (t) => {
  const mk = await team(api);
  const { organization: org, created_by: user } = await orgOf(await approvedCorporate(api, mk, 'Counting Seed Trust'));
  const word = fc.constantFrom('trust', 'Trustees', 'atrust', 'ocean', 'Oceanic', 'holding', 'hold', 'tru', 'st');
  const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' '));
  const step = fc.oneof(
    fc.record({
      op: fc.constant('insert' as const),
      names: fc.array(name, { minLength: 1, maxLength: 5 }),
      holder: fc.boolean(),
    }),
    fc.record({ op: fc.constant('rename' as const), pick: fc.nat(), name }),
    fc.record({ op: fc.constant('retype' as const), pick: fc.nat() }),
    fc.record({ op: fc.constant('remove' as const), pick: fc.nat(), removed: fc.boolean() }),
    fc.record({ op: fc.constant('review' as const), pick: fc.nat() }),
    fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
    fc.record({ op: fc.constant('renameAll' as const), name }),
  );
  let seq = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
      await sql(`delete from dossier_company where organization = ? and id like 'cnt%'`, [org]);
      const ids = async () =>
        (
          await sql<{ id: string }>(
            `select id from dossier_company where organization = ? and id like 'cnt%' order by id`,
            [org],
          )
        ).map((x) => x.id);
      for (const s of steps) {
        const all = await ids();
        const one = all.length && 'pick' in s ? all[s.pick % all.length]! : null;
        if (s.op === 'insert') {
          await sql(
            `insert into dossier_company (id, organization, company_type, location_type, fields, list_name, pending, pending_creation, removed, created_by, created_at)
          select 'cnt' || lpad((? * 100 + g.i)::text, 10, '0'), ?, ?, 'local', '{}', g.name, false, false, false, ?, now() from unnest(?::text[]) with ordinality as g(name, i)`,
            [
              ++seq,
              org,
              s.holder ? 'account_holder' : 'corporate',
              user,
              `{${s.names.map((n) => `"${n}"`).join(',')}}`,
            ],
          );
        } else if (s.op === 'renameAll')
          await sql(`update dossier_company set list_name = ? where organization = ? and id like 'cnt%'`, [
            s.name,
            org,
          ]);
        else if (one && s.op === 'rename')
          await sql(`update dossier_company set list_name = ? where id = ?`, [s.name, one]);
        else if (one && s.op === 'retype')
          await sql(
            `update dossier_company set company_type = case company_type when 'corporate' then 'account_holder' else 'corporate' end where id = ?`,
            [one],
          );
        else if (one && s.op === 'remove')
          await sql(`update dossier_company set removed = ? where id = ?`, [s.removed, one]);
        else if (one && s.op === 'review')
          await sql(`update dossier_company set next_review_date = '2030-01-01' where id = ?`, [one]);
        else if (one && s.op === 'delete') await sql(`delete from dossier_company where id = ?`, [one]);
      }
      const off = await drift(org);
      if (off.length) throw new Error(`kept counts drifted after ${JSON.stringify(steps)}: ${off.join('; ')}`);
      for (const term of ['trust', 'TRU', 'ocean', 'hold']) {
        for (const type of [undefined, 'corporate', 'account_holder']) {
          const got = (
            await list(mk.maker.token, { search: term, ...(type ? { filters: { company_type: type } } : {}) })
          ).count;
          const want = await expectedCount(org, term, type);
          if (got !== want)
            throw new Error(`${term} ${type ?? 'any type'}: got ${got}, want ${want} after ${JSON.stringify(steps)}`);
        }
      }
    }),
    { numRuns: 40, seed: 20261127 },
  );
  t.same(
    await drift(org),
    [],
    '40 random histories: kept counts equal the suffix rows, and the list counts equal ilike',
  );
});

t.test(
  'two transactions renaming clients in opposite orders both commit (count rows are locked after the organisation row)',
  async (t) => {
    const mk = await team(api);
    const { organization: org, created_by: user } = await orgOf(await approvedCorporate(api, mk, 'Lock Seed BV'));
    await sql(
      `insert into dossier_company (id, organization, company_type, location_type, fields, list_name, pending, pending_creation, removed, created_by, created_at)
    select 'lock' || g, ?, 'corporate', 'local', '{}', (array['Kilo', 'Lima', 'Mike', 'Oscar'])[g], false, false, false, ?, now() from generate_series(1, 4) g`,
      [org, user],
    );
    // Each transaction's second rename needs a count row ("ocean", "trust") its first gave the other:
    // were count rows locked before the organisation's row, this would deadlock.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    const rename = (em: EntityManager, id: string, name: string) =>
      sql(`update dossier_company set list_name = ? where id = ?`, [name, id], em);
    await Promise.all([
      api.orm.em.fork().transactional(async (em) => {
        await rename(em, 'lock1', 'Alpha Trust');
        await pause();
        await rename(em, 'lock2', 'Beta Ocean');
      }),
      api.orm.em.fork().transactional(async (em) => {
        await rename(em, 'lock3', 'Gamma Ocean');
        await pause();
        await rename(em, 'lock4', 'Delta Trust');
      }),
    ]);
    t.same(await drift(org), []);
    t.equal((await list(mk.maker.token, { search: 'ocean' })).count, 2);
    t.equal((await list(mk.maker.token, { search: 'trust' })).count, 2);
  },
);
