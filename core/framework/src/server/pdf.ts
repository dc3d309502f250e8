import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { HttpError } from './http-error.ts';

/** How to get PDFs working, named in the 503 answer and the start-up line. */
export const CHROMIUM_FIX = 'apt-get install -y chromium, or set CHROMIUM_PATH';
export const PDF_UNAVAILABLE_MESSAGE = `PDF rendering is not available: Chromium is not installed on the server (${CHROMIUM_FIX})`;

/**
 * The one error every PDF route of every plugin answers when Chromium is missing or cannot start:
 * 503 (the server lacks a part, the request is fine), never a bare 500.
 */
export class PdfUnavailableError extends HttpError {
  constructor(message = PDF_UNAVAILABLE_MESSAGE) {
    super(503, message);
  }
}

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Debian's Chromium on PATH, or CHROMIUM_PATH; null when there is none (no shell, no child process). */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROMIUM_PATH) return executable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of ['chromium', 'chromium-browser'])
      if (executable(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

/** HTML text with `& < > "` escaped, for the printable pages plugins build. */
export const escapeHtml = (s: unknown) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

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

/** Renders HTML to an A4 PDF in Debian's Chromium (every plugin's PDFs); without one it throws PdfUnavailableError (503). */
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
    const executablePath = findChromium();
    if (!executablePath) return Promise.reject(new PdfUnavailableError());
    const launching = import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({
          executablePath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        }),
      )
      .catch((err: unknown) => {
        // A binary that is there but does not start (missing libraries, no memory): the same 503, the cause in the log.
        console.error('PDF rendering: Chromium did not start:', err instanceof Error ? err.message : err);
        throw new PdfUnavailableError(
          `PDF rendering is not available: Chromium could not be started on the server (${CHROMIUM_FIX})`,
        );
      });
    browser = launching;
    launching.then(
      (b) =>
        b.on('disconnected', () => {
          if (browser === launching) browser = null;
        }),
      () => {
        if (browser === launching) browser = null;
      },
    );
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
  if (current)
    await current
      .then(
        (b) => b.close(),
        () => undefined,
      )
      .catch(() => undefined);
}

async function render(html: string, options: PdfOptions): Promise<Buffer> {
  const context = await (await warmBrowser()).newContext({ javaScriptEnabled: false, offline: true });
  try {
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({
      format: 'A4',
      printBackground: true,
      landscape: options.landscape ?? false,
      scale: options.scale ?? 1,
      margin: options.margin ?? { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' },
    });
  } finally {
    await context.close().catch(() => undefined);
    closeWhenIdle();
  }
}
