import { Migration } from '@mikro-orm/migrations';

/** The stats trigger of ADR 0048; `listed` are the columns whose change bumps the list version. */
const statsFunction = (listed: string[]) => {
  const upsert = (
    delta: string,
  ) => `insert into dossier_list_stats as s (organization, corporate, account_holder, version)
    select organization,
           coalesce(sum(sign) filter (where not removed and company_type = 'corporate'), 0),
           coalesce(sum(sign) filter (where not removed and company_type = 'account_holder'), 0), 1
      from (${delta}) d group by organization
    on conflict (organization) do update set corporate = s.corporate + excluded.corporate, account_holder = s.account_holder + excluded.account_holder, version = s.version + 1;`;
  return `create or replace function dossier_list_stats_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${upsert('select organization, company_type, removed, 1 as sign from new_rows')}
  elsif tg_op = 'DELETE' then
    ${upsert('select organization, company_type, removed, -1 as sign from old_rows')}
  else
    ${upsert(`select x.organization, x.company_type, x.removed, x.sign from old_rows o join new_rows n on n.id = o.id
        cross join lateral (values (o.organization, o.company_type, o.removed, -1), (n.organization, n.company_type, n.removed, 1)) as x(organization, company_type, removed, sign)
       where (${listed.map((c) => `o.${c}`).join(', ')})
             is distinct from (${listed.map((c) => `n.${c}`).join(', ')})`)}
  end if;
  return null;
end $$;`;
};
const LISTED = [
  'organization',
  'company_type',
  'removed',
  'list_name',
  'next_review_date',
  'created_at',
  'location_type',
  'account_holder_type',
];

/**
 * Review portfolio on Home (ADR 0071): the approved risk level as a stored generated column, so the
 * client list can filter on it and the portfolio counts (review-date bucket × risk level) are one
 * index-only range of the clients with a review date. The list version now also moves when the risk
 * level changes, so risk-filtered ids kept per version (ADR 0054) are never stale.
 */
export class Migration20261128090000_dossier_review_portfolio extends Migration {
  override name = 'Migration20261128090000_dossier_review_portfolio';

  override up(): void | Promise<void> {
    this.addSql(`alter table "dossier_company" add column "risk_level" varchar(8) generated always as (
      case when fields->'risk_level'->>'value' in ('low', 'medium', 'high') then fields->'risk_level'->>'value' end) stored;`);
    this
      .addSql(`create index "dossier_company_org_review_risk_index" on "dossier_company" ("organization", "next_review_date")
      include ("risk_level", "company_type") where "removed" = false and "next_review_date" is not null;`);
    this.addSql(statsFunction([...LISTED, 'risk_level']));
  }

  override down(): void | Promise<void> {
    this.addSql(statsFunction(LISTED));
    this.addSql(`drop index if exists "dossier_company_org_review_risk_index";`);
    this.addSql(`alter table "dossier_company" drop column if exists "risk_level";`);
  }
}
