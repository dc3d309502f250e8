import { expect, test, type Page } from '@playwright/test';
import { apiCall as post, shootAndAuditLive as shootAndAudit, signInAs, team, unique } from './helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

async function attach(page: Page, title: string, name: string, buffer: Buffer, mimeType: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Attach file to ${title}` }).first().click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

test('upload a PDF to a corporate document, a colleague approves, it is downloadable; a PNG renamed .pdf is refused', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const { maker, checker } = await team(request, 'df', { maker: 'DATA_CONTROLLER', checker: 'COMPLIANCE_OFFICER' });
  const created = await post(request, 'create-company', { company_type: 'corporate', name: `Files Trust ${unique()} NV`, location_type: 'abroad' }, maker.token);
  await post(request, 'changes/approve', { id: created.change_id }, checker.token);
  const companyId = created.company._id as string;

  await signInAs(page, maker);
  await page.goto(`/${companyId}/corporate/`);
  await expect(page.getByRole('heading', { name: 'Corporate KYC' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /Corporate Documents/ })).toBeVisible();
  await shootAndAudit(page, 'dossier-files-corporate-empty');

  // A PNG renamed .pdf is refused by content, with a message; nothing becomes pending.
  await attach(page, 'Articles of Incorporation', 'scan.pdf', PNG, 'application/pdf');
  await expect(page.getByText('scan.pdf is not a PDF file; only .pdf documents are accepted')).toBeVisible();
  await expect(page.getByLabel('Articles of Incorporation: pending changes')).toHaveCount(0);
  // The server refuses it too (the browser check is only a courtesy).
  const refused = await request.post('/api/v1/upload-kyc-file', {
    headers: { authorization: `Bearer ${maker.token}` },
    multipart: { company_id: companyId, documentType: 'kyc-aoi-5', file: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: PNG } },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('scan.pdf is not a PDF file; only .pdf documents are accepted');

  // A real PDF: pending until approved.
  await attach(page, 'Articles of Incorporation', 'articles.pdf', PDF, 'application/pdf');
  await expect(page.getByText('File uploaded; it takes effect once a colleague approves it')).toBeVisible();
  await expect(page.getByLabel('Articles of Incorporation: pending changes')).toBeVisible();
  await expect(page.getByText('articles.pdf')).toBeVisible();
  await shootAndAudit(page, 'dossier-files-corporate-pending');

  // The document information dialog: tile, details, the account manager's comment box.
  await page.getByRole('button', { name: 'See more about Articles of Incorporation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Articles of Incorporation' });
  await expect(dialog.getByText('Account Manager comment')).toBeVisible();
  await dialog.getByRole('textbox').first().click();
  await page.keyboard.type('Checked against the CoC extract');
  await dialog.getByRole('button', { name: 'Save comment' }).click();
  await expect(page.getByText('Saved; the change takes effect once a colleague approves it')).toBeVisible();
  await shootAndAudit(page, 'dossier-files-info-dialog');
  await page.keyboard.press('Escape');

  // The compliance officer approves in the workflow screens.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInAs(other, checker);
  await other.goto('/workflow');
  await other.getByRole('button', { name: /Open change of/ }).first().click();
  const review = other.getByRole('dialog', { name: 'Action Required' });
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(other).toHaveURL(/\/workflow$/);
  await context.close();

  // Approved: no pending marker; the file downloads and opens in a new tab with a view token.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Corporate KYC' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('articles.pdf')).toBeVisible();
  await expect(page.getByLabel('Articles of Incorporation: pending changes')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Articles of Incorporation' }).click();
  expect((await download).suggestedFilename()).toBe('articles.pdf');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'View Articles of Incorporation in a new tab' }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toContain('/get-kyc-file/?id=');
  const viewed = await request.get(tab.url());
  expect(viewed.status()).toBe(200);
  expect(viewed.headers()['content-type']).toBe('application/pdf');
  await tab.close();
  await shootAndAudit(page, 'dossier-files-corporate-approved');
});
