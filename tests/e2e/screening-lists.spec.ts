import { expect, test } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectSignedIn, shootAndAudit, signIn } from './helpers.ts';

/**
 * The sanctions back office changes what every organisation screens against (list versions, a
 * re-screen of all subjects): a platform-wide journey, run after the others (ADR 0076).
 */
const UN_XML = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/data/sanctions/un/consolidated.xml',
);

test('back office: list versions, an import job and re-screening with a progress bar', async ({ page }) => {
  await signIn(page, 'e2e-super@example.com', 'e2e-super-pass-1');
  await expectSignedIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Sanctions Lists' }).click();
  await expect(page.getByRole('cell', { name: /^un$/i }).first()).toBeVisible();
  await shootAndAudit(page, 'screening-lists-admin');
  await page.getByRole('button', { name: 'Re-screen all subjects' }).click();
  await expect(page.getByRole('progressbar', { name: /Re-screening all subjects/ })).toBeVisible();
  await expect(page.getByText(/Re-screened \d+ subjects?/)).toBeVisible({ timeout: 30_000 });
  await page.mouse.move(0, 400);
  await shootAndAudit(page, 'screening-rescreen-done');
  await page.getByRole('combobox', { name: 'List source' }).click();
  await page.getByRole('option', { name: /UN/ }).first().click();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'List files' }).click(),
  ]);
  await chooser.setFiles(UN_XML);
  await page
    .getByRole('button', { name: /Import/ })
    .last()
    .click();
  await expect(page.getByText(/Unchanged: same files as current version/)).toBeVisible({ timeout: 20_000 });
});
