import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DOSSIER_MESSAGES as M } from '@app/plugin-dossier/shared';
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { SHOTS, signIn, unique } from './helpers.ts';

/** Screenshot + axe (no serious/critical); no network-idle wait: the workflow event stream stays open. */
async function shootAndAudit(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), `axe on ${name}`).toEqual([]);
}

interface User { email: string; password: string }

async function post(request: APIRequestContext, url: string, body: unknown, token?: string) {
  const res = await request.post(`/api/v1/${url}`, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

async function organisation(request: APIRequestContext): Promise<{ maker: User; checker: User }> {
  const id = unique();
  const admin = await post(request, 'register', { username: `ds${id}`.slice(0, 20), email: `ds-admin-${id}@example.com`, password: 'journey-pass-1' });
  const member = async (name: string, type: string): Promise<User> => {
    const user = { username: `${name}${id}`.slice(0, 20), email: `ds-${name}-${id}@example.com`, password: 'journey-pass-1', type };
    await post(request, 'user/account/create', user, admin.token);
    return { email: user.email, password: user.password };
  };
  return { maker: await member('am', 'DATA_CONTROLLER'), checker: await member('co', 'COMPLIANCE_OFFICER') };
}

test('create a client, edit its dashboard, a colleague approves in the workflow screens', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const { maker, checker } = await organisation(request);
  const name = `Harbour Trust ${unique()} NV`;

  await signIn(page, maker.email, maker.password);
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  await page.goto('/clients');
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
  await expect(page.getByText('awaiting approval')).toBeVisible();
  const url = page.url();
  await page.getByRole('combobox', { name: 'Risk level' }).click();
  await page.getByRole('option', { name: 'high' }).click();
  await page.getByLabel('Previous review date').fill('2026-04-01');
  await expect(page.getByLabel('Proposed review date')).toHaveValue('2027-04-01');
  await expect(page.getByLabel('Proposed review date')).toBeDisabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(M.saved)).toBeVisible();
  await expect(page.getByText('pending').first()).toBeVisible();
  await shootAndAudit(page, 'dossier-dashboard-pending');

  // The client list shows it with its change badge.
  await page.goto('/clients');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByLabel('1 pending changes')).toBeVisible();
  await shootAndAudit(page, 'dossier-client-list');

  // The compliance officer approves in the workflow screens.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, checker.email, checker.password);
  await expect(other.getByRole('button', { name: /account menu/ })).toBeVisible();
  await other.goto('/workflow');
  await other.getByRole('button', { name: /Open change of/ }).first().click();
  const review = other.getByRole('dialog', { name: 'Action Required' });
  await expect(review.getByRole('cell', { name: '2027-04-01' })).toBeVisible();
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(other).toHaveURL(/\/workflow$/);
  await context.close();

  // The maker sees the approved values, no pending marker, no pending creation.
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Corporate KYC' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Proposed review date')).toHaveValue('2027-04-01');
  await expect(page.getByText('awaiting approval')).toHaveCount(0);
  await expect(page.getByText('pending', { exact: true })).toHaveCount(0);
  await shootAndAudit(page, 'dossier-dashboard-approved');
});
