import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DOSSIER_MESSAGES as M } from '@app/plugin-dossier/shared';
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SHOTS, signIn, unique } from './helpers.ts';

/** Screenshot + axe (no serious/critical); no network-idle wait: the workflow event stream stays open. */
async function shootAndAudit(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), `axe on ${name}`).toEqual([]);
}

interface User { email: string; password: string; token: string }

async function post(request: APIRequestContext, url: string, body: unknown, token?: string) {
  const res = await request.post(`/api/v1/${url}`, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

async function organisation(request: APIRequestContext) {
  const id = unique();
  const admin = await post(request, 'register', { username: `dh${id}`.slice(0, 20), email: `dh-admin-${id}@example.com`, password: 'journey-pass-1' });
  const member = async (name: string, type: string): Promise<User> => {
    const user = { username: `${name}${id}`.slice(0, 20), email: `dh-${name}-${id}@example.com`, password: 'journey-pass-1', type };
    await post(request, 'user/account/create', user, admin.token);
    const login = await post(request, 'login', { email: user.email, password: user.password });
    return { email: user.email, password: user.password, token: login.token };
  };
  return { maker: await member('am', 'DATA_CONTROLLER'), checker: await member('co', 'COMPLIANCE_OFFICER'), supervisor: await member('sv', 'DATA_PROCESSOR') };
}

test('review history: save a revision, view it read-only, restore proposes the old value, the PDF downloads', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { maker, checker, supervisor } = await organisation(request);
  const name = `Revision Trust ${unique()} NV`;
  // A client with a filled dashboard, approved by a colleague.
  const created = await post(request, 'create-company', { company_type: 'corporate', name, location_type: 'local' }, maker.token);
  await post(request, 'changes/approve', { id: created.change_id }, checker.token);
  const id = created.company._id as string;
  const filled = await post(request, `update/kyc-review/${id}`, { id, risk_level: 'low', previous_review_date: '2026-02-01', activity: 'Ship management', chamber_of_commerce: 'KVK-77' }, maker.token);
  await post(request, 'changes/approve', { id: filled.change_id }, checker.token);

  // The supervisor saves a revision on the Review History screen.
  await signIn(page, supervisor.email, supervisor.password);
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible({ timeout: 30_000 });
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
  const refused = await request.post(`/api/v1/update/kyc-review/${id}`, { data: { id, activity: 'X', snapshotId }, headers: { authorization: `Bearer ${maker.token}` } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe(M.viewingSnapshot);
  // Closing the banner returns to today's values.
  await page.getByRole('button', { name: 'Back to the current view' }).click();
  await expect(page.getByLabel('Activity')).toHaveValue('Yacht brokerage');

  // The dossier PDF downloads from the Review History screen.
  await page.goto(`/${id}/document-history`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Dossier report (PDF)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^dossier-Revision_Trust_.*\.pdf$/);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  // Restore: the old value is proposed for confirmation, then the company's corporate path with ?snapshot=.
  await page.getByRole('button', { name: 'Information about 2026 annual review' }).click();
  const info = page.getByRole('dialog', { name: 'Document Revision Information' });
  await expect(info.getByText('Activity and chamber of commerce checked.')).toBeVisible();
  await shootAndAudit(page, 'dossier-history-information');
  await info.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('dialog', { name: 'Restore Document Revision' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/corporate/\\?snapshot=${snapshotId}`), { timeout: 20_000 });
  const dash = await request.get(`/api/v1/dashboard-data?company_id=${id}`, { headers: { authorization: `Bearer ${maker.token}` } });
  expect((await dash.json()).companyData.activity).toEqual({ value: 'Yacht brokerage', new_value: 'Ship management' });
  await page.goto(`/${id}/`);
  // The label now carries the pending marker.
  await expect(page.getByLabel(/^Activity/)).toHaveValue('Ship management', { timeout: 20_000 });
  await expect(page.getByText('pending').first()).toBeVisible();
  await shootAndAudit(page, 'dossier-history-restored-pending');
});
