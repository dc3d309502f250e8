import { expect as baseExpect, test, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CODES, EXPORT_HEADER, exportLine, validUserChanges } from '@app/plugin-fiu/testing';
import { expectSignedIn, shootAndAudit, signIn, unique } from './helpers.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// Conversions run on the job queue of a shared, busy machine: allow for it.
const expect = baseExpect.configure({ timeout: 30_000 });
const api = async (url: string, method: string, body: unknown, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
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
  const me = await fetch(`http://127.0.0.1:${port}/api/v1/get-user`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
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
  writeFileSync(file, `\uFEFF${[EXPORT_HEADER, exportLine(1, schema), exportLine(2, schema, { amount: '-75.00' }), exportLine(3, schema)].join('\r\n')}\r\n`);

  await signIn(page, user.email, user.password);
  await expectSignedIn(page);
  await page.goto('/fiu/user-info');
  await expect(page.getByRole('textbox', { name: /^Organization Id/ })).toHaveValue('104', { timeout: 30_000 });
  await expect(page.getByText('Please verify your email address')).toBeVisible();
  await shootAndAudit(page, 'fiu-user-info');

  await page.goto('/fiu/convert');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'CSV or XLSX file' }).click()]);
  await chooser.setFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('table', { name: 'First rows of the file' })).toBeVisible();
  await choose(page, 'Report type', CODES[schema].reportCode);
  await page.getByRole('combobox', { name: /^Report indicators/ }).click();
  await page.getByRole('option', { name: '-', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: /^Local currency/ }).fill('KES');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('2 of 3 rows converted; 1 rows with errors are in Saved info')).toBeVisible({ timeout: 30_000 });
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
  const [download] = await Promise.all([page.waitForEvent('download'), corrected.getByRole('button', { name: /^Report of/ }).click()]);
  const saved = path.join(dir, download.suggestedFilename());
  await download.saveAs(saved);
  const xml = readFileSync(saved, 'utf8');
  expect(xml).toContain('<amount_local>75.00</amount_local>');
  expect(xml).toContain('<report_code>CTR</report_code>');
  await page.goto('/fiu/saved-info');
  await expect(page.getByText('Nothing here yet')).toBeVisible();
});
