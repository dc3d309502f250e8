import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { TASK_MESSAGES as M } from '@app/plugin-tasks/shared';
import { mailsTo, shootAndAuditLive as shootAndAudit, signIn, unique } from './helpers.ts';

/** The loaded CI machine (2 cores, many suites) needs more than the default 5 s for a first screen. */
const expect = baseExpect.configure({ timeout: 15_000 });

interface User {
  email: string;
  password: string;
  username: string;
  token: string;
}

async function post(request: APIRequestContext, url: string, body: unknown, token?: string) {
  const res = await request.post(`/api/v1/${url}`, {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** An organisation with a compliance officer and an account manager, a client and a shareholder's passport file. */
async function setup(request: APIRequestContext) {
  const id = unique();
  const admin = await post(request, 'register', {
    username: `tk${id}`.slice(0, 20),
    email: `tk-admin-${id}@example.com`,
    password: 'journey-pass-1',
  });
  const member = async (name: string, type: string): Promise<User> => {
    const user = {
      username: `${name}${id}`.slice(0, 20),
      email: `tk-${name}-${id}@example.com`,
      password: 'journey-pass-1',
      type,
    };
    await post(request, 'user/account/create', user, admin.token);
    const login = await post(request, 'login', { email: user.email, password: user.password });
    return { email: user.email, password: user.password, username: user.username, token: login.token };
  };
  const officer = await member('co', 'COMPLIANCE_OFFICER');
  const colleague = await member('am', 'DATA_CONTROLLER');
  const created = await post(
    request,
    'create-company',
    { company_type: 'corporate', name: `Harbour Trust ${id} NV`, location_type: 'abroad' },
    colleague.token,
  );
  await post(request, 'changes/approve', { id: created.change_id }, officer.token);
  const companyId = created.company._id as string;
  const seeded = await post(
    request,
    'tasks-test/shareholder-file',
    { company_id: companyId, first_name: 'Ann', last_name: 'Lee' },
    colleague.token,
  );
  return { officer, colleague, companyId, passport: seeded.passport as string };
}

test('a compliance officer assigns a task on a shareholder file; the colleague opens the section, moves it to review; the creator marks it done', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { officer, colleague, companyId, passport } = await setup(request);

  // The officer opens the client's task list: empty, then creates a task on the passport file.
  await signIn(page, officer.email, officer.password);
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible({ timeout: 20_000 });
  await page.goto(`/${companyId}/tasks/`);
  await expect(page.getByText(M.noTasks)).toBeVisible();
  await shootAndAudit(page, 'tasks-client-empty');
  await page.getByRole('button', { name: 'Create Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Task' });
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText(M.assigneeRequired)).toBeVisible();
  await expect(dialog.getByText(M.commentRequired)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Assignee' }).click();
  await page.getByRole('option', { name: colleague.username }).click();
  await dialog.getByLabel('Description').fill('Check the passport of Ann Lee');
  await dialog
    .getByRole('textbox', { name: 'Comment' })
    .fill('The passport copy expires next month.\nPlease request a certified copy.');
  await dialog.getByRole('combobox', { name: 'Concerns' }).click();
  await page.getByRole('option', { name: 'Ann Lee — Passport file' }).click();
  await page.keyboard.press('Escape');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'request-letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await shootAndAudit(page, 'tasks-create-dialog');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText(M.created)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check the passport of Ann Lee', level: 1 })).toBeVisible();
  const taskUrl = page.url();
  expect(taskUrl).toMatch(new RegExp(`/${companyId}/tasks/[0-9a-f]{24}$`));
  await expect(page.getByRole('button', { name: 'request-letter.pdf' }).first()).toBeVisible();
  await shootAndAudit(page, 'tasks-view-creator');

  // The colleague is mailed and badged; the mail's link opens the task.
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(colleague.email)).find((m) =>
          /New task for you: Check the passport of Ann Lee/.test(m.subject),
        );
        link = (mail && /(https?:\/\/\S+)/.exec(mail.text)?.[1]) ?? '';
        return link;
      },
      { timeout: 10_000 },
    )
    .toContain(`/${companyId}/tasks/`);
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, colleague.email, colleague.password);
  await expect(other.getByTestId('tasks-unread')).toHaveText('1', { timeout: 20_000 });
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Check the passport of Ann Lee', level: 1 })).toBeVisible();
  await expect(other.getByTestId('tasks-unread')).toHaveCount(0);

  // The reference opens the shareholders section in a new tab with the file highlighted.
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    other.getByRole('link', { name: 'Ann Lee — Passport file' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(
    `/${companyId}/shareholders/?highlight=${passport}`,
  );
  await tab.close();

  // The colleague (assignee) may choose to do or review; Save shows only on a difference.
  await expect(other.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await other.getByRole('combobox', { name: 'Status' }).click();
  await expect(other.getByRole('option', { name: 'DONE' })).toHaveCount(0);
  await other.getByRole('option', { name: 'REVIEW' }).click();
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText(M.statusUpdated)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await other.getByRole('button', { name: M.addMoreDetails }).click();
  const details = other.getByRole('dialog', { name: M.addMoreDetails });
  await details.getByRole('textbox', { name: 'Message' }).fill('Requested the certified copy from the client.');
  await details.getByRole('button', { name: 'Send' }).dblclick();
  await expect(
    other.getByRole('list', { name: 'Discussion' }).getByText('Requested the certified copy from the client.'),
  ).toHaveCount(1);
  await shootAndAudit(other, 'tasks-view-assignee-review');
  await context.close();

  // The creator marks it done.
  await page.reload();
  await expect(page.getByText('Requested the certified copy from the client.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option', { name: 'REVIEW' })).toBeVisible();
  await page.getByRole('option', { name: 'DONE' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(M.statusUpdated)).toBeVisible();

  // The all-clients list shows the card with its client and status.
  await page.goto('/tasks/');
  const card = page.getByRole('article', { name: 'Task Check the passport of Ann Lee' });
  await expect(card.getByLabel('Status DONE')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(/Client: Harbour Trust/)).toBeVisible();
  await shootAndAudit(page, 'tasks-all-clients');
});
