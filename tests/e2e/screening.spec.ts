import { expect, test, type Page } from '@playwright/test';
import { SCREENING_MESSAGES as M } from '@app/plugin-screening/shared';
import { apiCall, expectSignedIn, shootAndAudit, signIn, signInAs, team, unique } from './helpers.ts';

async function signedInOfficer(page: Page) {
  const id = unique();
  const user = {
    username: `scr${id}`.slice(0, 20),
    email: `screening-${id}@example.com`,
    password: 'screening-pass-1',
  };
  expect((await page.request.post('/api/v1/register', { data: user })).ok()).toBe(true);
  await signIn(page, user.email, user.password);
  await expectSignedIn(page);
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

test('screen a listed person: validation, loader, one hit on two lists, decision beside the hit, PDF, case list and item page', async ({
  page,
}) => {
  test.setTimeout(180_000); // three PDFs rendered by Chromium on a shared machine
  await signedInOfficer(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Sanction History' }).click();
  await expect(page.getByRole('button', { name: 'New Sanction Screening' })).toBeVisible();
  await shootAndAudit(page, 'screening-list-empty');

  await page.getByRole('button', { name: 'New Sanction Screening' }).click();
  const dialog = page.getByRole('dialog', { name: M.createTitle });
  await expect(dialog.getByText(M.shortNameHint)).toBeVisible();
  await dialog.getByLabel('First Name').fill('Ge');
  await dialog.getByRole('button', { name: M.makeRequest }).click();
  for (const text of [M.firstNameLength, M.surnameLength, M.dobRequired, M.nationalityRequired])
    await expect(dialog.getByText(text)).toBeVisible();
  await shootAndAudit(page, 'screening-request-modal');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'New Sanction Screening' })).toBeFocused();

  await request(page, {
    firstname: 'Germain',
    surname: 'Katanga',
    dob: '28/04/1978',
    country: 'Democratic Republic of the Congo',
  });
  const result = page.getByRole('dialog', { name: 'Sanction Screening Result' });
  await expect(result.getByText('GERMAIN', { exact: false }).first()).toBeVisible();
  await expect(result.getByText('un:CDi.006').first()).toBeVisible();
  // one person on the UN and UK lists: one hit naming both lists; 100% as every provided field agrees
  await expect(result.getByText('The same person on other lists')).toBeVisible();
  await expect(result.getByText(/Score 100% · UN \+ UK/)).toBeVisible();
  await expect(result.getByRole('table', { name: 'Agreement per field' })).toBeVisible();
  await expect(result.getByText(/→/)).toHaveCount(0);
  await shootAndAudit(page, 'screening-result');
  // the decision box sits beside the hit
  await result.getByLabel(/Reviewer comment/).fill('Same person: name, date of birth and nationality agree.');
  await result.getByRole('button', { name: 'True match' }).click();
  await expect(result.getByText('Current decision: True match')).toBeVisible();
  await result.getByRole('button', { name: M.saveAsPdf }).click();
  const saved = page.getByRole('dialog', { name: M.savedPdf });
  await expect(saved).toBeVisible({ timeout: 45_000 });
  // the saved PDF is offered as a download
  const download = page.waitForEvent('download');
  await saved.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^sanction-screening-Katanga-Germain-\d+\.pdf$/);
  await saved.getByRole('button', { name: 'Ok' }).click();
  await result.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: 'New Sanction Screening' })).toBeFocused();

  const row = page.getByRole('row', { name: /Katanga/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('28/04/1978');
  await expect(row).toContainText('True match');
  await shootAndAudit(page, 'screening-case-list');
  await row.click();
  await expect(page.getByRole('heading', { name: /Katanga, Germain/ })).toBeVisible();
  await expect(page.getByText('un:CDi.006').first()).toBeVisible();
  await expect(page.getByText(/review status: True match/)).toBeVisible();
  await shootAndAudit(page, 'screening-item');
  // evidence from the item page of a past screening
  await page.getByRole('button', { name: M.saveAsPdf }).click();
  await expect(page.getByRole('dialog', { name: M.savedPdf })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('dialog', { name: M.savedPdf }).getByRole('button', { name: 'Ok' }).click();

  // screening the same person again: the decision is carried over and confirmed in one step
  await page.getByRole('link', { name: 'Sanction History' }).first().click();
  await request(page, {
    firstname: 'Germain',
    surname: 'Katanga',
    dob: '28/04/1978',
    country: 'Democratic Republic of the Congo',
  });
  const again = page.getByRole('dialog', { name: 'Sanction Screening Result' });
  await expect(again.getByText('Decision from an earlier screening: True match')).toBeVisible();
  await shootAndAudit(page, 'screening-result-carried-over');
  await again.getByRole('button', { name: 'Confirm this decision for this screening' }).click();
  await expect(again.getByText('Current decision: True match')).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).first().click();

  // filters: status and name search
  await page.getByRole('textbox', { name: 'Search by name' }).fill('nobody-like-this');
  await expect(page.getByText('No sanction screenings match.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by name' }).fill('katanga');
  await expect(page.getByRole('row', { name: /Katanga/ })).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Search by name' }).fill('');
  await page.getByRole('combobox', { name: 'Review status' }).click();
  await page.getByRole('option', { name: 'Open' }).click();
  await expect(page.getByText('No sanction screenings match.')).toBeVisible();
  await shootAndAudit(page, 'screening-case-list-filtered');
  // a status picked while the name search still waits for its debounce: both filters stay
  await page.getByRole('textbox', { name: 'Search by name' }).fill('katanga');
  await page.getByRole('combobox', { name: 'Review status' }).click();
  await page.getByRole('option', { name: 'True match' }).click();
  await expect(page).toHaveURL(/[?&]q=katanga/);
  await expect(page).toHaveURL(/[?&]status=true_match/);
  await expect(page.getByRole('row', { name: /Katanga/ })).toHaveCount(2);
});

test('a clean result is evidence: list wording and Save as PDF; Home shows open cases', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInOfficer(page);
  await page.goto('/sanction-screening-lookups');
  await request(page, { firstname: 'Margriet', surname: 'Vandersloot', dob: '02/06/1991', country: 'Netherlands' });
  const result = page.getByRole('dialog', { name: 'Sanction Screening Result' });
  const wording = result.getByText(/^Screened against .*: no match at or above the reporting threshold\.$/);
  await expect(wording).toContainText('UN Security Council Consolidated List (version');
  await expect(wording).toContainText('UK Sanctions List (version');
  await expect(result.getByText(M.noResults)).toHaveCount(0);
  await shootAndAudit(page, 'screening-clean-result');
  await result.getByRole('button', { name: M.saveAsPdf }).click();
  await expect(page.getByRole('dialog', { name: M.savedPdf })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('dialog', { name: M.savedPdf }).getByRole('button', { name: 'Ok' }).click();
  await result.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('row', { name: /Vandersloot/ })).toContainText('No match');

  await request(page, {
    firstname: 'Germain',
    surname: 'Katanga',
    dob: '28/04/1978',
    country: 'Democratic Republic of the Congo',
  });
  await page
    .getByRole('dialog', { name: 'Sanction Screening Result' })
    .getByRole('button', { name: 'Close' })
    .first()
    .click();
  // The work panels live on Home ('/home'); staff land on the client list at '/' (issue 9 §1).
  await page.getByRole('navigation').getByRole('link', { name: 'Home', exact: true }).click();
  const open = page.getByRole('region', { name: 'Your open screening cases' });
  await expect(open.getByRole('link', { name: 'Germain Katanga' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Alerts on your screenings' })).toBeVisible();
  await shootAndAudit(page, 'home-open-cases');
  // keyboard: the skip link comes first and lands in the main content
  await page.reload();
  await expect(open.getByRole('link', { name: 'Germain Katanga' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  // the sidebar toggle is a menu toggle; the user menu passes axe when open
  await expect(page.getByRole('button', { name: 'Main menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await shootAndAudit(page, 'user-menu-open');
});

test('a screen the user may not see shows a message, not a redirect', async ({ page }) => {
  await signedInOfficer(page);
  await page.goto('/admin/screening-lists');
  await expect(page).toHaveURL(/\/admin\/screening-lists$/);
  await expect(page.getByText('You do not have access to this screen')).toBeVisible();
  await shootAndAudit(page, 'screen-forbidden');
});

test('Sanction History by client and assignee; several matches wait for I understand; a typed DD/MM/YYYY date and Escape', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { officer, colleague, maker } = await team(request, 'sh', {
    officer: 'COMPLIANCE_OFFICER',
    colleague: 'COMPLIANCE_OFFICER',
    maker: 'DATA_CONTROLLER',
  });
  const client = async (name: string) => {
    const created = await apiCall(
      request,
      'create-company',
      { company_type: 'corporate', name, location_type: 'abroad' },
      maker.token,
    );
    await apiCall(request, 'changes/approve', { id: created.change_id }, officer.token);
    return created.company._id as string;
  };
  const alphaName = `Alpha Screened ${unique()} NV`;
  const alpha = await client(alphaName);
  const beta = await client(`Beta Screened ${unique()} BV`);
  await apiCall(
    request,
    'sanction-screening',
    { firstname: 'Margriet', surname: 'Vandersloot', dob: '1991-06-02', nationality: 'NL', company_id: alpha },
    officer.token,
  );
  await apiCall(
    request,
    'sanction-screening',
    { firstname: 'Pieter', surname: 'Oosterhuis', dob: '1985-03-03', nationality: 'NL', company_id: beta },
    colleague.token,
  );

  await signInAs(page, officer);
  await page.goto('/sanction-screening-lookups');
  const table = page.getByRole('table', { name: 'Sanction screening cases' });
  await expect(table.getByRole('columnheader', { name: 'Client' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Assignee' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Vandersloot/ })).toContainText(alphaName);
  await expect(page.getByText(/POST |\/api\/v1/)).toHaveCount(0);
  // by client: only that client's screening
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: alphaName }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]client=${alpha}`));
  await expect(page.getByRole('row', { name: /Vandersloot/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Oosterhuis/ })).toHaveCount(0);
  await shootAndAudit(page, 'screening-history-by-client');
  // by assignee (the colleague screened Oosterhuis), client cleared
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: alphaName }).click();
  await page.getByRole('combobox', { name: 'Assignee' }).click();
  await page.getByRole('option', { name: /^col/ }).click();
  await expect(page.getByRole('row', { name: /Oosterhuis/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Vandersloot/ })).toHaveCount(0);

  // a date typed DD/MM/YYYY is kept; Escape closes the picker and the dialog stays open
  await page.getByRole('button', { name: 'New Sanction Screening' }).click();
  const dialog = page.getByRole('dialog', { name: M.createTitle });
  await dialog.getByLabel('First Name').fill('Ali');
  await dialog.getByLabel('Surname').fill('Hassan');
  const dob = dialog.getByRole('textbox', { name: 'Date of Birth' });
  await dob.click();
  await dob.pressSequentially('01/01/1970');
  await shootAndAudit(page, 'screening-date-typed');
  await dob.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dob).toHaveValue('01/01/1970');
  await dialog.getByRole('combobox', { name: 'Nationality' }).fill('Syria');
  await page.getByRole('option', { name: /Syria/ }).first().click();
  await dialog.getByRole('button', { name: M.makeRequest }).click();

  // several matches: none can be chosen before 'I understand' is ticked
  const result = page.getByRole('dialog', { name: 'Sanction Screening Result' });
  const matches = result.getByRole('navigation', { name: 'Matches' }).getByRole('button');
  await expect(matches.first()).toBeVisible({ timeout: 45_000 });
  expect(await matches.count()).toBeGreaterThan(1);
  await expect(matches.first()).toBeDisabled();
  await expect(result.getByRole('button', { name: M.saveAsPdf })).toHaveCount(0);
  await shootAndAudit(page, 'screening-several-locked');
  await result.getByRole('checkbox', { name: M.iUnderstand }).check();
  await matches.nth(1).click();
  await expect(result.getByRole('button', { name: M.saveAsPdf })).toBeVisible();
  await shootAndAudit(page, 'screening-several-chosen');
});
