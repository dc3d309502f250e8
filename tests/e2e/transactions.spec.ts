import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiCall, shootAndAuditLive, signInAs, team, type TeamUser, unique } from './helpers.ts';

/** The audit of the screen as it rests: the pointer off the last button clicked (a hover colour is not the page's). */
async function shootAndAudit(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await shootAndAuditLive(page, name);
}

/** Issue 26 §4: transactions pushed for a client, listed and filtered, opened, an unlinked account linked through maker-checker, the dashboard panel. */

const monthsAgo = (n: number, day: number, hour = 10) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, day, hour)).toISOString();
};

async function approvedClient(request: APIRequestContext, maker: TeamUser, checker: TeamUser, name: string) {
  const created = await apiCall(
    request,
    'create-company',
    { company_type: 'corporate', name, location_type: 'abroad' },
    maker.token,
  );
  await apiCall(request, 'changes/approve', { id: created.change_id }, checker.token);
  return created.company._id as string;
}

/** A colleague approves every pending change of the organisation on the workflow screen. */
async function approveAll(browser: Browser, checker: TeamUser, expected: number): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, checker);
  for (let i = 0; i < expected; i++) {
    await page.goto('/workflow');
    const open = page.getByRole('button', { name: /Open change of/ }).first();
    await expect(open).toBeVisible({ timeout: 15_000 });
    await open.click();
    await page.getByRole('dialog', { name: 'Action Required' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/workflow$/);
  }
  await context.close();
}

test('transactions: list, filters, detail, dashboard panel, and an unlinked account linked by maker-checker', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { maker, checker } = await team(request, 'tx', { maker: 'DATA_CONTROLLER', checker: 'COMPLIANCE_OFFICER' });
  const id = unique();
  const acme = await approvedClient(request, maker, checker, `Acme Harbour ${id} BV`);
  const late = await approvedClient(request, maker, checker, `Late Link ${id} GmbH`);
  const account = await apiCall(
    request,
    'account-number/create',
    { company_id: acme, account_number: 'NL91 ABNA 0417 1643 00' },
    maker.token,
  );
  await apiCall(request, 'changes/approve', { id: account.change_id }, checker.token);

  // A system pushes 36 transactions of the client over three months and 4 on an account no dossier holds.
  const pushed = Array.from({ length: 36 }, (_, i) => {
    const credit = i % 4 === 0;
    return {
      account: 'NL91ABNA0417164300',
      account_name: `Acme Harbour ${id} BV`,
      customer_type: 'entity',
      customer_name: `Acme Harbour ${id} BV`,
      counterparty_type: 'entity',
      counterparty_name: credit ? 'Sunrise Trading FZE' : 'Deutsche Lieferant GmbH',
      counterparty_account: credit ? 'AE070331234567890123456' : 'DE89370400440532013000',
      counterparty_bic: credit ? 'EBILAEAD' : 'COBADEFFXXX',
      counterparty_country: credit ? 'AE' : 'DE',
      direction: credit ? 'credit' : 'debit',
      amount: credit ? '250000.00' : `${1200 + i * 37}.50`,
      currency: 'EUR',
      booked_at: monthsAgo(i % 3, 1 + (i % 27)),
      transmode: credit ? 'SWIFT' : 'SEPA',
      reference: `E2E-${id}-${String(i).padStart(4, '0')}`,
      description: credit ? '/RFB/Advance payment contract 2026-77' : `/INV/2026-${800 + i} Goods delivered`,
    };
  });
  const stray = Array.from({ length: 4 }, (_, i) => ({
    ...pushed[1]!,
    account: 'DE44500105175407324931',
    account_name: 'Unknown GmbH',
    reference: `STRAY-${id}-${i}`,
  }));
  const stored = await apiCall(request, 'transactions', { transactions: [...pushed, ...stray] }, maker.token);
  expect(stored).toEqual({ inserted: 40, duplicates: 0, linked: 36 });

  // The compliance officer lists them across clients, newest first, 30 a page.
  await signInAs(page, checker);
  await page.getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await expect(page.getByText('40 transactions, newest booking first.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transactions' }).getByRole('row')).toHaveCount(31);
  await shootAndAudit(page, 'transactions-list');

  // Incoming from the Emirates over 100,000: the server filters, the address keeps the filters.
  await page.locator('label', { hasText: /^Incoming$/ }).click();
  await page.getByLabel('Amount from').fill('100000');
  await page.getByLabel('Counterparty country').fill('ae');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('9 transactions match the filters, newest booking first.')).toBeVisible();
  await expect(page).toHaveURL(/direction=credit/);
  await shootAndAudit(page, 'transactions-list-filtered');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);

  // The detail: movement, our side, counterparty, and the client it belongs to.
  await page.getByRole('link', { name: `E2E-${id}-0000` }).click();
  await expect(page.getByRole('heading', { name: 'Incoming 250,000.00 EUR' })).toBeVisible();
  await expect(page.getByText('EBILAEAD')).toBeVisible();
  await expect(page.getByRole('link', { name: `Acme Harbour ${id} BV`, exact: true })).toBeVisible();
  await shootAndAudit(page, 'transactions-detail');

  // The client's dashboard shows the monthly turnover panel.
  await page.getByRole('link', { name: `Acme Harbour ${id} BV`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Transactions: monthly turnover' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Last 12 months in EUR: 9 incoming and 27 outgoing transactions/)).toBeVisible();
  await page.getByRole('heading', { name: 'Transactions: monthly turnover' }).scrollIntoViewIfNeeded();
  await shootAndAudit(page, 'transactions-dashboard-panel');
  await page.getByRole('link', { name: 'All transactions of this client' }).click();
  await expect(page.getByRole('heading', { name: `Transactions of Acme Harbour ${id} BV` })).toBeVisible();
  await expect(page.getByText('36 transactions, newest booking first.')).toBeVisible();

  // The account manager links the stray account to its client in one step: a change for a colleague.
  const makerContext = await browser.newContext();
  const makerPage = await makerContext.newPage();
  await signInAs(makerPage, maker);
  await makerPage.goto('/unlinked-accounts');
  await expect(makerPage.getByRole('link', { name: /^DE44500105175407324931/ })).toBeVisible();
  await shootAndAudit(makerPage, 'transactions-unlinked');
  await makerPage.getByRole('button', { name: /Link to a client account DE44500105175407324931/ }).click();
  const dialog = makerPage.getByRole('dialog', { name: /Link account DE44500105175407324931/ });
  await dialog.getByLabel('Client', { exact: true }).fill('Late Link');
  await makerPage.getByRole('option', { name: `Late Link ${id} GmbH` }).click();
  await expect(dialog.getByText(/takes effect once a colleague approves it/)).toBeVisible();
  await shootAndAudit(makerPage, 'transactions-link-dialog');
  await dialog.getByRole('button', { name: 'Propose link' }).click();
  await expect(makerPage.getByText(/proposed; it takes effect once a colleague approves it/)).toBeVisible();
  await expect(makerPage.getByText('Awaiting approval')).toBeVisible();
  await makerContext.close();

  // A colleague approves; the account leaves the list and its transactions belong to the client.
  await approveAll(browser, checker, 1);
  // The approval queues the relink job: the list empties once it has run (seconds).
  await expect(async () => {
    await page.goto('/unlinked-accounts');
    await expect(page.getByText('Every account of the stored transactions belongs to a client.')).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await shootAndAudit(page, 'transactions-unlinked-none');
  await page.goto(`/transactions?company_id=${late}`);
  await expect(page.getByText('4 transactions, newest booking first.')).toBeVisible();
});

test('import: a core-banking CSV through its mapping file, previewed, imported with progress, then its counts', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const fixtures = new URL('../../plugins/transactions/src/readers/fixtures/', import.meta.url).pathname;
  const { maker } = await team(request, 'ti', { maker: 'DATA_CONTROLLER' });
  await signInAs(page, maker);
  await page.goto('/transaction-import');
  await expect(page.getByRole('heading', { name: 'Import transactions', level: 1 })).toBeVisible();
  await shootAndAudit(page, 'transactions-import');

  const bankFile = page.waitForEvent('filechooser');
  await page.getByLabel('Bank file').click();
  await (await bankFile).setFiles(`${fixtures}core-banking-export.csv`);
  await page.getByRole('button', { name: 'Edit the mapping' }).click();
  const mappingFile = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Load JSON file' }).click();
  await (await mappingFile).setFiles(`${fixtures}core-banking-mapping.json`);
  await expect(page.getByText('The mapping is complete.')).toBeVisible();
  await page.getByRole('button', { name: 'Preview the first rows' }).click();
  await expect(page.getByRole('heading', { name: /Preview: the first \d+ rows/ })).toBeVisible();
  await expect(page.getByText('Every previewed row reads as a transaction.')).toBeVisible();
  await shootAndAudit(page, 'transactions-import-preview');

  const mappingName = `Core banking ${unique()}`;
  await page.getByLabel('Save as').fill(mappingName);
  await page.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText(/Mapping “Core banking .*” saved/)).toBeVisible();
  await page.getByRole('button', { name: 'Start the import' }).click();
  await expect(page.getByText('Rows read', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('New transactions stored', { exact: true })).toBeVisible();
  await shootAndAudit(page, 'transactions-import-done');

  // The next export has a channel word the mapping does not know: that row is kept to be corrected.
  const next = readFileSync(`${fixtures}core-banking-export.csv`, 'utf8')
    .replace(/^FT26/gm, 'FX26')
    .replace(/^(FX26[^\n]*?),CASH,/m, '$1,MPESA,');
  await page.getByRole('button', { name: 'Import another file' }).click();
  const nextFile = page.waitForEvent('filechooser');
  await page.getByLabel('Bank file').click();
  await (await nextFile).setFiles({ name: 'core-banking-next.csv', mimeType: 'text/csv', buffer: Buffer.from(next) });
  await expect(page.getByRole('combobox', { name: 'Saved mapping' })).toHaveValue(mappingName);
  await page.getByRole('button', { name: 'Start the import' }).click();
  await expect(page.getByRole('table', { name: 'Import errors' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('cell', { name: 'MPESA', exact: true })).toBeVisible();
  await shootAndAudit(page, 'transactions-import-errors');
  await page.getByRole('button', { name: /^Correct row \d+$/ }).click();
  const correct = page.getByRole('dialog', { name: /Correct row/ });
  await correct.getByLabel('Channel (transmode code)').fill('A');
  await shootAndAudit(page, 'transactions-import-correct-row');
  await correct.getByRole('button', { name: 'Re-import the row' }).click();
  await expect(page.getByText(/Row \d+ stored/)).toBeVisible();
  await expect(page.getByText('No row of this import is waiting for a correction.')).toBeVisible();
});
