import { expect, test, type Page } from '@playwright/test';
import { shootAndAudit, shootAndAuditLive, signInAs, team, unique } from './helpers.ts';

const HEADER =
  'company_type;name;location_type;first_name;last_name;account_holder_type;risk_level;previous_review_date;account_numbers';

/** Picks a CSV in the modal's file input (through the browser's file chooser). */
async function choose(page: Page, name: string, csv: string) {
  const dialog = page.getByRole('dialog', { name: 'Import clients' });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: /CSV file/ }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`, 'utf8') });
  await dialog.getByRole('button', { name: 'Check file' }).click();
}

test('import clients from a CSV: see the bad row, fix it, import, a checker approves a client with its accounts', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { maker, checker } = await team(request, 'imp', { maker: 'DATA_CONTROLLER', checker: 'COMPLIANCE_OFFICER' });
  const id = unique();
  const alpha = `Import Alpha ${id} BV`;
  const lines = (alphaName: string) =>
    [
      HEADER,
      `corporate;${alphaName};abroad;;;;high;2025-05-10;"AL-${id}-1; AL-${id}-2"`,
      `account_holder;;;Bea;Import${id};insurance;low;;POL-${id}`,
    ].join('\r\n');

  await signInAs(page, maker);
  await page.goto('/');
  await page.getByRole('button', { name: 'Import clients' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import clients' });
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // A row without its name: the dry run says which row and why, nothing can be imported yet.
  await choose(page, 'clients.csv', lines(''));
  await expect(dialog.getByText('2 rows: 1 ready to import, 1 row with errors')).toBeVisible({ timeout: 20_000 });
  const bad = dialog.locator('tr[data-row="2"]');
  await expect(bad).toContainText('name: Name is required');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: /Import only the 1 valid row/ })).toBeVisible();
  await shootAndAudit(page, 'client-import-errors');

  // The fixed file passes; import runs on the job queue and points to the Work Flow.
  await choose(page, 'clients-fixed.csv', lines(alpha));
  await expect(dialog.getByText('2 rows: 2 ready to import, 0 rows with errors')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.locator('tr[data-row="2"]')).toContainText(`AL-${id}-1, AL-${id}-2`);
  await expect(dialog.locator('tr[data-row="2"]')).toContainText('2026-05-10');
  await shootAndAudit(page, 'client-import-ready');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Import done')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText(/2 clients with their account numbers now wait/)).toBeVisible();
  await shootAndAudit(page, 'client-import-done');
  await dialog.getByRole('link', { name: 'Open the Work Flow' }).click();
  await expect(page).toHaveURL(/\/workflow$/);
  await page.goto('/');
  await expect(page.getByRole('row', { name: new RegExp(alpha) })).toContainText('awaiting approval', {
    timeout: 20_000,
  });

  // A checker sees the requests and approves the client: its account numbers are decided with it.
  const context = await browser.newContext();
  const review = await context.newPage();
  await signInAs(review, checker);
  await review.goto('/workflow');
  const alphaRequests = review.getByRole('button', { name: new RegExp(`Open change of .* for ${alpha}`) });
  await expect(alphaRequests).toHaveCount(3, { timeout: 20_000 });
  // The Work Flow keeps its live-update stream open: no network idle there.
  await shootAndAuditLive(review, 'client-import-workflow');
  await alphaRequests.first().click();
  const action = review.getByRole('dialog', { name: 'Action Required' });
  await expect(action).toBeVisible();
  await action.getByRole('button', { name: 'Approve' }).click();
  await expect(review).toHaveURL(/\/workflow$/);
  await expect(alphaRequests).toHaveCount(0, { timeout: 20_000 });
  await expect(review.getByRole('button', { name: new RegExp(`Open change of .* for Bea Import${id}`) })).toHaveCount(
    2,
  );
  await context.close();

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(alpha) })).not.toContainText('awaiting approval', {
    timeout: 20_000,
  });
});
