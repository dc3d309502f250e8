import { expect, test } from '@playwright/test';
import { SCREENING_MESSAGES as SM } from '@app/plugin-screening/shared';
import { apiCall, shootAndAuditLive, signInAs, team, unique } from './helpers.ts';

/**
 * Issue 9 §2: screening from a person's tile [001:100–104, 309, 434–437]. The missing fields the server
 * reports (`requiredFileds`) are shown; a result saved as PDF lands in the person's world_check slot as a
 * pending new file; 'Google Search' opens a new tab with the person's name.
 */
test('screen a UBO from the dossier: missing fields, results, the PDF pending in world_check; Google search in a new tab', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  const { maker, checker } = await team(request, 'sc', { maker: 'DATA_CONTROLLER', checker: 'COMPLIANCE_OFFICER' });
  const approve = (id: string | null) => (id ? apiCall(request, 'changes/approve', { id }, checker.token) : null);
  const created = await apiCall(
    request,
    'create-company',
    { company_type: 'corporate', name: `Screened Trust ${unique()} NV`, location_type: 'abroad' },
    maker.token,
  );
  await approve(created.change_id);
  const companyId = created.company._id as string;
  const yes = await apiCall(
    request,
    `update/kyc-review/${companyId}`,
    { id: companyId, sanction_screening_available: 'YES' },
    maker.token,
  );
  await approve(yes.change_id);
  // A UBO listed by the UN (seeded by the e2e server), without date of birth and nationality yet.
  const ubo = await apiCall(
    request,
    'ubo/create',
    { company_id: companyId, location_type: 'abroad', firstName: 'Germain', lastName: 'Katanga', percentage_held: 30 },
    maker.token,
  );
  await approve(ubo.change_id);
  const personId = ubo.ubo.person._id as string;

  await signInAs(page, maker);
  await page.goto(`/${companyId}/shareholders/`);
  await expect(page.getByRole('heading', { name: 'Corporate KYC' })).toBeVisible({ timeout: 20_000 });
  const tile = page.getByTestId('tile-world_check').first();
  await expect(tile).toBeVisible({ timeout: 20_000 });

  // Google Search: a new tab with the person's name (the tab's page is answered locally: no internet here).
  await context.route('https://www.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>search</title>' }),
  );
  const popup = context.waitForEvent('page');
  await page
    .getByTestId('tile-google_search')
    .first()
    .getByRole('button', { name: 'Google Search', exact: true })
    .click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toContain('https://www.google.com/search?q=Germain%20Katanga');
  await tab.close();

  // Screening without date of birth and passport country: named as the person form names them, and
  // filled in right here (no dead end); a date typed DD/MM/YYYY, Escape closes only its picker.
  await tile.getByRole('button', { name: 'Sanction Screaning', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Sanction Screaning Request' });
  await expect(confirm).toBeVisible();
  await shootAndAuditLive(page, 'dossier-screening-confirm');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByText(SM.fillFields(['Date of Birth', 'Passport Country']))).toBeVisible({
    timeout: 20_000,
  });
  await expect(confirm.getByText('Nationality', { exact: true })).toHaveCount(0);
  await expect(confirm.getByLabel('First Name')).toHaveValue('Germain');
  const dob = confirm.getByRole('textbox', { name: 'Date of Birth' });
  await dob.click();
  await dob.pressSequentially('28/04/1978');
  await dob.press('Escape');
  await expect(confirm).toBeVisible();
  await expect(dob).toHaveValue('28/04/1978');
  await confirm.getByRole('combobox', { name: 'Nationality (Passport Country)' }).fill('Congo');
  await page.getByRole('option', { name: 'Democratic Republic of the Congo' }).click();
  await shootAndAuditLive(page, 'dossier-screening-missing-fields');
  await confirm.getByRole('button', { name: 'Screen with these details' }).click();
  const results = page.getByRole('dialog', { name: 'Sanction Screening Result' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(results.getByRole('table', { name: 'Screening results' })).toBeVisible();
  await results.getByRole('button', { name: 'Close' }).click();

  // The maker fills them in on the record (pending values are what the screening uses), then screens again.
  await apiCall(
    request,
    `person/update/${personId}`,
    { dateOfBirth: '1978-04-28', passportCountry: 'CD' },
    maker.token,
    'put',
  );
  await page.reload();
  await tile.getByRole('button', { name: 'Sanction Screaning', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Sanction Screaning Request' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(results.getByRole('table', { name: 'Screening results' })).toBeVisible();
  const understand = results.getByRole('checkbox', { name: SM.iUnderstand });
  if (await understand.count()) {
    // Several matches: none can be saved before 'I understand' is ticked.
    await expect(results.getByRole('button', { name: /^Save as PDF: / }).first()).toBeDisabled();
    await understand.check();
  }
  await shootAndAuditLive(page, 'dossier-screening-results');
  await results
    .getByRole('button', { name: /^Save as PDF: .*Katanga/i })
    .first()
    .click();
  // Saved: the PDF is offered for download and where it was filed is said.
  const saved = page.getByRole('dialog', { name: SM.savedPdf });
  await expect(saved).toBeVisible({ timeout: 60_000 });
  await expect(
    saved.getByText(
      /Filed as the Sanction Screening document of Germain Katanga \(client Screened Trust .*\), waiting for a colleague.s approval\./,
    ),
  ).toBeVisible();
  await shootAndAuditLive(page, 'dossier-screening-saved');
  const download = page.waitForEvent('download');
  await saved.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^sanction-screening-Katanga-Germain-\d+\.pdf$/);
  await saved.getByRole('button', { name: 'Ok' }).click();
  await expect(saved).toHaveCount(0);

  // The PDF waits in the world_check slot as a pending new file until a colleague approves.
  await expect(tile.getByText(/^sanction-screening-.*\.pdf$/)).toBeVisible({ timeout: 20_000 });
  await expect(tile.getByLabel(/pending changes/)).toBeVisible();
  await shootAndAuditLive(page, 'dossier-screening-world-check-pending');
  const bundle = await (
    await request.get(`/api/v1/get-kyc-files-info_2?company_id=${companyId}`, {
      headers: { authorization: `Bearer ${maker.token}` },
    })
  ).json();
  const slot = bundle.persons.find((p: { _id: string }) => p._id === personId).files.world_check;
  expect(slot.file).toBeNull();
  expect(slot.new_file.filename).toMatch(/^sanction-screening-Katanga-Germain-\d+\.pdf$/);
});
