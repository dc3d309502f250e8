import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { S3Settings } from './storage/s3.ts';
import { storageConfig } from './storage/settings.ts';

export interface AppConfig {
  port: number;
  host: string;
  /** External PostgreSQL; absent = embedded PostgreSQL under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  embeddedPgPort: number;
  /** EMBEDDED_PG_PORT was set: use exactly that port (else a free one is picked when it is taken). */
  embeddedPgPortExplicit?: boolean;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Base URL used in links inside e-mails. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where contact-form mails go. */
  operatorEmail: string;
  /** The local store's directory (STORAGE_DIR, DATA_DIR/files, or a file:// STORAGE_URL). */
  storageDir: string;
  /** STORAGE_URL=s3://bucket/prefix: files live in this bucket, not in storageDir (ADR 0083). */
  objectStorage?: S3Settings;
  production: boolean;
  logLevel: string;
  /** Built web app to serve, if present. */
  webDist?: string;
  /** Other origins allowed to call the API from a browser (embedded widgets); empty = same origin only. */
  corsOrigins: string[];
  /** Run background-job workers on this node (JOB_WORKERS=0: only queue jobs, e.g. a web-only replica). */
  jobWorkers: boolean;
  /**
   * Compile a route's validators and serialiser on its first request instead of at start (ADR 0058).
   * Test apps only: a suite calls a few of the ~180 API operations, and compiling all of them was about 1.2 s
   * of CPU per test file. The app itself compiles every route at start, so a bad schema stops it there.
   */
  lazySchemas?: boolean;
  /** Graceful shutdown (ADR 0084): serve this long with /readyz at 503 first (SHUTDOWN_DELAY_MS, default 0). */
  shutdownDelayMs?: number;
  /** Then cut off requests still running after this (SHUTDOWN_TIMEOUT_MS, default 25 s). */
  shutdownTimeoutMs?: number;
  /** Running jobs get this long to finish before they are handed back to another worker (JOB_STOP_GRACE_MS, default 5 s). */
  jobStopGraceMs?: number;
}

/** Reads configuration from the environment; the JWT secret is generated once and kept under dataDir. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): AppConfig {
  const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    embeddedPgPort: Number(env.EMBEDDED_PG_PORT || 54329),
    embeddedPgPortExplicit: Boolean(env.EMBEDDED_PG_PORT),
    jwtSecret: env.JWT_SECRET ?? persistentSecret(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '12h',
    publicUrl: env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'AML KYC Platform <no-reply@localhost>',
    operatorEmail: env.OPERATOR_EMAIL ?? 'operator@localhost',
    ...storageConfig(env, root, dataDir),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST,
    jobWorkers: env.JOB_WORKERS !== '0',
    shutdownDelayMs: milliseconds(env.SHUTDOWN_DELAY_MS, 0),
    shutdownTimeoutMs: milliseconds(env.SHUTDOWN_TIMEOUT_MS, 25_000),
    jobStopGraceMs: milliseconds(env.JOB_STOP_GRACE_MS, 5_000),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}

const milliseconds = (value: string | undefined, fallback: number) =>
  value && /^[0-9]{1,7}$/.test(value) ? Number(value) : fallback;

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
