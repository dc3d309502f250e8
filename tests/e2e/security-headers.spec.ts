import { expect, test, type Page } from '@playwright/test';
import { shootAndAudit, signIn, unique } from './helpers.ts';
import { serveStorybook } from './storybook-server.ts';

/** Issue 6 finding 8 on a real page load: security headers, caching, compression, favicon, no CSP violation. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Refused to load (CSP) ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

test('pages and API carry the security headers; hashed assets are immutable and compressed', async ({ page }) => {
  const violations = watchCsp(page);
  const assets: { url: string; cache: string; encoding: string }[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/assets/'))
      assets.push({
        url: r.url(),
        cache: r.headers()['cache-control'] ?? '',
        encoding: r.headers()['content-encoding'] ?? '',
      });
  });
  const doc = await page.goto('/login');
  const headers = doc!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['cache-control']).toBe('no-cache');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await shootAndAudit(page, 'security-login');

  expect(assets.length).toBeGreaterThan(2);
  for (const a of assets) {
    expect(a.cache, a.url).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip'], a.url).toContain(a.encoding);
  }

  const api = await page.request.get('/api/v1/get-terms');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['content-security-policy']).toContain("default-src 'self'");

  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect((await page.request.get('/missing-file.js')).status()).toBe(404);

  // Signed in: the shell, menus and screens of every plugin render without a CSP violation.
  const id = unique();
  const user = { username: `csp${id}`.slice(0, 20), email: `csp-${id}@example.com`, password: 'csp-pass-123' };
  expect((await page.request.post('/api/v1/register', { data: user })).ok()).toBe(true);
  await signIn(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/login/);
  for (const path of ['/', '/users', '/screening', '/settings']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('API docs render under the same policy', async ({ page }) => {
  const violations = watchCsp(page);
  await page.goto('/api/docs');
  await expect(page.getByText('AML/KYC compliance platform API').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('Storybook build: every story renders under the app policy (its own bootstrap scripts admitted by hash)', async ({
  page,
}) => {
  test.setTimeout(600_000); // 250+ stories, each switched in one preview
  const storybook = await serveStorybook();
  // Locally the sweep needs `npx -y pnpm@10.34.9 run build:storybook`; in CI (which builds it first) a missing build fails.
  if (process.env.CI) expect(storybook, 'storybook/dist must be built before the tests in CI').toBeTruthy();
  test.skip(!storybook, 'storybook/dist not built (npx -y pnpm@10.34.9 run build:storybook)');
  try {
    const violations = watchCsp(page);
    const index = (await (await page.request.get(`${storybook!.url}/index.json`)).json()) as {
      entries: Record<string, { type: string; id: string }>;
    };
    const stories = Object.values(index.entries).filter((e) => e.type === 'story');
    expect(stories.length).toBeGreaterThan(5);
    const res = await page.goto(`${storybook!.url}/iframe.html?id=${stories[0]!.id}&viewMode=story`);
    expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    // Switch stories inside one preview (as the Storybook manager does) instead of reloading 100+ pages.
    for (const story of stories) {
      const outcome = await page.evaluate(
        (storyId) =>
          new Promise<string>((resolve) => {
            const channel = (
              window as unknown as {
                __STORYBOOK_ADDONS_CHANNEL__: {
                  on(e: string, f: () => void): void;
                  off(e: string, f: () => void): void;
                  emit(e: string, a: unknown): void;
                };
              }
            ).__STORYBOOK_ADDONS_CHANNEL__;
            const done = (result: string) => () => {
              for (const [e, f] of handlers) channel.off(e, f);
              resolve(result);
            };
            const handlers: [string, () => void][] = [
              ['storyRendered', done('rendered')],
              ['storyErrored', done('errored')],
              ['storyThrewException', done('threw')],
              ['storyMissing', done('missing')],
            ];
            for (const [e, f] of handlers) channel.on(e, f);
            setTimeout(done('timeout'), 10_000);
            channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
          }),
        story.id,
      );
      expect(outcome, story.id).toBe('rendered');
      // The violation events the render queued have run (and logged) once a task after it has.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(violations, story.id).toEqual([]);
    }
  } finally {
    await storybook?.close();
  }
});
