import t from 'tap';
import { Value } from 'typebox/value';
import { brotliDecompressSync } from 'node:zlib';
import { ClientListItemSchema, dossierRoutes as r } from '../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, team } from './dossier.test-helpers.ts';

/**
 * The list answer is serialised by PostgreSQL (ADR 0061), not by the route's schema: every item
 * must still be exactly a `ClientListItem`, field for field what the client's row holds, in the
 * schema's key order, whatever path answered (search by suffixes, kept ids, index range).
 */
const api = await buildDossierTestApp(t);
const mk = await team(api);
const sql = <T>(query: string, params: unknown[] = []) => api.orm.em.fork().execute<T[]>(query, params);
/** Setup and reads fail loudly: a status other than 200 throws with the answer. */
const ok = <T extends { status: number; body: unknown }>(res: T) => {
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res;
};
const list = async (input: Record<string, unknown>) =>
  ok(await api.call(r.listCompanies, input, mk.maker.token)).body as {
    companies: Record<string, unknown>[];
    count: number;
  };

const odd = 'Qwarz "Quoted" \\ Back\tslash — Ünïcode 😀 Ltd';
const plain = await approvedCorporate(api, mk, 'Qwarz Plain Holding', 'local');
const quoted = await approvedCorporate(api, mk, odd, 'abroad');
const holder = ok(
  await api.call(
    r.createCompany,
    { company_type: 'account_holder', first_name: 'Qwarzina', last_name: "O'Brien", account_holder_type: 'player' },
    mk.maker.token,
  ),
);
const reviewed = ok(
  await api.call(
    r.updateKycReview,
    { id: plain, risk_level: 'medium', previous_review_date: '2026-02-03' },
    mk.maker.token,
  ),
);
await approve(api, mk.checker.token, reviewed.body.change_id);
// A change awaiting its checker: counted on the client's row.
ok(await api.call(r.updateKycReview, { id: quoted, risk_level: 'low' }, mk.maker.token));

interface Stored {
  id: string;
  company_type: string;
  location_type: string | null;
  account_holder_type: string | null;
  next_review_date: string | null;
  created_at: Date;
  fields: Record<string, { value?: unknown; new_value?: unknown } | undefined>;
  pending_creation: boolean;
}
const stored = new Map(
  (
    await sql<Stored>(
      `select id, company_type, location_type, account_holder_type, next_review_date, created_at, fields, pending_creation
  from dossier_company where id in (?, ?, ?)`,
      [plain, quoted, holder.body.company._id],
    )
  ).map((s) => [s.id, s]),
);
/** The text a field shows: its approved value, else the proposed one (a client awaiting its creation). */
const shown = (s: Stored, k: string) => {
  const f = s.fields[k];
  const v = f?.value ?? f?.new_value;
  return typeof v === 'string' ? v : null;
};
const expected = (id: string, changesCount: number) => {
  const s = stored.get(id)!;
  return {
    _id: s.id,
    name: s.company_type === 'corporate' ? shown(s, 'name') : null,
    first_name: shown(s, 'first_name'),
    last_name: shown(s, 'last_name'),
    company_type: s.company_type,
    location_type: s.location_type,
    account_holder_type: s.account_holder_type,
    next_review_date: s.next_review_date,
    createdAt: new Date(s.created_at).toISOString(),
    changesCount,
    pending_creation: s.pending_creation,
  };
};
const want = [expected(plain, 0), expected(quoted, 1), expected(holder.body.company._id, 1)];

t.test('items are the rows, in the schema shape, on every path', async (t) => {
  t.equal(want[0]!.next_review_date, '2028-02-03', 'medium risk: previous + 2 years');
  t.equal(want[1]!.name, odd, 'quotes, backslash, tab and non-ASCII survive');
  t.equal(want[2]!.pending_creation, true);
  const keys = Object.keys(ClientListItemSchema.properties);
  const byId = (a: { companies: Record<string, unknown>[] }) => Object.fromEntries(a.companies.map((c) => [c._id, c]));
  const all = want.map((w) => w._id);
  // Each answer path, and which of the three clients it must hold (the organisation has no others).
  const inputs: [Record<string, unknown>, string[]][] = [
    [{ search: 'qwarz', orderingKey: 'name', orderingValue: 'asc' }, all], // name suffixes
    [{ search: 'qwarz', orderingKey: 'createdAt', orderingValue: 'desc' }, all],
    [{ search: 'qwarz', orderingKey: 'next_review_date', orderingValue: 'desc' }, all],
    [{ search: 'Qwarz Plain' }, [plain]], // two words: kept ids
    [{ search: 'qwarz', orderingKey: 'changesCount' }, all], // an order without its own index: kept ids
    [{}, all], // unfiltered: index range
    [{ filters: { company_type: 'account_holder' } }, [holder.body.company._id]],
  ];
  for (const [input, ids] of inputs) {
    const answer = await list(input);
    t.ok(Value.Check(r.listCompanies.response, answer), `contract holds: ${JSON.stringify(input)}`);
    for (const item of answer.companies) t.same(Object.keys(item), keys, 'keys in schema order');
    const got = byId(answer);
    t.same(Object.keys(got).sort(), [...ids].sort(), `the clients of ${JSON.stringify(input)}`);
    for (const w of want) if (ids.includes(w._id)) t.strictSame(got[w._id], w, `${w._id} ${JSON.stringify(input)}`);
  }
  t.equal((await list(inputs[0]![0])).count, 3);
  t.same(
    (await list(inputs[0]![0])).companies.map((c) => c._id),
    [quoted, plain, holder.body.company._id],
    'name order: quoted, plain, then the account holder',
  );
});

t.test('empty pages and the wire: JSON content type, compressed like any answer above 1 kB', async (t) => {
  const none = await list({ search: 'nothing-matches-this' });
  t.strictSame(none, { companies: [], count: 0 });
  t.strictSame(await list({ page: 40 }), { companies: [], count: (await list({})).count });
  for (let i = 0; i < 8; i++) await approvedCorporate(api, mk, `Qwarz Filler ${i} Trading`);
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/v1/companies/list?search=qwarz',
    headers: { authorization: `Bearer ${mk.maker.token}`, 'accept-encoding': 'br' },
    payload: {},
  });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'application/json; charset=utf-8');
  t.equal(res.headers['content-encoding'], 'br', 'eleven clients: above the 1 kB threshold');
  const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
  t.equal(body.count, 11);
  t.ok(Value.Check(r.listCompanies.response, body));
});
