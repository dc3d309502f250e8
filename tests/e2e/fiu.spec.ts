import { expect as baseExpect, test, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CODES, EXPORT_HEADER, exportLine, kshExport, validUserChanges } from '@app/plugin-fiu/testing';
import { expectSignedIn, shootAndAudit, signIn, unique } from './helpers.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// Conversions run on the job queue of a shared, busy machine: allow for it.
const expect = baseExpect.configure({ timeout: 30_000 });
const api = async (url: string, method: string, body: unknown, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json;
};

/** A new organisation's user with complete user info and credits given by the super user. */
async function fundedUser() {
  const u = unique();
  const user = { username: `fiu${u}`.slice(0, 20), email: `fiu-${u}@example.com`, password: 'fiu-pass-12345' };
  const { token } = await api('/api/v1/register', 'POST', user);
  await api('/api/v1/save-user-changes', 'PUT', validUserChanges({ email: user.email }), token);
  const me = await fetch(`http://127.0.0.1:${port}/api/v1/get-user`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((r) => r.json());
  const sup = await api('/api/v1/login', 'POST', { email: 'e2e-super@example.com', password: 'e2e-super-pass-1' });
  await api('/api/bo/v1/give-credit', 'POST', { user_id: me.user._id, amount: 100, comment: 'e2e' }, sup.token);
  return user;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a user converts an export, fixes a bad row in Saved info and downloads the report', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await fundedUser();
  const schema = 'unodc-5.0.1' as const;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fiu-e2e-'));
  const file = path.join(dir, 'bank-export.csv');
  writeFileSync(
    file,
    `\uFEFF${[EXPORT_HEADER, exportLine(1, schema), exportLine(2, schema, { amount: '-75.00' }), exportLine(3, schema)].join('\r\n')}\r\n`,
  );

  await signIn(page, user.email, user.password);
  await expectSignedIn(page);
  await page.goto('/fiu/user-info');
  await expect(page.getByRole('textbox', { name: /^Organization Id/ })).toHaveValue('104', { timeout: 30_000 });
  await expect(page.getByText('Please verify your email address')).toBeVisible();
  await shootAndAudit(page, 'fiu-user-info');

  await page.goto('/fiu/convert');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'CSV or XLSX file' }).click(),
  ]);
  await chooser.setFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('table', { name: 'First rows of the file' })).toBeVisible();
  await choose(page, 'Report type', CODES[schema].reportCode);
  await page.getByRole('combobox', { name: /^Report indicators/ }).click();
  await page.getByRole('option', { name: '-', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: /^Local currency/ }).fill('KES');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('2 of 3 rows converted; 1 rows with errors are in Saved info')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('cell', { name: /Negative amount/ })).toBeVisible();
  await shootAndAudit(page, 'fiu-convert-result');

  await page.goto('/fiu/saved-info');
  await expect(page.getByRole('heading', { name: 'Errors:' })).toBeVisible();
  await shootAndAudit(page, 'fiu-saved-info');
  await page.getByRole('button', { name: /edit Amount \(local currency\), row 3$/ }).click();
  await page.getByRole('textbox', { name: 'Amount (local currency), row 3' }).fill('75.00');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Errors:' })).toHaveCount(0);
  await page.getByRole('button', { name: /Convert corrected rows of bank-export\.csv/ }).click();
  await expect(page.getByText(/Conversion started/)).toBeVisible();

  await page.goto('/fiu/file-list');
  const corrected = page.getByRole('row', { name: /bank-export \(corrected rows\)\.csv/ });
  await expect(corrected.getByText('done')).toBeVisible({ timeout: 30_000 });
  await shootAndAudit(page, 'fiu-file-list');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    corrected.getByRole('button', { name: /^Report of/ }).click(),
  ]);
  const saved = path.join(dir, download.suggestedFilename());
  await download.saveAs(saved);
  const xml = readFileSync(saved, 'utf8');
  expect(xml).toContain('<amount_local>75.00</amount_local>');
  expect(xml).toContain('<report_code>CTR</report_code>');
  await page.goto('/fiu/saved-info');
  await expect(page.getByText('Nothing here yet')).toBeVisible();
});

/** Saves the download a click starts; its text. */
async function downloadText(
  page: Page,
  dir: string,
  click: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), text: readFileSync(file, 'utf8') };
}

test('2,000 bad rows: Saved info opens on its first page, filters by error kind, KSH -> KES in selected and in all matching rows, full error list', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = await fundedUser();
  const schema = 'unodc-5.0.1' as const;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fiu-e2e-'));
  const file = path.join(dir, 'bank-export-ksh.csv');
  writeFileSync(file, kshExport(2000, schema));

  await signIn(page, user.email, user.password);
  await expectSignedIn(page);
  await page.goto('/fiu/convert');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'CSV or XLSX file' }).click(),
  ]);
  await chooser.setFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('table', { name: 'First rows of the file' })).toBeVisible();
  await choose(page, 'Report type', CODES[schema].reportCode);
  await page.getByRole('combobox', { name: /^Report indicators/ }).click();
  await page.getByRole('option', { name: '-', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: /^Local currency/ }).fill('KES');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('No row converted; 2000 rows with errors are in Saved info')).toBeVisible({
    timeout: 60_000,
  });

  // the conversion's own error list: all 2,200 errors (it stopped at 200), 50 a page, by kind, as CSV
  await expect(page.getByText('Errors 1–50 of 2,200')).toBeVisible();
  await page.getByRole('button', { name: '44', exact: true }).click();
  await expect(page.getByText('Errors 2,151–2,200 of 2,200')).toBeVisible();
  await expect(page.getByRole('cell', { name: '2001', exact: true })).toBeVisible();
  await shootAndAudit(page, 'fiu-convert-2200-errors');
  await choose(page, 'Error kind', 'Invalid amount (200)');
  await expect(page.getByText('Errors 1–50 of 200 (Invalid amount)')).toBeVisible();
  const amountErrors = await downloadText(page, dir, () =>
    page.getByRole('button', { name: 'Download all errors (CSV)' }).click(),
  );
  baseExpect(amountErrors.name).toBe('bank-export-ksh-errors.csv');
  baseExpect(amountErrors.text.trim().split('\r\n')).toHaveLength(1 + 200);
  // choosing the chosen kind again clears the filter (the clear button is for pointers only)
  await choose(page, 'Error kind', 'Invalid amount (200)');
  await expect(page.getByText('Errors 1–50 of 2,200')).toBeVisible();
  const conversionErrors = await downloadText(page, dir, () =>
    page.getByRole('button', { name: 'Download all errors (CSV)' }).click(),
  );
  const errorLines = conversionErrors.text.trim().split('\r\n');
  baseExpect(errorLines).toHaveLength(1 + 2200);
  baseExpect(errorLines.at(-1)).toContain('"2001","Currency","from_currency_code"');

  // the first page is on screen within a few seconds (it was a 35 s frozen tab with every row rendered);
  // wall clocks on the shared machine run several times slow (ADR 0050), hence 10 s; the page holds 50 rows whatever the load
  const opened = Date.now();
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/get-saved-info')),
    page.goto('/fiu/saved-info'),
  ]);
  await baseExpect(page.getByText('Rows 1–50 of 2,000')).toBeVisible({ timeout: 10_000 });
  test.info().annotations.push({
    type: 'saved-info first page',
    description: `${Date.now() - opened} ms (page call ${Math.round(answer.request().timing().responseEnd)} ms)`,
  });
  baseExpect(((await answer.json()) as { data: unknown[] }).data).toHaveLength(50);
  await expect(page.getByRole('checkbox', { name: /^Select row/ })).toHaveCount(50);
  await shootAndAudit(page, 'fiu-saved-info-2000-rows');

  // every error, not the 200 of the conversion result nor the 1,000 rows of the old screen
  const all = await downloadText(page, dir, () =>
    page.getByRole('button', { name: 'Download error list (CSV)' }).click(),
  );
  baseExpect(all.name).toMatch(/^saved-info-errors-.*\.csv$/);
  baseExpect(all.text.trim().split('\r\n')).toHaveLength(1 + 2000 + 200);

  await choose(page, 'Error kind', 'Invalid amount (200)');
  await expect(page.getByText('Rows 1–50 of 200')).toBeVisible();
  await choose(page, 'Error kind', 'Unknown currency code (2,000)');
  await expect(page.getByText('Rows 1–50 of 2,000')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select row 3 of bank-export-ksh.csv' }).check();
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await expect(page.getByText('Rows 1–50 of 2,000 · 50 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Fix a column…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fix a column' });
  await expect(dialog.getByRole('combobox', { name: /^Column/ })).toHaveValue('From account currency');
  await dialog.getByRole('textbox', { name: /^Replace the value/ }).fill('KSH');
  await dialog.getByRole('textbox', { name: /^With/ }).fill('KES');
  await expect(dialog.getByRole('radio', { name: 'The 50 rows selected' })).toBeChecked();
  await shootAndAudit(page, 'fiu-saved-info-bulk-fix');
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByText('Value replaced in 50 rows; 5 still have errors')).toBeVisible();
  await expect(page.getByText('Rows 1–50 of 1,950')).toBeVisible();

  await page.getByRole('button', { name: 'Fix a column…' }).click();
  await dialog.getByRole('textbox', { name: /^Replace the value/ }).fill('KSH');
  await dialog.getByRole('textbox', { name: /^With/ }).fill('KES');
  await dialog.getByRole('radio', { name: /^All 1,950 rows matching the filter \(Unknown currency code\)/ }).check();
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByText('Value replaced in 1950 rows; 195 still have errors')).toBeVisible();
  await expect(page.getByText('No saved row matches the filter')).toBeVisible();

  await page.getByRole('combobox', { name: /^Error kind/ }).click();
  await expect(page.getByRole('option', { name: 'Invalid amount (200)' })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Unknown currency code/ })).toHaveText('Unknown currency code (0)');
  await page.getByRole('option', { name: 'Invalid amount (200)' }).click();
  await expect(page.getByText('Rows 1–50 of 200')).toBeVisible();
  const left = await downloadText(page, dir, () =>
    page.getByRole('button', { name: 'Download error list (CSV)' }).click(),
  );
  const lines = left.text.trim().split('\r\n').slice(1);
  baseExpect(lines).toHaveLength(200);
  baseExpect(lines.every((l) => l.includes('"Invalid amount"'))).toBe(true);
  await shootAndAudit(page, 'fiu-saved-info-after-bulk-fix');
});
