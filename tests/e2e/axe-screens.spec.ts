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
  const res = await request.post(`/api/v1/${url}`, {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

interface Org {
  admin: { email: string; password: string; token: string };
  maker: string;
  checker: string;
}

async function organisation(request: APIRequestContext): Promise<Org> {
  const id = unique();
  const admin = { username: `axe${id}`.slice(0, 20), email: `axe-admin-${id}@example.com`, password: 'axe-journey-1' };
  const { token } = await post(request, 'register', admin);
  const member = async (name: string, type: string) => {
    const user = {
      username: `${name}${id}`.slice(0, 20),
      email: `axe-${name}-${id}@example.com`,
      password: 'axe-journey-1',
      type,
    };
    await post(request, 'user/account/create', user, token);
    return (await post(request, 'login', { email: user.email, password: user.password })).token as string;
  };
  return {
    admin: { ...admin, token },
    maker: await member('m', 'DATA_PROCESSOR'),
    checker: await member('c', 'COMPLIANCE_OFFICER'),
  };
}

const CLIENT = 'c00000000000000000a0e001';

test('workflow: every screen, view mode and popup has no serious or critical axe finding', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000); // about 15 s per audited screen on the loaded shared machine
  const org = await organisation(request);
  const propose = (name: string, extra: Record<string, unknown> = {}) =>
    post(
      request,
      'workflow-test/items',
      {
        company_id: CLIENT,
        company_name: 'Caribbean Holdings NV',
        fields: { name, amount: 1000, country: 'CW' },
        ...extra,
      },
      org.maker,
    );
  const waiting = await propose('Waiting Co');
  const approved = await propose('Approved Co');
  await post(request, 'changes/approve', { id: approved.change_id }, org.checker);
  const denied = await propose('Denied Co');
  await post(request, 'changes/deny', { id: denied.change_id, text: 'Not supported by the documents' }, org.checker);
  await post(request, 'delete-object', { id: approved.item._id, type: 'test_item' }, org.admin.token);

  await signIn(page, org.admin.email, org.admin.password);
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();

  const screens: { name: string; url: string; ready: (p: Page) => Promise<void> }[] = [
    {
      name: 'workflow',
      url: '/workflow',
      ready: (p) => expect(p.getByRole('heading', { name: 'Changes waiting for confirmation' })).toBeVisible(),
    },
    {
      name: 'workflow-by-client',
      url: '/workflow?by=client',
      ready: (p) => expect(p.getByRole('table', { name: 'Changes by client' })).toBeVisible(),
    },
    {
      name: 'workflow-client',
      url: `/${CLIENT}/workflow`,
      ready: (p) => expect(p.getByRole('table', { name: 'Changes waiting for confirmation' })).toBeVisible(),
    },
    {
      name: 'workflow-item',
      url: `/workflow/${waiting.change_id}`,
      ready: (p) => expect(p.getByRole('dialog')).toBeVisible(),
    },
    {
      name: 'workflow-client-item',
      url: `/${CLIENT}/workflow/${waiting.change_id}`,
      ready: (p) => expect(p.getByRole('dialog')).toBeVisible(),
    },
    {
      name: 'change-log',
      url: '/change-log',
      ready: (p) => expect(p.getByRole('heading', { name: 'History of changes' })).toBeVisible(),
    },
    {
      name: 'change-log-by-client',
      url: '/change-log?by=client',
      ready: (p) => expect(p.getByRole('table', { name: 'Changes by client' })).toBeVisible(),
    },
    {
      name: 'change-log-client',
      url: `/${CLIENT}/change-log`,
      ready: (p) => expect(p.getByRole('table', { name: 'History of changes' })).toBeVisible(),
    },
    {
      name: 'change-log-item-approved',
      url: `/change-log/${approved.change_id}`,
      ready: (p) => expect(p.getByRole('dialog')).toBeVisible(),
    },
    {
      name: 'change-log-item-denied',
      url: `/${CLIENT}/change-log/${denied.change_id}`,
      ready: (p) => expect(p.getByRole('dialog')).toBeVisible(),
    },
  ];
  for (const s of screens) {
    await page.goto(s.url);
    await s.ready(page);
    await audit(page, s.name);
  }

  // The removal request (review mode of the object) and the deny form with its Plate editor.
  await page.goto('/workflow');
  await page
    .getByRole('button', { name: /Open change of/ })
    .first()
    .click();
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
  const screened = await post(
    request,
    'sanction-screening',
    { firstname: 'Germain', surname: 'Katanga', dob: '1978-04-28T00:00:00.000Z', nationality: 'CD' },
    org.admin.token,
  );
  // A screening listed under a client needs a client of the organisation (another id is a 404).
  const client: string = (
    await post(
      request,
      'create-company',
      { company_type: 'corporate', name: 'Caribbean Holdings NV', location_type: 'local' },
      org.admin.token,
    )
  ).company._id;
  const clean = await post(
    request,
    'sanction-screening',
    {
      firstname: 'Quintessa',
      surname: 'Zwolinska',
      dob: '1990-01-01T00:00:00.000Z',
      nationality: 'NL',
      company_id: client,
    },
    org.admin.token,
  );

  await signIn(page, org.admin.email, org.admin.password);
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  const screens: { name: string; url: string; ready: (p: Page) => Promise<void> }[] = [
    {
      name: 'screening-list',
      url: '/sanction-screening-lookups',
      ready: (p) => expect(p.getByText('Germain Katanga')).toBeVisible({ timeout: 15_000 }),
    },
    {
      name: 'screening-client-list',
      url: `/${client}/sanction-screening-lookups`,
      ready: (p) => expect(p.getByText('Quintessa Zwolinska')).toBeVisible({ timeout: 15_000 }),
    },
    {
      name: 'screening-item-hit',
      url: `/sanction-screening-lookups/${screened.search_id}`,
      ready: (p) => expect(p.getByRole('heading', { name: /Katanga, Germain/ })).toBeVisible(),
    },
    {
      name: 'screening-item-clean',
      url: `/${client}/sanction-screening-lookups/${clean.search_id}`,
      ready: (p) => expect(p.getByRole('heading', { name: /Zwolinska, Quintessa/ })).toBeVisible(),
    },
    {
      name: 'screening-alerts',
      url: '/screening/alerts',
      ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
    },
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

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Issue 30 §5: the upload and document dialogs and the goAML conversion screen in every state a user
 * meets them (nothing chosen yet, a file chosen, a document without and with a file), not only the
 * states the feature journeys pass through.
 */
test('upload dialogs, document information and goAML conversion: no serious or critical axe finding in any state', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const org = await organisation(request);
  const company = await post(
    request,
    'create-company',
    { company_type: 'corporate', name: 'Axe Files Holding NV', location_type: 'abroad' },
    org.maker,
  );
  await post(request, 'changes/approve', { id: company.change_id }, org.checker);
  const companyId: string = company.company._id;
  const dd = await post(
    request,
    'due-diligence/create',
    { company_id: companyId, label: 'Axe review 2026' },
    org.admin.token,
  );
  // An account manager: the document dialog offers them their own comment box, empty (its placeholder showing).
  const am = {
    username: `am${unique()}`.slice(0, 20),
    email: `axe-am-${unique()}@example.com`,
    password: 'axe-journey-1',
    type: 'DATA_CONTROLLER',
  };
  await post(request, 'user/account/create', am, org.admin.token);

  // The client's documents page: the upload dialog as it opens, with a type and with a file.
  await page.goto(`/fill-due-diligence-docs/?token=${dd.dueDiligence.access_link_documents_token}`);
  await page.getByRole('button', { name: 'Upload document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload document' });
  await expect(upload.getByRole('button', { name: 'Upload' })).toBeVisible();
  await audit(page, 'dd-upload-dialog-empty');
  await upload.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: 'Certificate of Incorporation' }).click();
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(upload.getByText('certificate.pdf')).toBeVisible();
  await audit(page, 'dd-upload-dialog-file');

  // The dossier's document information dialog, for a document without a file and for one with a pending file.
  await signIn(page, am.email, am.password);
  await expectSignedIn(page);
  await page.goto(`/${companyId}/corporate/`);
  await expect(page.getByRole('heading', { name: /Corporate Documents/ })).toBeVisible();
  await page.getByRole('button', { name: 'See more about Articles of Incorporation' }).click();
  await expect(page.getByRole('dialog', { name: 'Articles of Incorporation' })).toBeVisible();
  await audit(page, 'dossier-document-info-empty');
  // Only the pending file's dialog offers the account manager's comment box.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const uploaded = await request.post('/api/v1/upload-kyc-file', {
    headers: { authorization: `Bearer ${org.maker}` },
    multipart: {
      company_id: companyId,
      documentType: 'kyc-aoi-5',
      file: { name: 'articles.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  await page.reload();
  await expect(page.getByLabel('Articles of Incorporation: pending changes')).toBeVisible();
  await page.getByRole('button', { name: 'See more about Articles of Incorporation' }).click();
  const info = page.getByRole('dialog', { name: 'Articles of Incorporation' });
  await expect(info.getByText('articles.pdf')).toBeVisible();
  await expect(info.getByText('Write a comment')).toBeVisible();
  await audit(page, 'dossier-document-info-pending');
  await page.keyboard.press('Escape');

  // goAML conversion: the screen as it opens (user info not complete yet), then with a file chosen.
  await page.goto('/fiu/convert');
  await expect(page.getByRole('heading', { name: 'goAML Conversion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await audit(page, 'fiu-convert-empty');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'CSV or XLSX file' }).click(),
  ]);
  await chooser.setFiles({
    name: 'bank-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('date,amount\n2026-11-01,10.00\n'),
  });
  await expect(page.getByRole('button', { name: 'Upload' })).toBeEnabled();
  await audit(page, 'fiu-convert-file');
});
