import { expect as baseExpect, test, type Page } from '@playwright/test';
import { validUserChanges } from '@app/plugin-fiu/testing';
import { expectSignedIn, shootAndAudit, signIn, unique } from './helpers.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// Reports run on the job queue of a shared, busy machine: allow for it.
const expect = baseExpect.configure({ timeout: 30_000 });
const api = async (url: string, method: string, body: unknown, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json;
};

/** A new organisation (its administrator may push and read transactions) with user info, credits and three stored transactions. */
async function organisationWithTransactions() {
  const u = unique();
  const user = { username: `rep${u}`.slice(0, 20), email: `rep-${u}@example.com`, password: 'rep-pass-12345' };
  const { token } = await api('/api/v1/register', 'POST', user);
  await api('/api/v1/save-user-changes', 'PUT', validUserChanges({ email: user.email }), token);
  const me = await fetch(`http://127.0.0.1:${port}/api/v1/get-user`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((r) => r.json());
  const sup = await api('/api/v1/login', 'POST', { email: 'e2e-super@example.com', password: 'e2e-super-pass-1' });
  await api('/api/bo/v1/give-credit', 'POST', { user_id: me.user._id, amount: 100, comment: 'e2e' }, sup.token);
  const base = {
    account: '0120987654002',
    account_name: 'SAFARI FRESH EXPORTERS LTD',
    customer_type: 'entity',
    customer_name: 'SAFARI FRESH EXPORTERS LTD',
    customer_country: 'KE',
    currency: 'KES',
    transmode: 'A',
    funds: 'K',
    location: '045 WESTLANDS',
  };
  await api(
    '/api/v1/transactions',
    'POST',
    {
      transactions: [
        { ...base, direction: 'debit', amount: '75000.50', booked_at: '2026-03-01T14:22:05Z', reference: `FT-${u}-1` },
        {
          ...base,
          direction: 'credit',
          amount: '48500',
          booked_at: '2026-03-02T10:26:58Z',
          reference: `FT-${u}-2`,
          description: 'CASH DEPOSIT',
        },
        {
          ...base,
          direction: 'debit',
          amount: '1304500',
          booked_at: '2026-03-03T09:00:00Z',
          reference: `FT-${u}-3`,
          transmode: 'D',
          funds: 'L',
          counterparty_type: 'entity',
          counterparty_name: 'Example Imports Ltd',
          counterparty_account: 'GB33BUKB20201555555555',
          counterparty_institution: 'Example Overseas Bank',
          counterparty_bic: 'EXMPGB2L',
          counterparty_country: 'GB',
          description: 'Invoice 815',
        },
      ],
    },
    token,
  );
  return user;
}

async function fillReport(page: Page) {
  await page.getByLabel(/^From/).fill('2026-03-01');
  await page.getByLabel(/^To/).fill('2026-03-31');
  await page.getByRole('combobox', { name: /^Report type/ }).click();
  await page.getByRole('option', { name: 'STR', exact: true }).click();
  await page.getByRole('combobox', { name: /^Report indicators/ }).click();
  await page.getByRole('option', { name: '-', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: /^Reason/ }).fill('Structured cash deposits below the threshold');
}

test('a compliance officer reports a month of stored transactions and sees what my-client data is missing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await organisationWithTransactions();
  await signIn(page, user.email, user.password);
  await expectSignedIn(page);

  // our institution, once for the organisation: a wrong BIC is named, the right one saved
  await page.goto('/fiu/institution');
  await expect(page.getByRole('heading', { name: 'Our institution' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Example Bank Ltd');
  await page.getByRole('textbox', { name: /^SWIFT/ }).fill('EXMPKE');
  await page.getByRole('textbox', { name: /^Local currency/ }).fill('kes');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Our institution SWIFT/BIC: 8 or 11 characters, upper case')).toBeVisible();
  await page.getByRole('textbox', { name: /^SWIFT/ }).fill('exmpkena');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Last changed/)).toBeVisible();
  await shootAndAudit(page, 'fiu-institution');

  await page.goto('/fiu/report');
  await expect(page.getByRole('heading', { name: 'Report from transactions' })).toBeVisible();
  // the saved institution fills the report's fields
  await expect(page.getByRole('textbox', { name: /^Our institution/ })).toHaveValue('Example Bank Ltd');
  await expect(page.getByRole('textbox', { name: /^Our SWIFT/ })).toHaveValue('EXMPKENA');
  await expect(page.getByRole('textbox', { name: /^Local currency/ })).toHaveValue('KES');
  await fillReport(page);
  await shootAndAudit(page, 'fiu-report-form');

  // as my client: the customer has no KYC data, every transaction names what is missing and where
  await page.getByRole('button', { name: 'Build report' }).click();
  await expect(page.getByText('No transaction reported; 3 with missing data (see the errors)')).toBeVisible();
  await expect(
    page.getByRole('cell', { name: /SAFARI FRESH EXPORTERS LTD .* has no .* fill it in/ }).first(),
  ).toBeVisible();
  await shootAndAudit(page, 'fiu-report-gaps');

  // as plain accounts: every transaction reported, the report downloadable and in the file list
  await page.getByRole('radio', { name: 'As a plain account (no KYC data)' }).check();
  await page.getByRole('button', { name: 'Build report' }).click();
  await expect(page.getByText('3 of 3 transactions reported')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download report (XML)' })).toBeVisible();
  await shootAndAudit(page, 'fiu-report-done');
  await page.goto('/fiu/file-list');
  await expect(page.getByText('transactions-2026-03-01-2026-03-31.json').first()).toBeVisible();
});
