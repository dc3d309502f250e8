import { expect, test, type Page } from '@playwright/test';
import { ADMIN_MESSAGES as M } from '@app/plugin-admin/shared';
import { shootAndAudit, signIn, signOut, unique } from './helpers.ts';

const SUPER = { email: 'e2e-super@example.com', password: 'e2e-super-pass-1' };

async function registerCustomer(page: Page) {
  const id = unique();
  const user = { username: `cus${id}`.slice(0, 20), email: `customer-${id}@example.com`, password: 'customer-pass-1' };
  expect((await page.request.post('/api/v1/register', { data: user })).ok()).toBe(true);
  return user;
}

test('a super user gives credits, activates a subscription, sees usage and sets platform control', async ({ page }) => {
  test.setTimeout(180_000);
  const customer = await registerCustomer(page);
  await signIn(page, SUPER.email, SUPER.password);
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByLabel('Search').fill(customer.email);
  await expect(page.getByRole('table', { name: 'All users' }).getByRole('row')).toHaveCount(2);
  await shootAndAudit(page, 'admin-users');

  await page.getByRole('link', { name: customer.username }).click();
  await expect(page.getByRole('heading', { name: customer.username, level: 1 })).toBeVisible();
  await expect(page.getByTestId('credits-balance')).toHaveText('0.00');
  await expect(page.getByRole('table', { name: 'Login history' }).getByRole('row')).not.toHaveCount(1);
  await shootAndAudit(page, 'admin-user-new');

  // Activation without credits is refused with the seed title and the server's reason.
  await page.getByRole('button', { name: 'Activate subscription' }).click();
  await page.getByRole('dialog', { name: 'Activate subscription' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(M.errorSubscriptionActivation)).toBeVisible();

  await page.getByRole('button', { name: 'Give credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give credits' });
  await dialog.getByLabel('Amount').fill('150.25');
  await dialog.getByLabel('Comment').fill('USDT deposit');
  await shootAndAudit(page, 'admin-give-credits');
  await dialog.getByRole('button', { name: 'Give credits' }).click();
  await expect(page.getByText(M.creditAdded)).toBeVisible();
  await expect(page.getByTestId('credits-balance')).toHaveText('150.25');
  await expect(
    page.getByRole('table', { name: 'Credit list' }).getByRole('cell', { name: 'USDT deposit' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Activate subscription' }).click();
  await page.getByRole('dialog', { name: 'Activate subscription' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(M.subscriptionActivated)).toBeVisible();
  await expect(
    page.getByText('30 days, 0 hours, 0 minutes').or(page.getByText('29 days, 23 hours, 59 minutes')),
  ).toBeVisible();
  await expect(page.getByTestId('credits-balance')).toHaveText('50.25');
  await shootAndAudit(page, 'admin-user-subscribed');

  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Usage per user' })).toBeVisible();
  await shootAndAudit(page, 'admin-dashboard');

  await nav.getByRole('link', { name: 'Platform Control' }).click();
  const cost = page.getByLabel('subscription_cost', { exact: true });
  await expect(cost).toBeVisible();
  await cost.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(M.checkSpecifiedValue)).toBeVisible();
  await shootAndAudit(page, 'admin-platform-control-invalid');
  await cost.fill('120');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(M.changesSaved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('subscription_cost', { exact: true })).toHaveValue('120');
  await shootAndAudit(page, 'admin-platform-control');
});

test('a user generates the USDT wallet once and copies it, warned it is a demo wallet; the back office is closed to them', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const customer = await registerCustomer(page);
  await signIn(page, customer.email, customer.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('0.00');
  // The journeys' server, like a fresh `npm start`, runs on the generated demo key: marked not to be funded.
  await expect(page.getByTestId('wallet-demo')).toContainText(M.walletDemoTitle);
  await shootAndAudit(page, 'wallet-empty');
  await page.getByRole('button', { name: 'Generate Wallet' }).click();
  const address = page.getByTestId('wallet-address');
  await expect(address).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  const first = await address.textContent();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: M.walletCopied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await shootAndAudit(page, 'wallet-address');
  await page.reload();
  await expect(page.getByTestId('wallet-address')).toHaveText(first!);
  await expect(page.getByTestId('wallet-demo')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Platform Control' })).toHaveCount(0);
  await page.goto('/admin/users');
  // The screen guard answers with its message (issue 7), never the back-office table.
  await expect(page.getByText('You do not have access to this screen')).toBeVisible();
  await expect(page.getByText('Only super users of the platform can open this screen.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await signOut(page);
});
