import { execSync } from 'node:child_process';
import type { Browser } from 'playwright-core';

/** Debian's Chromium (or CHROMIUM_PATH). */
function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim();
}

/** HTML text with `& < > "` escaped, for the printable pages plugins build. */
export const escapeHtml = (s: unknown) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PdfOptions {
  /** Page margins in CSS units (default 12 mm top and bottom, 10 mm left and right). */
  margin?: { top: string; bottom: string; left: string; right: string };
  /** Rendering scale (Chromium accepts 0.1–2). */
  scale?: number;
  landscape?: boolean;
}

/** At most two Chromium processes render at once, across plugins; further requests wait their turn. */
const MAX_RENDERS = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Renders HTML to an A4 PDF in Debian's Chromium (shared by screening certificates and due-diligence forms). */
export function renderPdf(html: string, options: PdfOptions = {}): Promise<Buffer> {
  return slot(() => render(html, options));
}

/**
 * One Chromium stays up between renders (a launch costs 1–3 s, a render on a warm browser a few
 * hundred ms); each render gets its own context with JavaScript and network off, so one document
 * can never see or load anything else. The browser closes when the app closes or after 30 s idle.
 */
const IDLE_CLOSE_MS = 30_000;
let browser: Promise<Browser> | null = null;
let idle: NodeJS.Timeout | null = null;

function warmBrowser(): Promise<Browser> {
  if (idle) clearTimeout(idle);
  idle = null;
  if (!browser) {
    // Loaded on first use: playwright-core is 7 MB of source that every server process would
    // otherwise keep in its heap (and mark on every full collection), PDFs or not.
    const launching = import('playwright-core').then(({ chromium }) => chromium.launch({
      executablePath: chromiumPath(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    }));
    browser = launching;
    launching.then((b) => b.on('disconnected', () => { if (browser === launching) browser = null; }), () => { if (browser === launching) browser = null; });
  }
  return browser;
}

function closeWhenIdle() {
  if (running > 0 || waiting.length > 0) return;
  idle = setTimeout(() => void closePdfRenderer(), IDLE_CLOSE_MS);
  idle.unref();
}

/** Closes the shared Chromium (the app's onClose calls it; the next render launches a new one). */
export async function closePdfRenderer(): Promise<void> {
  if (idle) clearTimeout(idle);
  idle = null;
  const current = browser;
  browser = null;
  if (current) await current.then((b) => b.close(), () => undefined).catch(() => undefined);
}

async function render(html: string, options: PdfOptions): Promise<Buffer> {
  const context = await (await warmBrowser()).newContext({ javaScriptEnabled: false, offline: true });
  try {
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({
      format: 'A4', printBackground: true, landscape: options.landscape ?? false, scale: options.scale ?? 1,
      margin: options.margin ?? { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' },
    });
  } finally {
    await context.close().catch(() => undefined);
    closeWhenIdle();
  }
}
