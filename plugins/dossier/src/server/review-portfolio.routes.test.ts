import { usersRoutes } from '@app/plugin-auth/shared';
import t from 'tap';
import {
  addDays,
  addMonths,
  endOfMonth,
  portfolioRanges,
  dossierRoutes as r,
  type ReviewPortfolio,
} from '../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, team, type Team } from './dossier.test-helpers.ts';
import { portfolioToday } from './review-portfolio.service.ts';

/** ADR 0071: reviews due by bucket × risk level, each count equal to the client list it links to. */
const api = await buildDossierTestApp(t);
const today = new Date().toISOString().slice(0, 10);
const eom = endOfMonth(today);
const horizon = addMonths(today, 3);

const portfolio = async (token: string, query: Record<string, unknown> = {}) =>
  api.call(r.reviewPortfolio, { today, ...query }, token);
const counts = (p: ReviewPortfolio) => Object.fromEntries(p.buckets.map((b) => [b.bucket, b.counts]));
const list = async (token: string, filters: Record<string, unknown>) =>
  (await api.call(r.listCompanies, { filters }, token)).body as { count: number; companies: { _id: string }[] };

/** An approved client with an approved manual review date and risk level. */
async function dated(
  t: Team,
  name: string,
  next: string,
  risk: string | null,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const id = await approvedCorporate(api, t, name, 'local');
  const res = await api.call(
    r.updateKycReview,
    { id, next_review_date_type: 'manual', next_review_date: next, ...(risk ? { risk_level: risk } : {}), ...extra },
    t.maker.token,
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  await approve(api, t.checker.token, res.body.change_id);
  return id;
}

const org = await team(api);
const other = await team(api);
const ids = {
  yesterday: await dated(org, 'Overdue Yesterday BV', addDays(today, -1), 'high'),
  longAgo: await dated(org, 'Overdue Long Ago BV', addDays(today, -400), 'low', {
    previous_review_date: addDays(today, -800),
    date_final_compliance_review: addDays(today, -790),
    extension_profit_tax: 'NO',
    current_fiscal_year: 2026,
    last_annual_account_on_file: 2025,
    last_filed_profit_tax_on_file: 2025,
  }),
  dueToday: await dated(org, 'Due Today NV', today, 'medium'),
  lastOfMonth: await dated(org, 'Month End NV', eom, 'high'),
  firstNext: await dated(org, 'Next Month First NV', addDays(eom, 1), 'low'),
  exactly3: await dated(org, 'Exactly Three Months NV', horizon, null),
  later: await dated(org, 'After Horizon NV', addDays(horizon, 1), 'high'),
};
await api.call(
  r.createCompany,
  { company_type: 'corporate', name: 'Undated Ltd', location_type: 'local' },
  org.maker.token,
);
await dated(other, 'Other Org Overdue BV', addDays(today, -1), 'high');

t.test(
  "buckets: due today is this month, the month's last day too, exactly 3 months is in, a day later is out",
  async (t) => {
    const res = await portfolio(org.auditor.token);
    t.equal(res.status, 200);
    t.same(counts(res.body), {
      overdue: { low: 1, medium: 0, high: 1, none: 0, total: 2 },
      this_month: { low: 0, medium: 1, high: 1, none: 0, total: 2 },
      next_3_months: { low: 1, medium: 0, high: 0, none: 1, total: 2 },
    });
    const ranges = portfolioRanges(today);
    for (const b of res.body.buckets)
      t.same(
        { review_start_date: b.review_start_date, review_end_date: b.review_end_date },
        ranges[b.bucket as keyof typeof ranges],
        `${b.bucket} range`,
      );
    t.same(
      res.body.urgent.map((u: { _id: string }) => u._id),
      [ids.longAgo, ids.yesterday, ids.dueToday, ids.lastOfMonth, ids.firstNext, ids.exactly3],
      'most urgent first, nothing past the horizon',
    );
    t.match(res.body.urgent[0], {
      name: 'Overdue Long Ago BV',
      bucket: 'overdue',
      risk_level: 'low',
      completeness: { complete: true, percentage: 100, missing: [] },
    });
    t.match(res.body.urgent[5], { risk_level: null, bucket: 'next_3_months', completeness: { complete: false } });
    t.ok(res.body.urgent[5].completeness.missing.includes('risk_level'), 'missing fields named');
    t.ok(res.body.urgent[5].completeness.percentage < 100);
  },
);

t.test("every count equals the client list with the bucket's filters and that risk level", async (t) => {
  const res = (await portfolio(org.maker.token)).body as ReviewPortfolio;
  for (const b of res.buckets) {
    const range = { review_start_date: b.review_start_date, review_end_date: b.review_end_date };
    t.equal((await list(org.maker.token, range)).count, b.counts.total, `${b.bucket} total`);
    for (const risk of ['low', 'medium', 'high', 'none'] as const) {
      t.equal(
        (await list(org.maker.token, { ...range, risk_level: risk })).count,
        b.counts[risk],
        `${b.bucket} × ${risk}`,
      );
    }
  }
  t.same(
    (await list(org.maker.token, { review_end_date: addDays(today, -1), risk_level: 'high' })).companies.map(
      (c) => c._id,
    ),
    [ids.yesterday],
  );
  const searched = await api.call(
    r.listCompanies,
    { search: 'overdue', filters: { risk_level: 'low' } },
    org.maker.token,
  );
  t.same(
    searched.body.companies.map((c: { _id: string }) => c._id),
    [ids.longAgo],
    'a risk-filtered search',
  );
});

t.test('an approved risk change moves the client at once, in the portfolio and the kept list', async (t) => {
  const filter = { review_start_date: today, review_end_date: eom, risk_level: 'high' };
  t.equal((await list(org.maker.token, filter)).count, 1);
  const res = await api.call(r.updateKycReview, { id: ids.lastOfMonth, risk_level: 'low' }, org.maker.token);
  t.equal(counts((await portfolio(org.maker.token)).body).this_month.high, 1, 'a proposed risk level does not count');
  await approve(api, org.checker.token, res.body.change_id);
  t.equal((await list(org.maker.token, filter)).count, 0, 'the list version moved');
  t.match(counts((await portfolio(org.maker.token)).body).this_month, { low: 1, high: 0, total: 2 });
});

t.test('a client awaiting its creation counts once its review date is approved with it', async (t) => {
  const mk = await team(api);
  const created = await api.call(
    r.createCompany,
    { company_type: 'account_holder', first_name: 'Pending', last_name: 'Holder', account_holder_type: 'bank' },
    mk.maker.token,
  );
  const id = created.body.company._id;
  const upd = await api.call(
    r.updateKycReview,
    { id, next_review_date_type: 'manual', next_review_date: today, risk_level: 'high' },
    mk.maker.token,
  );
  t.equal(upd.status, 200);
  const before = (await portfolio(mk.maker.token)).body as ReviewPortfolio;
  t.equal(counts(before).this_month.total, 0, 'proposed dates are not due yet');
  t.same(before.urgent, []);
  await approve(api, mk.checker.token, created.body.change_id);
  if (upd.body.change_id !== created.body.change_id) await approve(api, mk.checker.token, upd.body.change_id);
  const after = (await portfolio(mk.maker.token)).body as ReviewPortfolio;
  t.match(counts(after).this_month, { high: 1, total: 1 });
  t.match(after.urgent, [{ _id: id, name: 'Pending Holder', company_type: 'account_holder' }]);
  t.equal(
    counts((await portfolio(mk.maker.token, { company_type: 'corporate' })).body).this_month.total,
    0,
    'company_type filters',
  );
  t.equal(counts((await portfolio(mk.maker.token, { company_type: 'account_holder' })).body).this_month.total, 1);
});

t.test("who may: the client list's permission; another organisation's clients never count", async (t) => {
  for (const who of [org.maker, org.checker, org.auditor, org.client])
    t.equal((await portfolio(who.token)).status, 200);
  t.equal((await portfolio('')).status, 401, 'signed out');
  const deny = await api.call(
    usersRoutes.updatePermissions,
    { user_id: org.auditor.id, name: 'view_dashboard_tab', effect: 'deny' },
    org.admin.token,
  );
  t.equal(deny.status, 200);
  t.equal((await portfolio(org.auditor.token)).status, 403, 'without view_dashboard_tab');
  const theirs = (await portfolio(other.maker.token)).body as ReviewPortfolio;
  t.same(counts(theirs).overdue, { low: 0, medium: 0, high: 1, none: 0, total: 1 });
  t.same(
    theirs.urgent.map((u) => u.name),
    ['Other Org Overdue BV'],
  );
});

t.test('bad input is a 400 with a clear message', async (t) => {
  for (const [query, message] of [
    [{ today: '2026-02-30' }, 'today must be a date (YYYY-MM-DD)'],
    [{ today: addDays(today, 2) }, 'today must be within a day of the current date'],
  ] as const) {
    const res = await portfolio(org.maker.token, query);
    t.equal(res.status, 400);
    t.equal(res.body.message, message);
  }
  t.equal((await portfolio(org.maker.token, { today: 'yesterday' })).status, 400);
  t.equal((await portfolio(org.maker.token, { company_type: 'partnership' })).status, 400);
  t.equal((await api.call(r.listCompanies, { filters: { risk_level: 'extreme' } }, org.maker.token)).status, 400);
  t.equal((await api.call(r.reviewPortfolio, {}, org.maker.token)).body.today, today, "the server's day by default");
});

t.test("portfolioToday: the caller's day within a day of UTC; month arithmetic clamps", async (t) => {
  const now = new Date('2026-03-01T02:00:00Z');
  t.equal(portfolioToday('2026-02-28', now), '2026-02-28', 'UTC−4 evening');
  t.throws(() => portfolioToday('2026-02-27', now));
  t.equal(addMonths('2026-01-31', 3), '2026-04-30');
  t.equal(addMonths('2026-11-30', 3), '2027-02-28');
  t.same(portfolioRanges('2026-12-31'), {
    overdue: { review_start_date: null, review_end_date: '2026-12-30' },
    this_month: { review_start_date: '2026-12-31', review_end_date: '2026-12-31' },
    next_3_months: { review_start_date: '2027-01-01', review_end_date: '2027-03-31' },
  });
});
