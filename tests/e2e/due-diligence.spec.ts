import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { DD_MESSAGES as M } from '@app/plugin-due-diligence/shared';
import { settle, shootAndAuditLive as shootAndAudit, signIn, unique } from './helpers.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The machine is shared: screens get more time than the 5 s default to appear. */
const see = expect.configure({ timeout: 20_000 });
const partner = `http://127.0.0.1:${port + 1}`;
const PASSPORT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function post(request: APIRequestContext, url: string, body: unknown, token?: string) {
  const res = await request.post(`/api/v1/${url}`, {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

interface User {
  email: string;
  password: string;
  token: string;
}
async function organisation(request: APIRequestContext) {
  const id = unique();
  const admin = await post(request, 'register', {
    username: `dd${id}`.slice(0, 20),
    email: `dd-admin-${id}@example.com`,
    password: 'journey-pass-1',
  });
  const member = async (name: string, type: string): Promise<User> => {
    const user = {
      username: `${name}${id}`.slice(0, 20),
      email: `dd-${name}-${id}@example.com`,
      password: 'journey-pass-1',
      type,
    };
    await post(request, 'user/account/create', user, admin.token);
    const login = await post(request, 'login', { email: user.email, password: user.password });
    return { email: user.email, password: user.password, token: login.token };
  };
  const maker = await member('am', 'DATA_CONTROLLER');
  const checker = await member('co', 'COMPLIANCE_OFFICER');
  const company = await post(
    request,
    'create-company',
    { company_type: 'corporate', name: `Harbour Shipping ${id} BV`, location_type: 'abroad' },
    maker.token,
  );
  await post(request, 'changes/approve', { id: company.change_id }, checker.token);
  return {
    admin: { email: `dd-admin-${id}@example.com`, password: 'journey-pass-1' },
    maker,
    checker,
    companyId: company.company._id as string,
  };
}

const pick = async (scope: Locator, label: string | RegExp, value: string) =>
  scope.getByLabel(label, { exact: typeof label === 'string' }).selectOption(value);

test('due diligence: staff create and copy the link, a client fills it through the widget on a partner site, review to approval, PDF, expired link', async ({
  page: makerPage,
  browser,
  request,
  context,
}) => {
  let page = makerPage;
  test.setTimeout(480_000); // a long journey on a shared two-core machine
  const { admin, maker, checker, companyId } = await organisation(request);

  // The administrator lets the partner's site embed the widget, on the settings screen: a path is refused with a clear message.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  await see(adminPage.getByRole('button', { name: /account menu/ })).toBeVisible();
  await adminPage.goto(`/${companyId}/due-diligence/`);
  await adminPage.getByRole('link', { name: 'Widget settings' }).click();
  await see(adminPage.getByRole('heading', { name: 'Due Diligence Settings' })).toBeVisible();
  await see(adminPage.getByText('No partner site may embed the form yet.')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Add origin' }).click();
  await adminPage.getByLabel('Allowed origin 1').fill(`${partner}/partner/`);
  await adminPage.getByLabel('Allowed origin 1').blur();
  await see(
    adminPage.getByText(`${partner}/partner/: an origin has no path, query or fragment; use ${partner}`),
  ).toBeVisible();
  await shootAndAudit(adminPage, 'dd-settings-origin-refused');
  await adminPage.getByLabel('Allowed origin 1').fill(partner);
  await adminPage.getByRole('button', { name: 'Save settings' }).click();
  await see(adminPage.getByText(M.settingsSaved)).toBeVisible();
  const saved = await (
    await request.get('/api/v1/due-diligence/settings', { headers: { authorization: `Bearer ${maker.token}` } })
  ).json();
  expect(saved.cors_origins).toEqual([partner]);
  await shootAndAudit(adminPage, 'dd-settings-saved');
  await adminContext.close();

  // Staff: the empty list, the label rule, a new due diligence, the link copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, maker.email, maker.password);
  await see(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  await page.goto(`/${companyId}/due-diligence/`);
  await see(page.getByRole('heading', { name: 'Due Diligence' })).toBeVisible();
  await see(page.getByText(M.noRecords)).toBeVisible();
  await shootAndAudit(page, 'dd-list-empty');
  await page.getByRole('button', { name: 'Add New Due Diligence' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Due Diligence' });
  await add.getByLabel('Label').fill('ab');
  await add.getByRole('button', { name: 'Add' }).click();
  await see(add.getByText(M.labelRule)).toBeVisible();
  await add.getByLabel('Label').fill('Onboarding 2026');
  await add.getByRole('button', { name: 'Add' }).click();
  await see(page.getByRole('heading', { name: 'Due Diligence', exact: true })).toBeVisible();
  await page.goto(`/${companyId}/due-diligence/`);
  const row = page.getByRole('row', { name: /Onboarding 2026/ });
  await see(row.getByText('Created')).toBeVisible();
  await row.getByRole('button', { name: /Copy form link/ }).click();
  await see(page.getByText(M.linkCopied)).toBeVisible();
  const formUrl = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  const formToken = formUrl.searchParams.get('token')!;
  expect(formUrl.pathname).toBe('/fill-due-diligence/');
  // Copying goes through reveal-link (ADR 0063): each copy is audited and makes the copier a custodian of the link.
  await row.getByRole('button', { name: /Copy documents link/ }).click();
  await see(page.getByText(M.linkCopied).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('/fill-due-diligence-docs/');
  const docsUrl = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  await shootAndAudit(page, 'dd-list');

  // A client without an account, on the partner's site (another origin), through the widget.
  const anon = await browser.newContext();
  const client = await anon.newPage();
  // On the product's own form page too, a field is marked once the client leaves it empty, not at submit.
  await client.goto(formUrl.toString());
  const pagePosition = client.getByLabel('Position', { exact: true });
  await see(pagePosition).toBeVisible({ timeout: 20_000 });
  await pagePosition.focus();
  await pagePosition.blur();
  await see(client.getByText(M.fieldRequired)).toHaveCount(1);
  await shootAndAudit(client, 'dd-form-page-marks-as-you-go');
  await client.goto(`${partner}/partner/?token=${formToken}`);
  const form = client.locator('dd-form');
  await see(form.getByRole('heading', { name: /Due Diligence — Harbour Shipping/ })).toBeVisible({ timeout: 20_000 });
  await shootAndAudit(client, 'dd-widget-partner-empty');
  // Fields are marked as the client goes: leaving an empty required field marks that one field, typing clears it.
  const position = form.getByLabel('Position', { exact: true });
  await position.focus();
  await position.blur();
  await see(form.getByText(M.fieldRequired)).toHaveCount(1);
  await see(position).toHaveAttribute('aria-invalid', 'true');
  await position.fill('Managing Director');
  await see(form.getByText(M.fieldRequired)).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit' }).click();
  await see(form.getByText(M.missingFields)).toBeVisible();
  await pick(form.getByRole('group', { name: /Harbour Shipping/ }), 'Relevant', 'NO');
  await form.getByRole('button', { name: 'Add New Director' }).click();
  await form.getByRole('dialog').getByLabel('Full Name').fill('Eva Smit');
  await form.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await see(form.getByText('Successfully added new director')).toBeVisible();
  const eva = form.getByRole('group', { name: 'Eva Smit' });
  await pick(eva, 'Relevant', 'YES');
  const text: [string, string][] = [
    ['Date of Birth', '1980-04-02'],
    ['Place of Birth', 'Rotterdam'],
    ['Residential Address', 'Coolsingel 40, 3011 AD Rotterdam'],
    ['Identity Document Number', 'NL1234567'],
    ['Date of Issue', '2022-01-10'],
    ['Date of Expiry', '2032-01-09'],
    ['Issuing Authority', 'Gemeente Rotterdam'],
    ['Issuing State', 'NETHERLANDS'],
    ['Contact Email Address', 'eva@harbour.example'],
    ['Contact Phone Number', '+31101234567'],
  ];
  for (const [label, value] of text) await eva.getByLabel(label, { exact: true }).fill(value);
  await pick(eva, 'Identity Document', 'id_card');
  await pick(eva, 'Politically Exposed Person', 'NO');
  for (const q of [
    'peps_present',
    'interesting_past',
    'us_applicant',
    'us_applicant_connect',
    'us_applicant_tag_related',
  ])
    await form.locator(`select[name="record.${q}"]`).selectOption('NO');
  for (const q of [
    'internal_aml_policy',
    'compliance_officer_present',
    'has_customer_kyc',
    'customer_pep_conducted',
    'customer_transaction_monitoring',
    'suspicious_activity_reported',
  ])
    await form.locator(`select[name="record.${q}"]`).selectOption('YES');
  await form.getByLabel('Compliance Officer Name').fill('Mara Jansen');
  await form.getByLabel('Compliance Officer Email').fill('mara@harbour.example');
  await form.getByLabel('Compliance Officer Phone').fill('+31109876543');
  await form.locator('[name="record.filler_full_name"]').fill('Jan de Vries');
  await form.getByLabel('Position').fill('Managing Director');
  await form.getByLabel('Date When Signed').fill('2026-11-20');
  // The passport of the director, through <dd-documents>: its upload form is started before saving the
  // questionnaire; the save makes <dd-documents> reload, and the chosen file and comment must survive it.
  const docs = client.locator('dd-documents');
  await docs.getByLabel('Document type').selectOption('certified_true_copy_of_passport');
  await docs.getByLabel('Comment').fill('Certified by a notary');
  await docs
    .getByLabel('File')
    .setInputFiles({ name: 'passport-eva.pdf', mimeType: 'application/pdf', buffer: PASSPORT });
  const documentsReloaded = client.waitForResponse((r) => r.url().includes('/api/v1/due-diligence-doc-info/'));
  await form.getByRole('button', { name: 'Save Progress' }).click();
  await see(form.getByText(M.saved)).toBeVisible();
  await (await documentsReloaded).finished();
  await settle(client);
  await see(docs.getByText('Certified True Copy of Passport for Eva Smit: Not uploaded')).toBeVisible();
  expect(
    await docs.getByLabel('File').evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? null),
    'the chosen file survives the reload',
  ).toBe('passport-eva.pdf');
  await see(docs.getByLabel('Comment')).toHaveValue('Certified by a notary');
  await docs.getByLabel('Due Diligence Section').selectOption({ label: 'Director: Eva Smit' });
  await docs.getByRole('button', { name: 'Upload' }).click();
  await see(docs.getByText(M.uploaded)).toBeVisible();
  await see(docs.getByText('Certified True Copy of Passport for Eva Smit: Pending Review')).toBeVisible();

  // Submit: missing documents first, 'Proceed anyway', then both confirmations.
  await form.getByRole('button', { name: 'Submit' }).click();
  const confirmDialog = form.getByRole('dialog', { name: 'Submit Due Diligence' });
  await see(confirmDialog.getByText('Certificate of Incorporation')).toBeVisible();
  const submit = confirmDialog.getByRole('button', { name: 'Submit' });
  await see(submit).toBeDisabled();
  await confirmDialog.getByRole('button', { name: 'Proceed anyway' }).click();
  await confirmDialog.getByRole('checkbox').first().check();
  await see(submit).toBeDisabled();
  await confirmDialog.getByRole('checkbox').nth(1).check();
  await shootAndAudit(client, 'dd-widget-submit-confirm');
  await submit.click();
  await see(form.getByText(M.submitted)).toBeVisible();
  await see(client.getByText(/your due diligence was submitted/)).toBeVisible();
  await see(form.getByText('This due diligence has been submitted and is being reviewed.')).toBeVisible();
  await shootAndAudit(client, 'dd-widget-submitted');

  // Staff (a compliance officer in another browser): reject the passport with a reason.
  const staffContext = await browser.newContext();
  page = await staffContext.newPage();
  await signIn(page, checker.email, checker.password);
  await see(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  await page.goto(`/${companyId}/due-diligence/`);
  const reviewRow = page.getByRole('row', { name: /Onboarding 2026/ });
  await see(reviewRow.getByText('Form link active')).toBeVisible();
  await expect(
    reviewRow.getByRole('button', { name: /Copy/ }),
    'a reviewer without the create permission gets no link to copy',
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Onboarding 2026' }).click();
  await see(page.getByText('Submitted by Client').first()).toBeVisible();
  await see(page.getByTestId('dd-submitted-from')).toContainText('Submitted through the link');
  await shootAndAudit(page, 'dd-staff-form-submitted');
  await page.getByRole('button', { name: 'Details of passport-eva.pdf' }).click();
  const details = page.getByRole('dialog', { name: 'passport-eva.pdf' });
  await details.getByRole('button', { name: 'Reject' }).click();
  await details.getByRole('button', { name: 'Reject' }).click();
  await see(details.getByText(M.rejectionExplanation)).toBeVisible();
  await details.getByLabel('Rejection explanation').fill('The copy is not certified');
  await details.getByRole('button', { name: 'Reject' }).click();
  await see(page.getByText(M.documentStatusChanged('rejected'))).toBeVisible();

  // The client re-uploads on the product's documents page.
  await client.goto(docsUrl.toString());
  await see(client.getByRole('heading', { name: 'Required Documents' })).toBeVisible({ timeout: 20_000 });
  await see(client.getByText('The copy is not certified').or(client.getByText('Rejected').first())).toBeVisible();
  await shootAndAudit(client, 'dd-docs-page');
  await client.getByRole('button', { name: 'Upload document' }).click();
  const upload = client.getByRole('dialog', { name: 'Upload document' });
  await upload.getByRole('combobox', { name: 'Document type' }).click();
  await client.getByRole('option', { name: 'Certified True Copy of Passport' }).click();
  await upload.getByRole('combobox', { name: 'Due Diligence Section' }).click();
  await client.getByRole('option', { name: 'Director: Eva Smit' }).click();
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'passport-eva-certified.pdf', mimeType: 'application/pdf', buffer: PASSPORT });
  await shootAndAudit(client, 'dd-docs-upload');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await see(client.getByText(M.uploaded)).toBeVisible();
  await see(client.getByRole('cell', { name: 'passport-eva-certified.pdf', exact: true })).toBeVisible();

  // Staff approve the form without the missing documents: only by naming them (ADR 0073), then download the PDF.
  await page.reload();
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve Due Diligence' });
  const without = approve.getByRole('list', { name: 'Documents missing or rejected' });
  await see(without.getByText('Certificate of Incorporation (not uploaded)')).toBeVisible();
  await see(without.getByText('Proof of Address for Eva Smit (not uploaded)')).toBeVisible();
  await expect(
    without.getByText(/Certified True Copy of Passport/),
    'the re-uploaded passport waits for review: not missing',
  ).toHaveCount(0);
  await see(approve.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await approve.getByRole('checkbox', { name: M.approveWithoutLabel }).check();
  await shootAndAudit(page, 'dd-staff-approve-without-documents');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await see(page.getByText('Approved').first()).toBeVisible();
  // The history drawer once the approval notice is gone (under the drawer's overlay it fails contrast).
  await see(page.getByText('Due Diligence approved')).toBeHidden();
  await page.getByRole('button', { name: /^Comments/ }).click();
  const history = page.getByRole('dialog', { name: 'Comments' });
  await see(history.getByText(M.approvedWithout)).toBeVisible();
  await see(
    history.getByRole('list', { name: M.approvedWithout }).getByText('Proof of Address for Eva Smit (not uploaded)'),
  ).toBeVisible();
  await shootAndAudit(page, 'dd-staff-history-approved-without');
  await page.keyboard.press('Escape');
  await see(history).toBeHidden();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('Due Dilligence Form.pdf');
  await shootAndAudit(page, 'dd-staff-form-approved');

  // The approved form is read-only on the client's page; an expired link shows its page.
  await client.goto(formUrl.toString());
  await see(client.getByText('This due diligence is approved and can no longer be changed.')).toBeVisible({
    timeout: 20_000,
  });
  await shootAndAudit(client, 'dd-form-page-approved');
  await fetch(`${partner}/expire-dd-link?token=${formToken}`);
  await client.goto(formUrl.toString());
  await see(client.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await see(client.getByText(M.linkExpired)).toBeVisible();
  await shootAndAudit(client, 'dd-link-expired');
  await client.goto(`${partner}/partner/?token=${formToken}`);
  await see(client.locator('dd-form').getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await anon.close();
  await staffContext.close();
});
