import type { PluginContext } from '@app/core/plugin-api';
import { newId } from '@app/core/shared';
import type { UserDirectory } from '@app/plugin-auth/shared';
import { objectText, type LabelCatalog } from '../shared/index.ts';

export const DIGEST_JOB = 'workflow.digest';
/** Hourly: each run mails only users who have not had today's digest yet. */
export const DIGEST_CRON = '0 * * * *';

interface Waiting {
  company_name: string;
  object_type: string;
  user_name: string;
  created_at: Date;
}

/**
 * One e-mail per approver per day listing the changes waiting longer than the organisation's
 * threshold (default 24 h). Returns the number of mails sent.
 */
export async function sendDigests(
  ctx: PluginContext,
  directory: UserDirectory,
  now = new Date(),
  labels?: LabelCatalog,
): Promise<number> {
  const em = ctx.orm.em.fork();
  const orgs = await em.execute<{ organization: string; hours: number }[]>(
    `select r.organization, coalesce(max(s.digest_after_hours), 24) as hours
       from workflow_change_request r left join workflow_setting s on s.organization = r.organization
      where r.status = 'pending' and r.created_at < ?::timestamptz - make_interval(hours => coalesce(s.digest_after_hours, 24))
      group by r.organization`,
    [now],
  );
  const day = now.toISOString().slice(0, 10);
  let sent = 0;
  for (const { organization, hours } of orgs) {
    const cutoff = new Date(now.getTime() - Number(hours) * 3600_000);
    const waiting = await em.execute<Waiting[]>(
      `select company_name, object_type, user_name, created_at from workflow_change_request
        where organization = ? and status = 'pending' and created_at < ? order by created_at limit 50`,
      [organization, cutoff],
    );
    const [{ n } = { n: '0' }] = await em.execute<{ n: string }[]>(
      `select count(*) as n from workflow_change_request where organization = ? and status = 'pending' and created_at < ?`,
      [organization, cutoff],
    );
    for (const person of await directory.withPermission(organization, 'approve_requested_changes')) {
      await em.transactional(async (tx) => {
        const inserted = await tx.execute<{ id: string }[]>(
          `insert into workflow_digest (id, organization, user_id, day, count, sent_at) values (?, ?, ?, ?, ?, ?)
           on conflict (organization, user_id, day) do nothing returning id`,
          [newId(), organization, person.id, day, Number(n), now],
        );
        if (!inserted.length) return;
        await ctx.mailer.send(
          digestMail(person.email, Number(n), Number(hours), waiting, `${ctx.config.publicUrl}/workflow`, labels),
        );
        sent++;
      });
    }
  }
  return sent;
}

export function digestMail(
  to: string,
  count: number,
  hours: number,
  waiting: Waiting[],
  link: string,
  labels?: LabelCatalog,
) {
  const lines = waiting.map(
    (w) =>
      `- ${w.company_name || 'Client'}: ${objectText(labels, w.object_type)} by ${w.user_name}, since ${new Date(w.created_at).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  return {
    to,
    subject: `${count} change${count === 1 ? '' : 's'} waiting for confirmation`,
    text: [
      `${count} change${count === 1 ? ' has' : 's have'} been waiting for confirmation for more than ${hours} hours.`,
      '',
      ...lines,
      ...(count > waiting.length ? [`... and ${count - waiting.length} more`] : []),
      '',
      `Review them: ${link}`,
    ].join('\n'),
  };
}
