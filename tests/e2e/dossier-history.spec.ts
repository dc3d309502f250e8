import { expect, test } from '@playwright/test';
import { DOSSIER_MESSAGES as M } from '@app/plugin-dossier/shared';
import { readFile } from 'node:fs/promises';
import { apiCall as post, shootAndAuditLive as shootAndAudit, signInAs, team, unique } from './helpers.ts';

test('review history: save a revision, view it read-only, restore proposes the old value, the PDF downloads', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { maker, checker, supervisor } = await team(request, 'dh', {
    maker: 'DATA_CONTROLLER',
    checker: 'COMPLIANCE_OFFICER',
    supervisor: 'DATA_PROCESSOR',
  });
  const name = `Revision Trust ${unique()} NV`;
  // A client with a filled dashboard, approved by a colleague.
  const created = await post(
    request,
    'create-company',
    { company_type: 'corporate', name, location_type: 'local' },
    maker.token,
  );
  await post(request, 'changes/approve', { id: created.change_id }, checker.token);
  const id = created.company._id as string;
  const filled = await post(
    request,
    `update/kyc-review/${id}`,
    {
      id,
      risk_level: 'low',
      previous_review_date: '2026-02-01',
      activity: 'Ship management',
      chamber_of_commerce: 'KVK-77',
    },
    maker.token,
  );
  await post(request, 'changes/approve', { id: filled.change_id }, checker.token);

  // The supervisor saves a revision on the Review History screen.
  await signInAs(page, supervisor);
  await page.goto(`/${id}/document-history`);
  await expect(page.getByRole('tab', { name: 'Review History', selected: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('No document revisions yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add new Document Revision' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new Document Revision' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(M.snapshotLabelRequired)).toBeVisible();
  await dialog.getByLabel('Name').fill('2026 annual review');
  await expect(dialog.getByText(M.snapshotLabelRequired)).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Comment' }).click();
  await page.keyboard.type('Activity and chamber of commerce checked.');
  await shootAndAudit(page, 'dossier-history-add-revision');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document Revision has been saved successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: '2026 annual review', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Activity and chamber of commerce checked.' })).toBeVisible();
  await shootAndAudit(page, 'dossier-history-list');

  // A value changes after the revision (approved).
  const changed = await post(request, `update/kyc-review/${id}`, { id, activity: 'Yacht brokerage' }, maker.token);
  await post(request, 'changes/approve', { id: changed.change_id }, checker.token);

  // The revision opens on the dashboard: the old value, read-only, Save disabled.
  await page.getByRole('link', { name: 'View 2026 annual review' }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/\\?snapshot=`));
  await expect(page.getByText('Snapshot view')).toBeVisible();
  await expect(page.getByLabel('Activity')).toHaveValue('Ship management');
  await expect(page.getByLabel('Activity')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await shootAndAudit(page, 'dossier-history-snapshot-dashboard');
  // The server refuses a save sent from the snapshot view as well.
  const snapshotId = new URL(page.url()).searchParams.get('snapshot')!;
  const refused = await request.post(`/api/v1/update/kyc-review/${id}`, {
    data: { id, activity: 'X', snapshotId },
    headers: { authorization: `Bearer ${maker.token}` },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe(M.viewingSnapshot);
  // Closing the banner returns to today's values.
  await page.getByRole('button', { name: 'Back to the current view' }).click();
  await expect(page.getByLabel('Activity')).toHaveValue('Yacht brokerage');

  // The dossier PDF downloads from the Review History screen.
  await page.goto(`/${id}/document-history`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Dossier report (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dossier-Revision_Trust_.*\.pdf$/);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  // Restore: the old value is proposed for confirmation, then the company's corporate path with ?snapshot=.
  await page.getByRole('button', { name: 'Information about 2026 annual review' }).click();
  const info = page.getByRole('dialog', { name: 'Document Revision Information' });
  await expect(info.getByText('Activity and chamber of commerce checked.')).toBeVisible();
  await shootAndAudit(page, 'dossier-history-information');
  await info.getByRole('button', { name: 'Restore' }).click();
  await page
    .getByRole('dialog', { name: 'Restore Document Revision' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${id}/corporate/\\?snapshot=${snapshotId}`), { timeout: 20_000 });
  const dash = await request.get(`/api/v1/dashboard-data?company_id=${id}`, {
    headers: { authorization: `Bearer ${maker.token}` },
  });
  expect((await dash.json()).companyData.activity).toEqual({ value: 'Yacht brokerage', new_value: 'Ship management' });
  await page.goto(`/${id}/`);
  // The label now carries the pending marker.
  await expect(page.getByLabel(/^Activity/)).toHaveValue('Ship management', { timeout: 20_000 });
  await expect(page.getByText('pending').first()).toBeVisible();
  await shootAndAudit(page, 'dossier-history-restored-pending');
});
