import { recipients } from '@app/core/testing';
import { authService } from '@app/plugin-auth/shared';
import t from 'tap';
import { dossierRoutes as r } from '../../shared/index.ts';
import {
  approve,
  approvedCorporate,
  buildDossierTestApp,
  createMember,
  team,
  type Team,
} from '../dossier.test-helpers.ts';
import { REVIEW_NOTICE_JOB, sendReviewNotices } from './review-notices.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const secondOfficer = await createMember(api, org.admin, 'COMPLIANCE_OFFICER');
const { directory } = api.services.get(authService);

const isoDay = (offsetDays: number, from = new Date()) =>
  new Date(from.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const yearsBack = (iso: string, years: number) => `${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`;

/** A corporate dossier with every required dashboard field approved; next review = previous + 1 year (high risk). */
async function dossier(tm: Team, name: string, nextReview: string, complete = true) {
  const id = await approvedCorporate(api, tm, name, 'local');
  const values = {
    id,
    risk_level: 'high',
    previous_review_date: yearsBack(nextReview, 1),
    date_final_compliance_review: yearsBack(nextReview, 1),
    ...(complete
      ? {
          extension_profit_tax: 'NO',
          current_fiscal_year: 2026,
          last_annual_account_on_file: 2025,
          last_filed_profit_tax_on_file: 2025,
        }
      : {}),
  };
  const res = await api.call(r.updateKycReview, values, tm.maker.token);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  await approve(api, tm.checker.token, res.body.change_id);
  return id;
}

t.test('the daily job is scheduled in pg-boss', async (t) => {
  const [row] = await api.orm.em
    .fork()
    .execute<{ cron: string }[]>(`select cron from pgboss.schedule where name = ?`, [REVIEW_NOTICE_JOB]);
  t.equal(row?.cron, '0 6 * * *');
  const id = await api.ctx.jobs.send(REVIEW_NOTICE_JOB, {});
  let status = await api.ctx.jobs.get(id);
  for (let i = 0; i < 100 && status?.state !== 'completed' && status?.state !== 'failed'; i++) {
    await new Promise((res) => setTimeout(res, 200));
    status = await api.ctx.jobs.get(id);
  }
  t.equal(status?.state, 'completed', JSON.stringify(status));
  t.same(status?.output, { sent: 0 }, 'no dossier is due yet');
});

t.test(
  'due within 30 days or overdue, complete dashboards only, compliance officers only, once per due date',
  async (t) => {
    const soon = await dossier(org, 'Due Soon BV', isoDay(10));
    const overdue = await dossier(org, 'Overdue BV', isoDay(-20));
    const later = await dossier(org, 'Later BV', isoDay(45));
    const incomplete = await dossier(org, 'Incomplete BV', isoDay(5), false);
    const elsewhere = await dossier(other, 'Other Org BV', isoDay(3));

    const before = api.smtp.mails.length;
    const sent = await sendReviewNotices(api.ctx, directory);
    const mails = api.smtp.mails.slice(before);
    t.equal(sent, 3, 'two compliance officers here, one in the other organisation');
    t.equal(mails.length, 3);
    const ours = mails.filter((m) =>
      [org.checker.email, secondOfficer.email].map((e) => e.toLowerCase()).includes(recipients(m)[0]!),
    );
    t.equal(ours.length, 2, 'each compliance officer of the organisation');
    const theirs = mails.find((m) => recipients(m)[0] === other.checker.email.toLowerCase())!;
    t.ok(theirs, 'the other organisation has its own mail');
    t.notOk(String(theirs?.text).includes(soon), 'and sees nothing of ours');
    t.ok(String(theirs?.text).includes(elsewhere));
    for (const mail of ours) {
      const m = { subject: mail.subject ?? '', text: mail.text ?? '' };
      t.match(m.subject, /KYC review due: 2 clients \(1 overdue\)/);
      t.ok(m.text.includes(`Due Soon BV: next review ${isoDay(10)}`));
      t.ok(m.text.includes(`Overdue BV: next review ${isoDay(-20)} (OVERDUE)`), 'overdue marked');
      t.ok(m.text.includes(`http://app.test/${soon}`));
      t.ok(m.text.includes(overdue), 'the overdue one links to its dossier');
      t.notOk(m.text.includes(later), 'beyond 30 days');
      t.notOk(m.text.includes(incomplete), 'an incomplete dashboard is not announced');
      t.notOk(String(m.text).includes('Incomplete BV'));
    }
    t.notOk(
      mails.some((m) =>
        [org.maker.email, org.supervisor.email, org.admin.email, org.auditor.email]
          .map((e) => e.toLowerCase())
          .includes(recipients(m)[0]!),
      ),
      'nobody else',
    );

    t.equal(await sendReviewNotices(api.ctx, directory), 0, 'no second mail the next run');
    t.equal(await sendReviewNotices(api.ctx, directory, new Date(Date.now() + 86_400_000)), 0, 'nor the next day');
    t.equal(
      await sendReviewNotices(api.ctx, directory, new Date(Date.now() + 20 * 86_400_000)),
      2,
      'Later BV comes within 30 days',
    );
    const [row] = await api.orm.em
      .fork()
      .execute<{ n: string }[]>(`select count(*) as n from dossier_review_notice where company_id = ?`, [soon]);
    t.equal(Number(row!.n), 1, 'recorded once');

    // A new review date (the review was done) opens a new due period.
    const done = await api.call(r.updateKycReview, { id: soon, previous_review_date: isoDay(-340) }, org.maker.token);
    await approve(api, org.checker.token, done.body.change_id);
    t.equal(await sendReviewNotices(api.ctx, directory), 2, 'the new date is due within 30 days again: announced');
  },
);
