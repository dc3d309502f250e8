import { expect, test, type Page } from '@playwright/test';
import { BACKTEST_MESSAGES } from '@app/plugin-backtest/shared';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectSignedIn, shootAndAudit, signIn, unique } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const BTC_4H = path.resolve(
  here,
  '../../../shared/data/market/klines/binance-spot/BTCUSDT/BTCUSDT-4h-2024-01-01_2026-04-30.csv',
);
const OB1 = path.resolve(here, '../../plugins/orderbook/src/engine/fixtures');
const SUPER = { email: 'e2e-super@example.com', password: 'e2e-super-pass-1' };

async function importFile(page: Page, kind: string, file: string) {
  await page.goto('/admin/market-data');
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: kind }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(`${path.basename(file)}:`).first()).toBeVisible({ timeout: 30_000 });
}

test.describe.configure({ mode: 'serial' });

test('back office: import the real BTCUSDT 4h klines; the stored data and the import are listed', async ({ page }) => {
  await signIn(page, SUPER.email, SUPER.password);
  await expectSignedIn(page);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Market Data' })).toBeVisible();
  await importFile(page, 'Klines (candles)', BTC_4H);
  await expect(page.getByText(/5101 rows, \d+ new, 0 changed, \d+ unchanged; no gaps/)).toBeVisible();
  const stored = page.getByRole('table', { name: 'Stored market data' });
  await expect(stored.getByRole('row', { name: /klines BTCUSDT 4h 5,101/ })).toBeVisible();
  await shootAndAudit(page, 'market-data-import');
});

test('backtest page: full page behind login, seed defaults, Load Data shows the chart, trades with a total row and the summary', async ({
  page,
}) => {
  await page.goto('/id_23test');
  await expect(page).toHaveURL(/\/login/);
  const id = unique();
  const user = { username: `bt${id}`.slice(0, 20), email: `backtest-${id}@example.com`, password: 'backtest-pass-1' };
  expect((await page.request.post('/api/v1/register', { data: user })).ok()).toBe(true);
  await signIn(page, user.email, user.password);
  await expectSignedIn(page);
  await page.goto('/id_23test');
  await expect(page.getByRole('heading', { name: 'Moving-average backtest' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByLabel('From')).toHaveValue('01/01/2025');
  await expect(page.getByRole('combobox', { name: 'Symbol', exact: true })).toHaveValue('BTC');
  await expect(page.getByRole('combobox', { name: 'Quote symbol' })).toHaveValue('USDT');
  await expect(page.getByRole('combobox', { name: 'Range' })).toHaveValue('4h');
  await expect(page.getByRole('combobox', { name: 'Moving average' })).toHaveValue('EMA');
  await expect(page.getByLabel(/^Risk/)).toHaveValue('1');
  await page.getByLabel('To').fill('2025-12-31');
  await page.getByRole('button', { name: 'Load Data' }).click();
  await expect(page.getByRole('img', { name: 'BTCUSDT 4h close and moving averages' })).toBeVisible();
  await expect(page.getByTestId('backtest-chart').locator('path[role="presentation"]').first()).toBeAttached();
  const trades = page.getByRole('table', { name: 'Trades' });
  await expect(trades.getByRole('row', { name: /^Total \(\d+ completed trades\)/ })).toBeVisible();
  await expect(page.getByTestId('summary-return')).toHaveText(/^[+-]\d+\.\d\d %$/);
  await shootAndAudit(page, 'backtest-loaded');

  await page.getByRole('combobox', { name: 'Symbol', exact: true }).click();
  await page.getByRole('option', { name: 'ETH' }).click();
  await page.getByRole('button', { name: 'Load Data' }).click();
  await expect(page.getByRole('alert')).toContainText(
    BACKTEST_MESSAGES.noCandles('ETHUSDT', '4h', '2025-01-01', '2025-12-31'),
  );
});

test('order-book check on the OB1 sample: depth, liquidity, level slider, fill rate, open orders', async ({ page }) => {
  await signIn(page, SUPER.email, SUPER.password);
  await expectSignedIn(page);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Order-book check' })).toBeVisible();
  await importFile(page, 'Order-book snapshots', path.join(OB1, 'EUREURI-orderbook-ob1.csv'));
  await importFile(page, 'Trades', path.join(OB1, 'EUREURI-trades-ob1.csv'));
  await page.goto('/admin/check');
  await expect(page.getByLabel('Price from')).toHaveValue('0.9994');
  await expect(page.getByLabel('Price to')).toHaveValue('1.0004');
  await page.getByRole('button', { name: 'Fetch Data' }).click();
  await expect(page.getByTestId('effective-window')).toContainText(
    'EUREURI: 2025-06-01 12:08 UTC → 2025-06-02 12:08 UTC; band 0.9994–1.0004; 2 snapshots',
  );
  await expect(page.getByText('Best bid 0.9998 · best ask 1.0002 · spread 0.0004 · mid 1')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cumulative depth in the band' })).toBeVisible();
  await expect(page.getByTestId('trades-summary')).toHaveText('Trades in the window: 4, in the band: 3');
  await page.getByRole('button', { name: 'Fill rate' }).click();
  const fill = page.getByRole('table', { name: 'Fill rate per 10-minute bucket' });
  await expect(fill.getByRole('row', { name: /^12:00 1,000 1,000 900 40\.0 % 50\.0 % 45\.0 %$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Open orders' }).click();
  await expect(page.getByRole('table', { name: 'Open orders' }).getByText('Bids: 2 levels')).toBeVisible();
  await shootAndAudit(page, 'orderbook-check');

  const slider = page.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Level: 0.9998')).toBeVisible();
  await expect(fill.getByRole('row', { name: /^12:00 .* 50\.0 %$/ })).toBeVisible();

  await page.getByLabel('Price from').fill('0.5');
  await page.getByLabel('Price to').fill('0.6');
  await page.getByRole('button', { name: 'Fetch Data' }).click();
  await expect(page.getByText('no data in band').first()).toBeVisible();
});
