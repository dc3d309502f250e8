import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { MESSAGES } from '@app/plugin-auth/shared';
import { expectSignedIn, signIn, signOut, unique, waitForLink } from './helpers.ts';

const totpAt = (secret: string, stepOffset: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });

test('register → verify e-mail → enable 2FA → TOTP login → create user → deny a permission → no User Management', async ({
  page,
}) => {
  const id = unique();
  const admin = { username: `adm${id}`.slice(0, 20), email: `admin-${id}@example.com`, password: 'journey-pass-1' };

  // Register, accepting the terms popup.
  await page.goto('/register');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('button', { name: MESSAGES.termsConfirm }).click();
  // Staff land on the client list at '/' (issue 9 §1); Home moved to '/home'.
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: `Welcome, ${admin.username}` })).toBeVisible();

  // Verify the e-mail through the link of the captured mail.
  const verifyLink = await waitForLink(admin.email, /verify/i);
  await page.goto(verifyLink);
  await expect(page.getByText('Your e-mail address has been verified.')).toBeVisible();
  await expect(page.getByText(admin.email)).toBeVisible();

  // Enable two-factor in Profile Settings → Security.
  await page.goto('/profile-settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
  const secret = (await page.getByLabel('Authenticator secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel(MESSAGES.twoFaLabel).fill(await totpAt(secret, 0));
  await expect(page.getByText(MESSAGES.twoFaSetUp)).toBeVisible();

  // Sign out and back in with a TOTP code (a fresh time step: a code is accepted once).
  await signOut(page);
  await signIn(page, admin.email, admin.password);
  const codeInput = page.getByLabel(MESSAGES.twoFaLabel);
  await expect(codeInput).toBeVisible();
  await codeInput.fill('000000');
  await expect(page.getByText(MESSAGES.wrongCode)).toBeVisible();
  await codeInput.fill(await totpAt(secret, 1));
  await expectSignedIn(page);

  // Create a compliance officer.
  const officer = { username: `co${id}`.slice(0, 20), email: `officer-${id}@example.com`, password: 'officer-pass-1' };
  await page.getByRole('link', { name: 'User Management' }).first().click();
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Username').fill(officer.username);
  await dialog.getByLabel('Email').fill(officer.email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'COMPLIANCE OFFICER' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(officer.password);
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText(MESSAGES.userCreated)).toBeVisible();

  // Deny the officer's view_user permission; it is saved immediately.
  await page.getByRole('link', { name: officer.username }).click();
  await page.getByRole('tab', { name: 'User Permissions' }).click();
  const viewUser = page.getByRole('radiogroup', { name: 'View user', exact: true });
  await viewUser.getByRole('radio', { name: 'Restrict' }).check();
  await expect(viewUser.getByRole('radio', { name: 'Restrict' })).toBeChecked();
  await page.reload();
  await page.getByRole('tab', { name: 'User Permissions' }).click();
  await expect(
    page.getByRole('radiogroup', { name: 'View user', exact: true }).getByRole('radio', { name: 'Restrict' }),
  ).toBeChecked();

  // The officer no longer sees User Management; opening it shows a message (issue 7: no silent redirect).
  await signOut(page);
  await signIn(page, officer.email, officer.password);
  await expectSignedIn(page);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await page.goto('/user-management');
  await expect(page).toHaveURL(/\/user-management$/);
  await expect(page.getByText('You do not have access to this screen')).toBeVisible();
});
