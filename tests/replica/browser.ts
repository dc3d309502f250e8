import type { TestApp } from '@app/core/testing';
import { dossierRoutes as r } from '@app/plugin-dossier/shared';
import { workflowRoutes as w } from '@app/plugin-workflow/shared';
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './cluster.ts';
import type { Check } from './scenarios.ts';
import type { Org } from './workload.ts';

const MEMBER_PASSWORD = 'member-pass-1';

function chromiumPath(): string | null {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return (
      execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim() || null
    );
  } catch {
    return null;
  }
}

/**
 * A live notification reaches a browser connected to another replica: the checker signs in to the web
 * app through nginx in headless Chromium and opens the workflow list, whose event stream lands on one
 * replica (its `x-upstream`); the maker proposes a client straight to a different replica; the new row
 * must appear in the browser's list within 5 s (the list polls only while its stream is down).
 */
export async function liveNotificationInBrowser(
  nginx: string,
  replicas: { name: string; port: number; api: TestApp }[],
  org: Org,
): Promise<Check> {
  const name = 'a live notification reaches a browser connected to another replica';
  if (!existsSync(path.join(ROOT, 'web/dist/index.html')))
    return { name, ok: false, detail: 'web/dist is not built (npx -y pnpm@10.34.9 --filter @app/web build:e2e)' };
  const executablePath = chromiumPath();
  if (!executablePath)
    return { name, ok: false, detail: 'no Chromium (apt-get install -y chromium, or CHROMIUM_PATH)' };
  const browser = await chromium.launch({ executablePath });
  const page = await browser.newPage({ baseURL: nginx });
  try {
    let streamOn = '';
    page.on('response', (res) => {
      if (res.url().includes('/notifications/stream')) streamOn = res.headers()['x-upstream'] ?? streamOn;
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(org.checker.email);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: /account menu/ }).waitFor({ timeout: 20_000 });
    await page.goto('/workflow');
    await page.getByRole('heading', { name: 'Changes waiting for confirmation' }).waitFor({ timeout: 20_000 });
    for (let i = 0; i < 100 && !streamOn; i++) await page.waitForTimeout(100);
    const other = replicas.find((x) => streamOn && !streamOn.endsWith(`:${x.port}`));
    if (!other) return { name, ok: false, detail: `the page's event stream did not open (upstream "${streamOn}")` };
    const company = `Browser ${Date.now()} BV`;
    const sent = Date.now();
    const made = await other.api.call(
      r.createCompany,
      { company_type: 'corporate', name: company, location_type: 'abroad' },
      org.maker.token,
    );
    if (made.status !== 200) return { name, ok: false, detail: `proposal refused: ${made.status}` };
    const arrived = await page
      .getByRole('cell', { name: company, exact: true })
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    const after = Date.now() - sent;
    await other.api.call(w.approveChange, { id: made.body.change_id }, org.checker.token);
    return {
      name,
      ok: arrived,
      detail: `browser's stream on ${streamOn}, proposal on ${other.name}: ${arrived ? `in the list after ${after} ms` : 'not in the list within 5 s'}`,
    };
  } catch (error) {
    const seen = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    return {
      name,
      ok: false,
      detail: `${(error as Error).message.split('\n')[0]} at ${page.url()}: ${seen.slice(0, 200)}`,
    };
  } finally {
    await browser.close();
  }
}
