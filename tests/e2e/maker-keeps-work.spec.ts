import { expect, test, type Page } from '@playwright/test';
import { apiCall, shootAndAuditLive as shootAndAudit, signInAs, team, unique } from './helpers.ts';

const UNSAVED = 'You have unsaved changes. Are you sure you want to leave?';

/** The next in-app way out asks the seed's question; the maker stays. */
async function stayOnLeave(page: Page, leave: () => Promise<void>, url: string): Promise<void> {
  const asked = page.waitForEvent('dialog').then(async (d) => {
    expect(d.type()).toBe('confirm');
    expect(d.message()).toBe(UNSAVED);
    await d.dismiss();
  });
  await leave();
  await asked;
  await expect(page).toHaveURL(url);
  await expect(page.getByLabel('Activity')).toHaveValue('Shipping agency');
}

test('the maker keeps work: a fresh dashboard is not red, completeness is honest, a number is added with its value, every way out asks', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { maker, checker } = await team(request, 'mk', { maker: 'DATA_CONTROLLER', checker: 'COMPLIANCE_OFFICER' });
  const name = `Keeps Work ${unique()} BV`;
  const created = await apiCall(
    request,
    'create-company',
    { company_type: 'corporate', name, location_type: 'local' },
    maker.token,
  );
  const companyId = created.company._id as string;
  await apiCall(request, 'changes/approve', { id: created.change_id }, checker.token);

  // Into the dashboard from the client list, so the way back is an in-app one.
  await signInAs(page, maker);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: 'Corporate KYC' })).toBeVisible({ timeout: 20_000 });
  const url = new URL(page.url()).href;

  // A freshly opened dashboard: required fields marked, none red; the notice says what is missing.
  await expect(page.getByText('Dashboard incomplete')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Risk level' })).toBeVisible();
  await expect(page.locator('main [aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByText('This field is required')).toHaveCount(0);
  // Completeness: a new client's shareholders and directors are not 100%.
  const shareholders = page.getByTestId('donut-shareholders');
  await expect(shareholders.getByRole('img')).toHaveAttribute(
    'aria-label',
    /^Shareholders: 0\.00% complete, 0 of 0 done, 1 missing in the structure$/,
  );
  await expect(shareholders.getByText(`${name} needs at least one shareholder`)).toBeVisible();
  await expect(page.getByTestId('donut-managing_directors').getByRole('img')).toHaveAttribute(
    'aria-label',
    /^Managing Directors: 0\.00% complete/,
  );
  await shootAndAudit(page, 'maker-keeps-work-fresh-dashboard');

  // 'Add Account Number': typed first, created with its value — exactly one change, carrying the number.
  await page.getByRole('button', { name: 'Add Account Number' }).click();
  await page.getByRole('textbox', { name: 'Account Number 1' }).fill('CW55 0001 2345');
  await shootAndAudit(page, 'maker-keeps-work-account-number-typed');
  await page.getByRole('button', { name: 'Save Account Number 1' }).click();
  await expect(page.getByText('Account Number added successfully')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Account Number 1' })).toHaveValue('CW55 0001 2345');
  await expect(page.getByRole('textbox', { name: 'Account Number 2' })).toHaveCount(0);
  const res = await request.get(`/api/v1/notifications?view=forConfirmation&company_id=${companyId}`, {
    headers: { authorization: `Bearer ${checker.token}` },
  });
  const pending = await res.json();
  expect(pending.count).toBe(1);
  expect(pending.notifications[0].objectType).toBe('account_number');
  expect(JSON.parse(pending.notifications[0].fields).account_number.new).toBe('CW55 0001 2345');

  // Through the Corporate tab and back, so the browser's back button has an in-app page to go to.
  await page.getByRole('tab', { name: 'Corporate' }).click();
  await expect(page).toHaveURL(/\/corporate\/$/);
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(url);

  // Typed but not saved: not red, and every way out asks first.
  await page.getByLabel('Activity').fill('Shipping agency');
  await expect(page.getByLabel('Activity')).not.toHaveAttribute('aria-invalid', 'true');
  await shootAndAudit(page, 'maker-keeps-work-typed-not-saved');
  await stayOnLeave(
    page,
    () => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click(),
    url,
  );
  await stayOnLeave(
    page,
    async () => {
      await page.getByRole('button', { name: /account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
    },
    url,
  );
  await stayOnLeave(page, () => page.evaluate(() => window.history.back()), url);
  await stayOnLeave(page, () => page.getByRole('tab', { name: 'Corporate' }).click(), url);

  // Confirming leaves: back to the page before.
  page.once('dialog', (d) => void d.accept());
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(/\/corporate\/$/);
});
