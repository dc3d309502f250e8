import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.E2E_PORT ?? 3100);
export const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');
mkdirSync(SHOTS, { recursive: true });

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Mails received by the SMTP capture of tests/e2e/serve.ts. */
export async function mailsTo(address: string): Promise<CapturedMail[]> {
  const res = await fetch(`http://127.0.0.1:${port + 1}/mails?to=${encodeURIComponent(address)}`);
  return res.json();
}

export async function waitForLink(address: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(address)).filter((m) => subject.test(m.subject)).at(-1);
        link = mail && /(https?:\/\/\S+)/.exec(mail.text)?.[1];
        return Boolean(link);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}

/**
 * Waits until the screen is still: web fonts loaded, and no finite animation or transition running
 * (a modal's fade, a tab's slide, a notification sliding in). Three frames first, so a transition
 * that starts on the next frame (Mantine's pre-entering → entering) is running when counted;
 * endless ones (spinners, skeletons) are not waited for. Under load React may render a dialog's
 * entering state later than three frames: a dialog (or an element around it) still below full
 * opacity counts as moving too, or axe reads its text against the overlay behind it.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const fading = () =>
      [...document.querySelectorAll('[role="dialog"]')].some((d) => {
        for (let e: Element | null = d; e && e !== document.body; e = e.parentElement)
          if (Number(getComputedStyle(e).opacity) < 1) return true;
        return false;
      });
    const deadline = Date.now() + 5_000;
    for (;;) {
      for (let i = 0; i < 3; i++) await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      if ((!running.length && !fading()) || Date.now() > deadline) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** E2E_PROFILE=<file>: one JSON line per audited screen with the time of each step (ms), to find where the suite spends its time. */
const profile = process.env.E2E_PROFILE;
async function timed<T>(times: Record<string, number>, step: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    times[step] = Math.round(performance.now() - started);
  }
}

/**
 * axe-core on the page, reporting violations only (axe then skips the selector work for passes). A
 * page without cross-origin frames runs `axe.run` in place (`setLegacyMode`): the default mode opens
 * a blank page for `axe.finishRun` and injects axe-core twice, 2-3 times slower for the same findings
 * (ADR 0053). A page with a cross-origin frame keeps the default mode, which also audits that frame.
 */
function axe(page: Page): AxeBuilder {
  const origin = new URL(page.url()).origin;
  const crossOrigin = page.frames().some((f) => /^https?:/.test(f.url()) && new URL(f.url()).origin !== origin);
  return new AxeBuilder({ page }).setLegacyMode(!crossOrigin).options({ resultTypes: ['violations'] });
}

/**
 * The screen's artifact and its accessibility check, once it is still: a full-page screenshot (kept
 * under artifacts/screenshots) and axe-core with no serious or critical violation. `idle` first waits
 * for network idle (not on screens whose live event stream stays open).
 */
export async function auditScreen(page: Page, name: string, { idle = false }: { idle?: boolean } = {}): Promise<void> {
  const times: Record<string, number> = {};
  if (idle) await timed(times, 'idle', () => page.waitForLoadState('networkidle'));
  await timed(times, 'settle', () => settle(page));
  await timed(times, 'shot', () => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true }));
  const result = await timed(times, 'axe', () => axe(page).analyze());
  if (profile) appendFileSync(profile, `${JSON.stringify({ name, ...times })}\n`);
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')})`,
    ),
    `axe on ${name}`,
  ).toEqual([]);
}

/** Screenshot kept as a test artifact plus an axe-core check: no serious or critical violation. */
export const shootAndAudit = (page: Page, name: string) => auditScreen(page, name, { idle: true });

/** As `shootAndAudit`, without waiting for network idle: the workflow event stream stays open on dossier screens. */
export const shootAndAuditLive = (page: Page, name: string) => auditScreen(page, name);

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

/** The shell is up for a signed-in user (header account menu); staff land on the client list at '/', Home is '/home'. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible({ timeout: 30_000 });
}

export interface TeamUser {
  email: string;
  password: string;
  token: string;
}

/** A JSON API call that must answer 200; the parsed body. */
export async function apiCall(
  request: APIRequestContext,
  url: string,
  body: unknown,
  token?: string,
  method: 'post' | 'put' = 'post',
) {
  const res = await request[method](`/api/v1/${url}`, {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

/**
 * A fresh organisation (its administrator registers) with one signed-in member per role, e.g.
 * `team(request, 'df', { maker: 'DATA_CONTROLLER', checker: 'COMPLIANCE_OFFICER' })`.
 */
export async function team<K extends string>(
  request: APIRequestContext,
  prefix: string,
  roles: Record<K, string>,
): Promise<Record<K, TeamUser>> {
  const id = unique();
  const admin = await apiCall(request, 'register', {
    username: `${prefix}${id}`.slice(0, 20),
    email: `${prefix}-admin-${id}@example.com`,
    password: 'journey-pass-1',
  });
  const members = {} as Record<K, TeamUser>;
  for (const [key, type] of Object.entries(roles) as [K, string][]) {
    const user = {
      username: `${key.slice(0, 3)}${id}`.slice(0, 20),
      email: `${prefix}-${key}-${id}@example.com`,
      password: 'journey-pass-1',
      type,
    };
    await apiCall(request, 'user/account/create', user, admin.token);
    const login = await apiCall(request, 'login', { email: user.email, password: user.password });
    members[key] = { email: user.email, password: user.password, token: login.token };
  }
  return members;
}

/** Signs in through the login screen and waits for the shell. */
export async function signInAs(page: Page, user: { email: string; password: string }): Promise<void> {
  await signIn(page, user.email, user.password);
  await expectSignedIn(page);
}
