import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SUPPORT_MESSAGES as M } from '@app/plugin-support/shared';
import { mailsTo, shootAndAudit, signIn, unique } from './helpers.ts';

/** The loaded CI machine (2 cores, many suites) needs more than the default 5 s for a first screen. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** The super user that tests/e2e/serve.ts bootstraps: support staff. */
const STAFF = { email: 'e2e-super@example.com', password: 'e2e-super-pass-1' };

async function linkOfMail(address: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(address)).filter((m) => subject.test(m.subject)).at(-1);
        link = (mail && /(https?:\/\/\S+)/.exec(mail.text)?.[1]) ?? '';
        return link;
      },
      { timeout: 10_000 },
    )
    .toContain('/help-center/');
  return link;
}

const statusBadge = (page: Page, label: string) => page.getByText(`Status: ${label}`, { exact: true });

test('a user opens a ticket with an attachment; a super user replies and closes it; the user cannot reopen it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const user = { username: `hc${id}`.slice(0, 20), email: `hc-${id}@example.com`, password: 'journey-pass-1' };
  const registered = await request.post('/api/v1/register', { data: user });
  expect(registered.status()).toBe(200);
  const userToken = (await registered.json()).token as string;
  const subject = `Upload fails ${id}`;

  // The Help Center entry of the user menu; the list is empty ('My Tickets').
  await signIn(page, user.email, user.password);
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/help-center$/);
  await expect(page.getByRole('heading', { name: M.myTickets })).toBeVisible();
  await expect(page.getByText(M.noTickets)).toBeVisible();
  await shootAndAudit(page, 'support-help-center-empty');

  // The create popup: the seed's messages, then a ticket with a file.
  await page.getByRole('button', { name: 'New Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Ticket' });
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(dialog.getByText(M.subjectRequired)).toBeVisible();
  await expect(dialog.getByText(M.contentRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Content' }).fill('Uploading the passport copy fails with a red notice.');
  await dialog.getByRole('combobox', { name: 'Severity' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'error-screenshot.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]),
  });
  await shootAndAudit(page, 'support-new-ticket');
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(statusBadge(page, 'Open')).toBeVisible();
  await expect(page.getByText('Severity: High')).toBeVisible();
  await expect(page.getByRole('button', { name: 'error-screenshot.png' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  const ticketUrl = page.url();
  await shootAndAudit(page, 'support-ticket-user-open');

  // Support staff are mailed; the super user replies and closes the ticket.
  const link = await linkOfMail(STAFF.email, new RegExp(`New support ticket \\(high\\): ${subject}`));
  expect(new URL(link).pathname).toBe(new URL(ticketUrl).pathname);
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signIn(staff, STAFF.email, STAFF.password);
  await expect(staff.getByRole('button', { name: /account menu/ })).toBeVisible({ timeout: 20_000 });
  await staff.goto('/help-center');
  await expect(staff.getByRole('heading', { name: M.allTickets })).toBeVisible();
  await staff.getByRole('link', { name: subject }).click();
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: 'error-screenshot.png' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('error-screenshot.png');
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(staff.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(0);
  await staff.getByRole('textbox', { name: 'Reply' }).fill('We raised the limit, please try again.');
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(staff.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(1);
  await staff.getByRole('textbox', { name: 'Reply' }).fill('Closing this ticket now.');
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(staff.getByRole('list', { name: 'Messages' }).getByRole('listitem').first()).toContainText(
    'Closing this ticket now.',
  );
  await staff.getByRole('combobox', { name: 'Status' }).click();
  await staff.getByRole('option', { name: 'Closed' }).click();
  await shootAndAudit(staff, 'support-ticket-staff');
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText(M.statusUpdated)).toBeVisible();
  await expect(statusBadge(staff, 'Closed')).toBeVisible();
  await expect(staff.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await context.close();

  // The user is mailed per staff reply and can no longer reopen or reply.
  await expect
    .poll(
      async () =>
        (await mailsTo(user.email)).filter((m) => m.subject.startsWith('Support replied to your ticket')).length,
      { timeout: 10_000 },
    )
    .toBe(2);
  await page.reload();
  await expect(statusBadge(page, 'Closed')).toBeVisible();
  await expect(page.getByText('We raised the limit, please try again.')).toBeVisible();
  await expect(page.getByText('This ticket is closed.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
  await shootAndAudit(page, 'support-ticket-user-closed');
  const ticketId = new URL(ticketUrl).pathname.split('/').pop();
  const reopen = await request.post('/api/v1/support/ticket/update', {
    data: { ticket_id: ticketId, status: 'open' },
    headers: { authorization: `Bearer ${userToken}` },
  });
  expect(reopen.status()).toBe(403);
});
