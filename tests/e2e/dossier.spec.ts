import { expect, test } from '@playwright/test';
import { DOSSIER_MESSAGES as M } from '@app/plugin-dossier/shared';
import { shootAndAuditLive as shootAndAudit, signInAs, team, unique } from './helpers.ts';

test('create a client, edit its dashboard, a colleague approves in the workflow screens', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { maker, checker } = await team(request, 'ds', { maker: 'DATA_CONTROLLER', checker: 'COMPLIANCE_OFFICER' });
  const name = `Harbour Trust ${unique()} NV`;

  // Staff land on the client list at '/' (issue 9 §1); Home lives at '/home'.
  await signInAs(page, maker);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expect(page.getByText('No clients found')).toBeVisible();
  await shootAndAudit(page, 'dossier-client-list-empty');

  // Add New Client: the seed messages, then a real creation.
  await page.getByRole('button', { name: 'Add New Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog.getByText(M.nameRequired)).toBeVisible();
  await expect(dialog.getByText(M.companyTypeRequired)).toBeVisible();
  await shootAndAudit(page, 'dossier-add-client-errors');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Company Type' }).click();
  await page.getByRole('option', { name: 'Offshore' }).click();
  await dialog.getByRole('button', { name: 'Add Client' }).click();

  // The dashboard of the new client: awaiting approval; edit the review block.
  await expect(page.getByRole('heading', { name: 'Corporate KYC' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('awaiting approval', { exact: true })).toBeVisible();
  const url = page.url();
  await page.getByRole('combobox', { name: 'Risk level' }).click();
  await page.getByRole('option', { name: 'high' }).click();
  await page.getByLabel('Previous review date').fill('2026-04-01');
  await expect(page.getByLabel('Proposed review date')).toHaveValue('01/04/2027');
  await expect(page.getByLabel('Proposed review date')).toBeDisabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(M.saved)).toBeVisible();
  await expect(page.getByText('pending').first()).toBeVisible();
  await shootAndAudit(page, 'dossier-dashboard-pending');

  // The client list shows it with its change badge.
  // The former address '/clients' is an alias of '/'.
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByLabel('1 pending changes')).toBeVisible();
  await shootAndAudit(page, 'dossier-client-list');

  // The compliance officer approves in the workflow screens.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInAs(other, checker);
  await other.goto('/workflow');
  // The new client's first change names it, and speaks the forms' words (ADR 0067).
  await expect(other.getByRole('cell', { name, exact: true })).toBeVisible();
  await other
    .getByRole('button', { name: /Open change of/ })
    .first()
    .click();
  const review = other.getByRole('dialog', { name: 'Action Required' });
  await expect(review.getByRole('cell', { name: '2027-04-01' })).toBeVisible();
  await expect(review.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(review.getByRole('row', { name: 'Company Type Offshore' })).toBeVisible();
  await expect(review.getByRole('row', { name: 'Risk level High' })).toBeVisible();
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(other).toHaveURL(/\/workflow$/);
  await context.close();

  // The maker sees the approved values, no pending marker, no pending creation.
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Corporate KYC' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Proposed review date')).toHaveValue('01/04/2027');
  await expect(page.getByText('awaiting approval')).toHaveCount(0);
  await expect(page.getByText('pending', { exact: true })).toHaveCount(0);
  await shootAndAudit(page, 'dossier-dashboard-approved');
});
