import { expect, test, type Page } from '@playwright/test';
import { apiCall as post, shootAndAuditLive as shootAndAudit, signInAs, team, unique } from './helpers.ts';

async function addShareholder(
  page: Page,
  opener: ReturnType<Page['getByRole']>,
  kind: 'Individual' | 'Corporate',
  percent: string,
  names: string[],
) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Add new Shareholder' });
  await dialog.getByRole('combobox', { name: 'Shareholder type' }).click();
  await page.getByRole('option', { name: kind }).click();
  await dialog.getByLabel('Percentage of shares held').fill(percent);
  if (kind === 'Corporate') await dialog.getByLabel('Company name').fill(names[0]!);
  else {
    await dialog.getByLabel('First name').fill(names[0]!);
    await dialog.getByLabel('Last name').fill(names[1]!);
  }
  await dialog.getByRole('button', { name: 'Add Shareholder' }).click();
  // The previous add's notice may still be up: any one is visible, and the dialog closes only on success.
  await expect(page.getByText('Shareholder added successfully').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('add a shareholder chain, a colleague approves, the tab shows it', async ({ page, browser, request }) => {
  test.setTimeout(360_000);
  const { maker, checker } = await team(request, 'pp', { maker: 'DATA_CONTROLLER', checker: 'COMPLIANCE_OFFICER' });
  const company = await post(
    request,
    'create-company',
    { company_type: 'corporate', name: `Chain Trust ${unique()} NV`, location_type: 'abroad' },
    maker.token,
  );
  await post(request, 'changes/approve', { id: company.change_id }, checker.token);
  const companyId = company.company._id as string;

  await signInAs(page, maker);
  await page.goto(`/${companyId}/shareholders/`);
  await expect(page.getByRole('heading', { name: 'Corporate KYC' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('100% remaining', { exact: true })).toBeVisible();

  // The dialog's seed messages, then a corporate shareholder.
  await page.getByRole('button', { name: 'Add Shareholder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new Shareholder' });
  await dialog.getByLabel('Percentage of shares held').fill('120');
  await dialog.getByRole('button', { name: 'Add Shareholder' }).click();
  await expect(dialog.getByText('Shareholder type is required')).toBeVisible();
  await expect(dialog.getByText('Percentage of shares held must be less than 100')).toBeVisible();
  await shootAndAudit(page, 'dossier-people-add-errors');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await addShareholder(page, page.getByRole('button', { name: 'Add Shareholder' }), 'Corporate', '60', [
    'Parent Holdings Ltd',
  ]);
  await expect(page.getByText('40% remaining', { exact: true })).toBeVisible();
  // A person below the corporate shareholder: the chain.
  await addShareholder(page, page.getByRole('button', { name: 'Add Shareholder' }).nth(1), 'Individual', '100', [
    'Anna',
    'Lopez',
  ]);
  await expect(page.getByRole('heading', { name: 'Anna Lopez' }).first()).toBeVisible();
  await expect(page.getByText('awaiting approval').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parent Holdings Ltd' }).first()).toBeVisible();
  await shootAndAudit(page, 'dossier-people-chain-pending');

  // A colleague approves the two adds (four change requests: two shareholders, their entity and person) in the workflow screens.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInAs(other, checker);
  // ADR 0049: each 'add shareholder' made two requests; the owner's is listed under its shareholder's.
  await other.goto('/workflow');
  await expect(other.getByLabel('Part of the Shareholder request above')).toHaveCount(2, { timeout: 15_000 });
  await shootAndAudit(other, 'dossier-people-workflow-grouped');
  // ADR 0055: approving a shareholder's request approves its owner's with it: two decisions for four requests.
  for (let i = 0; i < 2; i++) {
    await other.goto('/workflow');
    await other
      .getByRole('button', { name: /Open change of/ })
      .first()
      .click();
    const review = other.getByRole('dialog', { name: 'Action Required' });
    await expect(review.getByText('Decided together')).toBeVisible({ timeout: 15_000 });
    if (i === 0) await shootAndAudit(other, 'dossier-people-decided-together');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(other).toHaveURL(/\/workflow$/);
  }
  await context.close();

  // The tab shows the approved chain (the entity and the person approved with their shareholders): no pending marker, the shares reported.
  await page.goto(`/${companyId}/shareholders/`);
  await expect(page.getByRole('heading', { name: 'Parent Holdings Ltd' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Anna Lopez' }).first()).toBeVisible();
  await expect(page.getByText('awaiting approval')).toHaveCount(0);
  await expect(page.getByText('pending', { exact: true })).toHaveCount(0);
  await expect(page.getByText('40% remaining', { exact: true })).toBeVisible();
  await expect(page.getByText('0% remaining', { exact: true })).toBeVisible();
  await shootAndAudit(page, 'dossier-people-chain-approved');

  // Edit a person field locally, Save proposes it (pending marker); a bad TIN shows under the field as it is typed, and Save waits (ADR 0068).
  await page.getByRole('textbox', { name: 'TIN', exact: true }).first().fill('12345');
  await expect(page.getByText('TIN should be exactly 10 digits').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'TIN', exact: true }).first().fill('1234567890');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data saved successfully')).toBeVisible();
  await expect(page.getByText('pending', { exact: true }).first()).toBeVisible();

  // Managing directors tab: add a legal-entity director; the officials block asks for one.
  await page.goto(`/${companyId}/managing-directors/`);
  await page.getByRole('button', { name: 'Add Managing Director' }).first().click();
  const md = page.getByRole('dialog', { name: 'Add new Managing Director' });
  await md.getByRole('combobox', { name: 'Location type' }).click();
  await page.getByRole('option', { name: 'Non-resident' }).click();
  await md.getByRole('combobox', { name: 'Director type' }).click();
  await page.getByRole('option', { name: 'Legal entity' }).click();
  await md.getByLabel('Company name').fill('Director Services NV');
  await md.getByRole('button', { name: 'Add Managing Director' }).click();
  await expect(page.getByText('Managing Director added successfully').first()).toBeVisible();
  await expect(page.getByText(/Missing Official/)).toBeVisible();
  await shootAndAudit(page, 'dossier-people-managing-directors');

  // ?highlight= scrolls to and marks the shareholder.
  const sh = (
    await (
      await request.get(`/api/v1/get-kyc-files-info_2?company_id=${companyId}`, {
        headers: { authorization: `Bearer ${maker.token}` },
      })
    ).json()
  ).shareholders[0]._id as string;
  await page.goto(`/${companyId}/shareholders/?highlight=${sh}`);
  await expect(page.locator(`[id="${sh}"][data-highlighted]`)).toBeVisible({ timeout: 20_000 });
});
