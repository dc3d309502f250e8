import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, addMonths, endOfMonth } from '@app/plugin-dossier/shared';
import { apiCall, shootAndAuditLive as shootAndAudit, signInAs, team, type TeamUser, unique } from './helpers.ts';

const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** An approved corporate client with an approved manual review date (and risk level). */
async function dated(
  request: APIRequestContext,
  maker: TeamUser,
  checker: TeamUser,
  name: string,
  next: string,
  risk: string,
  extra: Record<string, unknown> = {},
) {
  const approve = (id: string | null) => apiCall(request, 'changes/approve', { id }, checker.token);
  const created = await apiCall(
    request,
    'create-company',
    { company_type: 'corporate', name, location_type: 'local' },
    maker.token,
  );
  await approve(created.change_id);
  const id = created.company._id as string;
  const upd = await apiCall(
    request,
    `update/kyc-review/${id}`,
    { id, next_review_date_type: 'manual', next_review_date: next, risk_level: risk, ...extra },
    maker.token,
  );
  await approve(upd.change_id);
  return id;
}

test('Home shows reviews due by bucket and risk level; a count opens the client list filtered to those clients', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { maker, checker } = await team(request, 'pf', { maker: 'DATA_CONTROLLER', checker: 'COMPLIANCE_OFFICER' });
  // The browser's calendar day, as the panel asks for it.
  const today = day(new Date());
  const tag = unique();
  const names = {
    overdueHigh: `Harbour Overdue ${tag} NV`,
    overdueLow: `Coral Overdue ${tag} BV`,
    todayHigh: `Delta Due Today ${tag} NV`,
    nextMedium: `Golden Next Month ${tag} SA`,
    later: `Royal Later ${tag} BV`,
  };
  await dated(request, maker, checker, names.overdueHigh, addDays(today, -10), 'high');
  await dated(request, maker, checker, names.overdueLow, addDays(today, -40), 'low', {
    previous_review_date: addDays(today, -700),
    date_final_compliance_review: addDays(today, -690),
    extension_profit_tax: 'NO',
    current_fiscal_year: 2026,
    last_annual_account_on_file: 2025,
    last_filed_profit_tax_on_file: 2025,
  });
  await dated(request, maker, checker, names.todayHigh, today, 'high');
  await dated(request, maker, checker, names.nextMedium, addDays(endOfMonth(today), 5), 'medium');
  await dated(request, maker, checker, names.later, addDays(addMonths(today, 3), 1), 'high');

  await signInAs(page, checker);
  await page.goto('/home');
  const panel = page
    .getByRole('heading', { name: 'Reviews due' })
    .locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');
  await expect(panel.getByRole('link', { name: '1 corporate clients overdue, high risk' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(panel.getByRole('link', { name: '1 corporate clients overdue, low risk' })).toBeVisible();
  await expect(panel.getByRole('link', { name: '2 corporate clients overdue', exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: '1 corporate clients this month, high risk' })).toBeVisible();
  await expect(panel.getByRole('link', { name: '1 corporate clients next 3 months, medium risk' })).toBeVisible();
  // The most urgent first; past the 3-month horizon is not listed.
  const urgent = panel.getByRole('table', { name: 'Most urgent reviews' });
  await expect(urgent.getByRole('row')).toHaveCount(5);
  await expect(urgent.getByRole('row').nth(1)).toContainText(names.overdueLow);
  await expect(urgent.getByRole('row').nth(1)).toContainText('Complete');
  await expect(urgent.getByRole('row').nth(2)).toContainText(names.overdueHigh);
  await expect(urgent.getByText(names.later)).toHaveCount(0);
  await shootAndAudit(page, 'portfolio-home');

  // Overdue × high: the list with those filters in its address, exactly that client.
  await panel.getByRole('link', { name: '1 corporate clients overdue, high risk' }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?review_end_date=${addDays(today, -1)}&risk_level=high$`));
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Active filters' })).toContainText('Risk level high');
  await expect(page.getByRole('link', { name: names.overdueHigh })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await shootAndAudit(page, 'portfolio-list-overdue-high');

  // The address alone opens the same view (shareable): a fresh load of it.
  const shared = page.url();
  await page.goto('/home');
  await page.goto(shared);
  await expect(page.getByRole('link', { name: names.overdueHigh })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

  // A bucket's total: every risk level of it.
  await page.goto('/home');
  await panel.getByRole('link', { name: '2 corporate clients overdue', exact: true }).click();
  await expect(page.getByRole('link', { name: names.overdueHigh })).toBeVisible();
  await expect(page.getByRole('link', { name: names.overdueLow })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);

  // Clear filters: the whole corporate list.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('link', { name: names.later })).toBeVisible();
});
