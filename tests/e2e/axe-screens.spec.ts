import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auditScreen, expectSignedIn, signIn, signOut, unique } from './helpers.ts';

/** The machine is shared: generous waits for screens to appear (the audits themselves do not wait). */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 7: zero serious or critical axe findings on EVERY screen of the screening and workflow
 * plugins (every route, each popup and view mode), not only those the journeys pass through.
 * No network-idle wait: the workflow's live event stream stays open.
 */
const audit = (page: Page, name: string) => auditScreen(page, `axe-${name}`);

async function post(request: APIRequestContext, url: string, body: unknown, token?: string) {
  const res = await request.post(`/api/v1/${url}`, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

interface Org { admin: { email: string; password: string; token: string }; maker: string; checker: string }

async function organisation(request: APIRequestContext): Promise<Org> {
  const id = unique();
  const admin = { username: `axe${id}`.slice(0, 20), email: `axe-admin-${id}@example.com`, password: 'axe-journey-1' };
  const { token } = await post(request, 'register', admin);
  const member = async (name: string, type: string) => {
    const user = { username: `${name}${id}`.slice(0, 20), email: `axe-${name}-${id}@example.com`, password: 'axe-journey-1', type };
    await post(request, 'user/account/create', user, token);
    return (await post(request, 'login', { email: user.email, password: user.password })).token as string;
  };
  return { admin: { ...admin, token }, maker: await member('m', 'DATA_PROCESSOR'), checker: await member('c', 'COMPLIANCE_OFFICER') };
}

const CLIENT = 'c00000000000000000a0e001';

test('workflow: every screen, view mode and popup has no serious or critical axe finding', async ({ page, request }) => {
  test.setTimeout(600_000); // about 15 s per audited screen on the loaded shared machine
  const org = await organisation(request);
  const propose = (name: string, extra: Record<string, unknown> = {}) =>
    post(request, 'workflow-test/items', { company_id: CLIENT, company_name: 'Caribbean Holdings NV', fields: { name, amount: 1000, country: 'CW' }, ...extra }, org.maker);
  const waiting = await propose('Waiting Co');
  const approved = await propose('Approved Co');
  await post(request, 'changes/approve', { id: approved.change_id }, org.checker);
  const denied = await propose('Denied Co');
  await post(request, 'changes/deny', { id: denied.change_id, text: 'Not supported by the documents' }, org.checker);
  await post(request, 'delete-object', { id: approved.item._id, type: 'test_item' }, org.admin.token);

  await signIn(page, org.admin.email, org.admin.password);
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();

  const screens: { name: string; url: string; ready: (p: Page) => Promise<void> }[] = [
    { name: 'workflow', url: '/workflow', ready: (p) => expect(p.getByRole('heading', { name: 'Changes waiting for confirmation' })).toBeVisible() },
    { name: 'workflow-by-client', url: '/workflow?by=client', ready: (p) => expect(p.getByRole('table', { name: 'Changes by client' })).toBeVisible() },
    { name: 'workflow-client', url: `/${CLIENT}/workflow`, ready: (p) => expect(p.getByRole('table', { name: 'Changes waiting for confirmation' })).toBeVisible() },
    { name: 'workflow-item', url: `/workflow/${waiting.change_id}`, ready: (p) => expect(p.getByRole('dialog')).toBeVisible() },
    { name: 'workflow-client-item', url: `/${CLIENT}/workflow/${waiting.change_id}`, ready: (p) => expect(p.getByRole('dialog')).toBeVisible() },
    { name: 'change-log', url: '/change-log', ready: (p) => expect(p.getByRole('heading', { name: 'History of changes' })).toBeVisible() },
    { name: 'change-log-by-client', url: '/change-log?by=client', ready: (p) => expect(p.getByRole('table', { name: 'Changes by client' })).toBeVisible() },
    { name: 'change-log-client', url: `/${CLIENT}/change-log`, ready: (p) => expect(p.getByRole('table', { name: 'History of changes' })).toBeVisible() },
    { name: 'change-log-item-approved', url: `/change-log/${approved.change_id}`, ready: (p) => expect(p.getByRole('dialog')).toBeVisible() },
    { name: 'change-log-item-denied', url: `/${CLIENT}/change-log/${denied.change_id}`, ready: (p) => expect(p.getByRole('dialog')).toBeVisible() },
  ];
  for (const s of screens) {
    await page.goto(s.url);
    await s.ready(page);
    await audit(page, s.name);
  }

  // The removal request (review mode of the object) and the deny form with its Plate editor.
  await page.goto('/workflow');
  await page.getByRole('button', { name: /Open change of/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, 'workflow-removal-item');
  await page.goto(`/workflow/${waiting.change_id}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByLabel(/Reason for denying/)).toBeVisible();
  await audit(page, 'workflow-deny-form');

  // Audit Trail and Export popups.
  await page.goto('/change-log');
  await page.getByRole('button', { name: 'Audit Trail' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, 'workflow-audit-trail-popup');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, 'workflow-export-popup');
});

test('screening: every screen and popup has no serious or critical axe finding', async ({ page, request }) => {
  test.setTimeout(600_000); // about 15 s per audited screen on the loaded shared machine
  const org = await organisation(request);
  const screened = await post(request, 'sanction-screening', { firstname: 'Germain', surname: 'Katanga', dob: '1978-04-28T00:00:00.000Z', nationality: 'CD' }, org.admin.token);
  // A screening listed under a client needs a client of the organisation (another id is a 404).
  const client: string = (await post(request, 'create-company', { company_type: 'corporate', name: 'Caribbean Holdings NV', location_type: 'local' }, org.admin.token)).company._id;
  const clean = await post(request, 'sanction-screening', { firstname: 'Quintessa', surname: 'Zwolinska', dob: '1990-01-01T00:00:00.000Z', nationality: 'NL', company_id: client }, org.admin.token);

  await signIn(page, org.admin.email, org.admin.password);
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  const screens: { name: string; url: string; ready: (p: Page) => Promise<void> }[] = [
    { name: 'screening-list', url: '/sanction-screening-lookups', ready: (p) => expect(p.getByText('Germain Katanga')).toBeVisible({ timeout: 15_000 }) },
    { name: 'screening-client-list', url: `/${client}/sanction-screening-lookups`, ready: (p) => expect(p.getByText('Quintessa Zwolinska')).toBeVisible({ timeout: 15_000 }) },
    { name: 'screening-item-hit', url: `/sanction-screening-lookups/${screened.search_id}`, ready: (p) => expect(p.getByRole('heading', { name: /Katanga, Germain/ })).toBeVisible() },
    { name: 'screening-item-clean', url: `/${client}/sanction-screening-lookups/${clean.search_id}`, ready: (p) => expect(p.getByRole('heading', { name: /Zwolinska, Quintessa/ })).toBeVisible() },
    { name: 'screening-alerts', url: '/screening/alerts', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  ];
  for (const s of screens) {
    await page.goto(s.url);
    await s.ready(page);
    await audit(page, s.name);
  }
  await page.goto('/sanction-screening-lookups');
  await page.getByRole('button', { name: 'New Sanction Screening' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, 'screening-request-modal');
  await page.keyboard.press('Escape');

  // The back office screen of the plugin (super user).
  await signOut(page);
  await signIn(page, 'e2e-super@example.com', 'e2e-super-pass-1');
  await expectSignedIn(page);
  await page.goto('/admin/screening-lists');
  await expect(page.getByRole('cell', { name: /^un$/i }).first()).toBeVisible();
  await audit(page, 'screening-lists-admin');
});
