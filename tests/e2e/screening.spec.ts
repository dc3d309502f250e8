import { expect, test, type Page } from '@playwright/test';
import { SCREENING_MESSAGES as M } from '@app/plugin-screening/shared';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shootAndAudit, signIn, unique } from './helpers.ts';

const UN_XML = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data/sanctions/un/consolidated.xml');

async function signedInOfficer(page: Page) {
  const id = unique();
  const user = { username: `scr${id}`.slice(0, 20), email: `screening-${id}@example.com`, password: 'screening-pass-1' };
  expect((await page.request.post('/api/v1/register', { data: user })).ok()).toBe(true);
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}` })).toBeVisible();
}

async function request(page: Page, v: { firstname: string; surname: string; dob: string; country: string }) {
  await page.getByRole('button', { name: 'New Sanction Screening' }).click();
  const dialog = page.getByRole('dialog', { name: M.createTitle });
  await dialog.getByLabel('First Name').fill(v.firstname);
  await dialog.getByLabel('Surname').fill(v.surname);
  const dob = dialog.getByRole('textbox', { name: 'Date of Birth' });
  await dob.fill(v.dob);
  await dob.press('Enter');
  await dialog.getByRole('combobox', { name: 'Nationality' }).fill(v.country);
  await page.getByRole('option', { name: v.country, exact: true }).click();
  await dialog.getByRole('button', { name: M.makeRequest }).click();
}

test('screen a listed person: validation, loader, result popup, PDF, history and item page', async ({ page }) => {
  await signedInOfficer(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Sanction History' }).click();
  await expect(page.getByRole('button', { name: 'New Sanction Screening' })).toBeVisible();
  await shootAndAudit(page, 'screening-list-empty');

  await page.getByRole('button', { name: 'New Sanction Screening' }).click();
  const dialog = page.getByRole('dialog', { name: M.createTitle });
  await dialog.getByLabel('First Name').fill('Ge');
  await dialog.getByRole('button', { name: M.makeRequest }).click();
  for (const text of [M.firstNameLength, M.surnameLength, M.dobRequired, M.nationalityRequired]) await expect(dialog.getByText(text)).toBeVisible();
  await shootAndAudit(page, 'screening-request-modal');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await request(page, { firstname: 'Germain', surname: 'Katanga', dob: '28/04/1978', country: 'Democratic Republic of the Congo' });
  const result = page.getByRole('dialog', { name: 'Sanction Screening Result' });
  await expect(result.getByText('GERMAIN', { exact: false }).first()).toBeVisible();
  await expect(result.getByText('un:CDi.006').first()).toBeVisible();
  await shootAndAudit(page, 'screening-result');
  await result.getByRole('button', { name: M.saveAsPdf }).click();
  const saved = page.getByRole('dialog', { name: M.savedPdf });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Ok' }).click();
  await result.getByRole('button', { name: 'Close' }).first().click();

  const row = page.getByRole('row', { name: /Katanga/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('28/04/1978');
  await row.click();
  await expect(page.getByRole('heading', { name: /Katanga, Germain/ })).toBeVisible();
  await expect(page.getByText('un:CDi.006').first()).toBeVisible();
  await shootAndAudit(page, 'screening-item');
});

test('zero results show the seed texts', async ({ page }) => {
  await signedInOfficer(page);
  await page.goto('/sanction-screening-lookups');
  await request(page, { firstname: 'Margriet', surname: 'Vandersloot', dob: '02/06/1991', country: 'Netherlands' });
  await expect(page.getByText(M.noResults)).toBeVisible();
  await expect(page.getByText(M.searchDepends)).toBeVisible();
});

test('back office: list versions and an import job', async ({ page }) => {
  await signIn(page, 'e2e-super@example.com', 'e2e-super-pass-1');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Sanctions Lists' }).click();
  await expect(page.getByRole('cell', { name: /^un$/i }).first()).toBeVisible();
  await shootAndAudit(page, 'screening-lists-admin');
  await page.getByRole('combobox', { name: 'List source' }).click();
  await page.getByRole('option', { name: /UN/ }).first().click();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'List files' }).click()]);
  await chooser.setFiles(UN_XML);
  await page.getByRole('button', { name: /Import/ }).last().click();
  await expect(page.getByText(/Unchanged: same files as current version/)).toBeVisible({ timeout: 20_000 });
});
