import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { WORKFLOW_MESSAGES as M } from '@app/plugin-workflow/shared';
import {
  apiCall as api,
  shootAndAuditLive as shootAndAudit,
  signInAs,
  team,
  unique,
  type TeamUser,
} from './helpers.ts';

type User = TeamUser;

const propose = (request: APIRequestContext, user: User, fields: Record<string, unknown>) =>
  api(
    request,
    'workflow-test/items',
    { company_id: 'c0000000000000000000e2e1', company_name: 'Caribbean Holdings NV', fields },
    user.token,
  );

const badge = (page: Page) => page.getByTestId('workflow-count');

test('A proposes, B sees the count rise without reload and approves; A denies with a short reason; export downloads a file', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { a, b, c } = await team(request, 'wf', { a: 'DATA_PROCESSOR', b: 'COMPLIANCE_OFFICER', c: 'DATA_PROCESSOR' });

  // B watches the workflow list.
  await signInAs(page, b);
  await page.goto('/workflow');
  await expect(page.getByRole('heading', { name: 'Changes waiting for confirmation' })).toBeVisible();
  await expect(page.getByText(M.noItems)).toBeVisible();
  await shootAndAudit(page, 'workflow-empty');

  // A saves a change (through the API until the dossier screens exist): B's count and list update live.
  await propose(request, a, { name: 'Caribbean Holdings NV', amount: 250000, country: 'CW' });
  await expect(badge(page)).toHaveText('1');
  await expect(page.getByRole('cell', { name: 'Caribbean Holdings NV', exact: true })).toBeVisible();
  await shootAndAudit(page, 'workflow-list');

  // B opens 'Action Required' and approves.
  await page.getByRole('button', { name: /Open change of/ }).click();
  await expect(page).toHaveURL(/\/workflow\/[0-9a-f]{24}$/);
  const dialog = page.getByRole('dialog', { name: 'Action Required' });
  await expect(dialog.getByRole('columnheader', { name: 'Current Version' })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'New Version' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '250000' })).toBeVisible();
  await shootAndAudit(page, 'workflow-action-required');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(M.approved)).toBeVisible();
  await expect(page).toHaveURL(/\/workflow$/);
  await expect(badge(page)).toHaveText('0');

  // The change log shows it as handled, in 'History View'.
  await page.goto('/change-log');
  await expect(page.getByRole('heading', { name: 'History of changes' })).toBeVisible();
  await page
    .getByRole('button', { name: /Open change of/ })
    .first()
    .click();
  const history = page.getByRole('dialog', { name: 'History View' });
  await expect(history.getByRole('columnheader', { name: 'Previous Version' })).toBeVisible();
  await expect(history.getByText('Approved', { exact: true })).toBeVisible();
  await shootAndAudit(page, 'change-log-history-view');
  await history.getByRole('button', { name: 'Close' }).click();
  // A closing dialog's overlay fades out: the next dialog is audited once it is gone, or axe reads
  // the text of the new one against both overlays (a colour-contrast finding under CI load).
  await expect(history).toBeHidden();

  // Export downloads a file.
  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export' });
  await shootAndAudit(page, 'workflow-export-popup');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString()).toContain('change.approved');
  await exportDialog.getByRole('button', { name: 'Close' }).click();
  await expect(exportDialog).toBeHidden();
  await page.getByRole('button', { name: 'Audit Trail' }).click();
  // Each 'show details for' group names its objects in words (ADR 0067).
  const trail = page.getByRole('dialog', { name: 'Audit Trail' });
  await expect(trail.getByRole('checkbox', { name: 'Managing Director' })).toBeVisible();
  await expect(trail.getByText('Dashboard, ')).toBeVisible();
  await shootAndAudit(page, 'workflow-audit-trail-popup');

  // A (a supervisor, who may also reject) denies a pending change: a too-short reason first.
  const context = await browser.newContext();
  const pageA = await context.newPage();
  await signInAs(pageA, a);
  const proposed = await propose(request, a, { name: 'Renamed Holdings' });
  expect(proposed.change_id).toBeTruthy();
  // C adds a value to A's pending change: the popup names both, keeps who proposed what, and offers
  // A no Approve button (four-eyes whoever proposed what, ADR 0062).
  await api(request, 'workflow-test/items/update', { id: proposed.item._id, fields: { amount: 1200 } }, c.token);
  await pageA.goto(`/workflow/${proposed.change_id}`);
  const deny = pageA.getByRole('dialog', { name: 'Action Required' });
  const proposals = deny.getByRole('table', { name: 'Who proposed what' });
  await expect(proposals.getByRole('row')).toHaveCount(3);
  await expect(deny.getByText(M.selfApproval)).toBeVisible();
  await expect(deny.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await shootAndAudit(pageA, 'workflow-two-proposers');
  await deny.getByRole('button', { name: 'Deny' }).click();
  await deny.getByLabel('Reason for denying').fill('too short');
  await deny.getByRole('button', { name: 'Deny' }).click();
  await expect(deny.getByText(M.denyReasonShort)).toBeVisible();
  await deny.getByRole('textbox', { name: 'Comment' }).fill('The registry extract shows another name.');
  await shootAndAudit(pageA, 'workflow-deny-form');
  await deny.getByLabel('Reason for denying').fill('Name does not match the registry extract');
  await deny.getByRole('button', { name: 'Deny' }).click();
  await expect(pageA.getByText(M.denied)).toBeVisible();
  await context.close();
});

test("a new client, its UBO and person: the popup speaks the forms' words and names the client (ADR 0067)", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { maker, checker } = await team(request, 'wl', { maker: 'DATA_CONTROLLER', checker: 'COMPLIANCE_OFFICER' });
  const name = `Blue Lagoon ${unique()} NV`;
  const created = await api(
    request,
    'create-company',
    { company_type: 'corporate', name, location_type: 'local' },
    maker.token,
  );
  const ubo = await api(
    request,
    'ubo/create',
    { company_id: created.company._id, firstName: 'Anna', lastName: 'Lopez', location_type: 'local' },
    maker.token,
  );

  await signInAs(page, checker);
  await page.goto(`/${created.company._id}/workflow`);
  const rows = page.getByRole('row');
  // The first change of a new client names it (it said '-' while the name was only proposed).
  await expect(rows.filter({ hasText: 'Dashboard' }).getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(
    rows.filter({ hasText: 'Person' }).filter({ hasText: 'Last Name' }).filter({ hasText: 'Origin' }),
  ).toBeVisible();
  await shootAndAudit(page, 'workflow-labels-list');

  await rows
    .filter({ hasText: 'Person' })
    .getByRole('button', { name: /Open change of/ })
    .click();
  const person = page.getByRole('dialog', { name: 'Action Required' });
  await expect(person.getByText(name)).toBeVisible();
  for (const [field, value] of [
    ['Last Name', 'Lopez'],
    ['Origin', 'Resident'],
    ['Role', 'UBO'],
  ]) {
    await expect(person.getByRole('row', { name: `${field} ${value}` })).toBeVisible();
  }
  await expect(person.getByText('location_type')).toHaveCount(0);
  await shootAndAudit(page, 'workflow-labels-person');
  await person.getByRole('button', { name: 'Close' }).click();
  await expect(person).toBeHidden();

  await page.goto(`/${created.company._id}/workflow/${created.change_id}`);
  const client = page.getByRole('dialog', { name: 'Action Required' });
  await expect(client.getByText('Dashboard', { exact: true })).toBeVisible();
  await expect(client.getByRole('row', { name: 'Company Type Onshore' })).toBeVisible();
  await expect(client.getByRole('row', { name: 'Client kind Corporate' })).toBeVisible();
  expect(ubo.change_id).toBeTruthy();
  await shootAndAudit(page, 'workflow-labels-new-client');
});
