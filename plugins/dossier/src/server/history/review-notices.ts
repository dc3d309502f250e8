import type { PluginContext } from '@app/core/plugin-api';
import type { JobDefinition } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { UserDirectory } from '@app/plugin-auth/shared';
import {
  dashboardMissing,
  type CompanyType,
  type DashboardValues,
  type LocationType,
  type StoredFields,
} from '../../shared/index.ts';

export const REVIEW_NOTICE_JOB = 'dossier.review-dates';
/** Daily at 06:00 UTC. */
export const REVIEW_NOTICE_CRON = '0 6 * * *';
/** Dossiers whose next review is due within this many days (or overdue) are announced. */
export const REVIEW_NOTICE_DAYS = 30;

interface DueRow {
  id: string;
  organization: string;
  list_name: string;
  company_type: CompanyType;
  location_type: LocationType | null;
  fields: StoredFields;
  next_review_date: string;
}
export interface DueDossier {
  id: string;
  name: string;
  due: string;
  overdue: boolean;
}

const approved = (fields: StoredFields): DashboardValues =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f?.value ?? null])) as DashboardValues;
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The daily review-date e-mail (ADR 0037): for every organisation, the dossiers whose approved next
 * review date falls within 30 days or has passed and whose dashboard is complete (the 'Automatic
 * Notification' warning, 001:281) are mailed to the organisation's compliance officers, once per
 * dossier and due date (`dossier_review_notice`). Returns the number of mails sent.
 */
export async function sendReviewNotices(
  ctx: PluginContext,
  directory: UserDirectory,
  now = new Date(),
): Promise<number> {
  const em = ctx.orm.em.fork();
  const horizon = day(new Date(now.getTime() + REVIEW_NOTICE_DAYS * 86_400_000));
  const rows = await em.execute<DueRow[]>(
    `select c.id, c.organization, c.list_name, c.company_type, c.location_type, c.fields, c.next_review_date from dossier_company c
      where c.removed = false and c.pending_creation = false and c.next_review_date is not null and c.next_review_date <= ?
        and not exists (select 1 from dossier_review_notice n where n.company_id = c.id and n.due_date = c.next_review_date)
      order by c.organization, c.next_review_date, c.id`,
    [horizon],
  );
  const byOrg = new Map<string, DueRow[]>();
  for (const r of rows) {
    if (dashboardMissing({ companyType: r.company_type, locationType: r.location_type }, approved(r.fields)).length)
      continue;
    byOrg.set(r.organization, [...(byOrg.get(r.organization) ?? []), r]);
  }
  let sent = 0;
  const today = day(now);
  for (const [organization, due] of byOrg) {
    const officers = (await directory.withPermission(organization, 'view_dashboard_tab')).filter(
      (p) => p.role === 'COMPLIANCE_OFFICER',
    );
    await em.transactional(async (tx) => {
      const fresh: DueDossier[] = [];
      for (const r of due) {
        const inserted = await tx.execute<{ id: string }[]>(
          `insert into dossier_review_notice (id, organization, company_id, due_date, recipients, sent_at) values (?, ?, ?, ?, ?, ?)
           on conflict (company_id, due_date) do nothing returning id`,
          [newId(), organization, r.id, r.next_review_date, officers.length, now],
        );
        if (inserted.length)
          fresh.push({
            id: r.id,
            name: r.list_name || r.id,
            due: r.next_review_date,
            overdue: r.next_review_date < today,
          });
      }
      // A failed mail rolls the notices back: the next run tries again.
      for (const officer of fresh.length ? officers : []) {
        await ctx.mailer.send(reviewMail(officer.email, fresh, ctx.config.publicUrl));
        sent++;
      }
    });
  }
  return sent;
}

export function reviewMail(to: string, due: DueDossier[], baseUrl: string) {
  const overdue = due.filter((d) => d.overdue).length;
  return {
    to,
    subject: `KYC review due: ${due.length} client${due.length === 1 ? '' : 's'}${overdue ? ` (${overdue} overdue)` : ''}`,
    text: [
      `The periodic KYC review of ${due.length === 1 ? 'this client is' : 'these clients is'} due within ${REVIEW_NOTICE_DAYS} days or overdue:`,
      '',
      ...due.map((d) => `- ${d.name}: next review ${d.due}${d.overdue ? ' (OVERDUE)' : ''} — ${baseUrl}/${d.id}`),
      '',
      'You receive this once per client and review date.',
    ].join('\n'),
  };
}

/** The daily durable job (one firing across replicas, scheduled on ready); each run mails only what was not mailed yet. */
export const reviewNoticeJob = (ctx: PluginContext, directory: UserDirectory): JobDefinition<object> => ({
  handler: async () => ({ sent: await sendReviewNotices(ctx, directory) }),
  retryLimit: 2,
});
