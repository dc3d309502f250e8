import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiCall as post, shootAndAuditLive as shootAndAudit, signInAs, team, unique } from './helpers.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

async function attach(page: Page, title: string, name: string, buffer: Buffer, mimeType: string) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: `Attach file to ${title}` })
    .first()
    .click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

test('upload a PDF to a corporate document, a colleague approves, it is downloadable; a PNG renamed .pdf is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { maker, checker } = await team(request, 'df', { maker: 'DATA_CONTROLLER', checker: 'COMPLIANCE_OFFICER' });
  const created = await post(
    request,
    'create-company',
    { company_type: 'corporate', name: `Files Trust ${unique()} NV`, location_type: 'abroad' },
    maker.token,
  );
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
    multipart: {
      company_id: companyId,
      documentType: 'kyc-aoi-5',
      file: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: PNG },
    },
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

  // The compliance officer reviews the change (issue 30 §1): the document's label, the file's name,
  // size and upload date, View in a new tab and Download, the comment as words; then approves.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInAs(other, checker);
  await other.goto('/workflow');
  await other
    .getByRole('button', { name: /Open change of/ })
    .first()
    .click();
  const review = other.getByRole('dialog', { name: 'Action Required' });
  await expect(review.getByRole('heading', { name: 'Articles of Incorporation' })).toBeVisible({ timeout: 20_000 });
  const newCard = review.getByRole('region', { name: 'New file: articles.pdf' });
  await expect(newCard.getByText('articles.pdf')).toBeVisible();
  await expect(newCard.getByText(size(PDF))).toBeVisible();
  await expect(newCard.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4} at \d{2}:\d{2}$/)).toBeVisible();
  await expect(
    review.getByRole('row', { name: /Account Manager comment Checked against the CoC extract/ }),
  ).toBeVisible();
  await expect(review.getByText(/serverName/)).toHaveCount(0);
  await expectPdfTab(other, request, review.getByRole('button', { name: 'View new file articles.pdf in a new tab' }));
  await expectDownload(other, review.getByRole('button', { name: 'Download new file articles.pdf' }), 'articles.pdf');
  await expectInside(review);
  await shootAndAudit(other, 'dossier-files-review-new-file');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(other).toHaveURL(/\/workflow$/);

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

  // A replacement: the checker sees the approved file beside the new one, each to open.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Replace file of Articles of Incorporation' }).first().click();
  await (await chooser).setFiles({ name: LONG_NAME, mimeType: 'application/pdf', buffer: PDF2 });
  await expect(page.getByText('File uploaded; it takes effect once a colleague approves it')).toBeVisible();
  await other.goto('/workflow');
  await other
    .getByRole('button', { name: /Open change of/ })
    .first()
    .click();
  await expect(review.getByText('File replaced')).toBeVisible({ timeout: 20_000 });
  await expect(review.getByRole('region', { name: 'Current file: articles.pdf' })).toBeVisible();
  const replaced = review.getByRole('region', { name: `New file: ${LONG_NAME}` });
  await expect(replaced.getByText(size(PDF2))).toBeVisible();
  await expectPdfTab(
    other,
    request,
    review.getByRole('button', { name: 'View current file articles.pdf in a new tab' }),
  );
  await expectPdfTab(other, request, replaced.getByRole('button', { name: /^View new file/ }));
  await expectDownload(other, replaced.getByRole('button', { name: /^Download new file/ }), LONG_NAME);
  await expectInside(review);
  await shootAndAudit(other, 'dossier-files-review-replaced-file');
  await context.close();
});

test("a screening PDF filed in a person's world_check slot: the checker sees it as Sanction Screening and opens it", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { maker, checker } = await team(request, 'dw', { maker: 'DATA_CONTROLLER', checker: 'COMPLIANCE_OFFICER' });
  const approve = (id: string | null) => (id ? post(request, 'changes/approve', { id }, checker.token) : null);
  const created = await post(
    request,
    'create-company',
    { company_type: 'corporate', name: `Screened Files ${unique()} NV`, location_type: 'abroad' },
    maker.token,
  );
  await approve(created.change_id);
  const companyId = created.company._id as string;
  await approve(
    (
      await post(
        request,
        `update/kyc-review/${companyId}`,
        { id: companyId, sanction_screening_available: 'YES' },
        maker.token,
      )
    ).change_id,
  );
  // A name on no list: the PDF is the clean-result certificate.
  const ubo = await post(
    request,
    'ubo/create',
    {
      company_id: companyId,
      location_type: 'abroad',
      firstName: 'Odalys',
      lastName: 'Quenneville',
      percentage_held: 30,
      dateOfBirth: '1980-02-03',
      passportCountry: 'NL',
    },
    maker.token,
  );
  await approve(ubo.change_id);
  const personId = ubo.ubo.person._id as string;
  const screened = await post(request, 'sanction-screening', { person_id: personId }, maker.token);
  const saved = await post(
    request,
    'save-sanction-as-pdf',
    { person_id: personId, sanctionIndex: 0, search_id: screened.search_id },
    maker.token,
  );
  const listed = await (
    await request.get(`/api/v1/notifications?view=forConfirmation&company_id=${companyId}`, {
      headers: { authorization: `Bearer ${checker.token}` },
    })
  ).json();
  const change = listed.notifications.find((n: { object_id: string }) => n.object_id === saved.file.id);
  expect(change, 'the filed PDF waits for approval').toBeTruthy();

  await signInAs(page, checker);
  await page.goto(`/workflow/${change._id}`);
  const review = page.getByRole('dialog', { name: 'Action Required' });
  await expect(review.getByRole('heading', { name: 'Sanction Screening' })).toBeVisible({ timeout: 20_000 });
  const card = review.getByRole('region', { name: `New file: ${saved.file.file}` });
  await expect(card.getByText(saved.file.file)).toBeVisible();
  // Filed PDFs carry no size or date: the size comes from the stored PDF, the date from the filing proposal.
  await expect(card.getByText(/^\d+(\.\d{2})? (B|KB|MB)$/)).toBeVisible();
  await expect(card.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4} at \d{2}:\d{2}$/)).toBeVisible();
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: /^View new file/ }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toContain('/sanction-screening/pdf?id=');
  const viewed = await request.get(tab.url());
  expect(viewed.status()).toBe(200);
  expect(viewed.headers()['content-type']).toBe('application/pdf');
  await tab.close();
  await expectDownload(page, card.getByRole('button', { name: /^Download new file/ }), saved.file.file);
  await expectInside(review);
  await shootAndAudit(page, 'dossier-files-review-screening-pdf');
});

/** A second PDF under a long name without spaces: it must wrap inside the review popup. */
const LONG_NAME = `articles-of-incorporation-amended-and-restated-${'x'.repeat(90)}.pdf`;
const PDF2 = Buffer.concat([PDF.subarray(0, PDF.length - 6), Buffer.from(`% ${'amended '.repeat(40)}\n%%EOF\n`)]);
/** The size as the review shows it: whole bytes below a kilobyte. */
const size = (b: Buffer) => (b.length < 1024 ? `${b.length} B` : `${(b.length / 1024).toFixed(2)} KB`);

/** The button opens a new tab on the file's view URL (60-second view token), and that URL answers the PDF. */
async function expectPdfTab(page: Page, request: APIRequestContext, button: Locator) {
  const popup = page.waitForEvent('popup');
  await button.click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toContain('/get-kyc-file/?id=');
  const viewed = await request.get(tab.url());
  expect(viewed.status()).toBe(200);
  expect(viewed.headers()['content-type']).toBe('application/pdf');
  expect((await viewed.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();
}

async function expectDownload(page: Page, button: Locator, filename: string) {
  const download = page.waitForEvent('download');
  await button.click();
  expect((await download).suggestedFilename()).toBe(filename);
}

/** Nothing in the review popup is wider than the popup itself (long names wrap). */
async function expectInside(dialog: Locator) {
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
