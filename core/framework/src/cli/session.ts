import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHttp, type Http } from '../client/http.ts';
import { NotLoggedInError, UsageError } from './errors.ts';
import type { GlobalOptions } from './output.ts';

/**
 * The CLI session: base URL + token in a JSON file (mode 0600), written by `app login`. The token
 * is only sent to the server it was issued by, so `--url` pointing elsewhere never leaks it.
 */
export interface CliConfig {
  baseUrl?: string;
  token?: string;
  email?: string;
}

export const DEFAULT_BASE_URL = 'http://127.0.0.1:3000';

export const cliConfigPath = (env: NodeJS.ProcessEnv = process.env): string =>
  env.APP_CLI_CONFIG || path.join(os.homedir(), '.config', 'aml-kyc', 'cli.json');

export function readCliConfig(file = cliConfigPath()): CliConfig {
  if (!existsSync(file)) return {};
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return data && typeof data === 'object' ? (data as CliConfig) : {};
  } catch (error) {
    throw new UsageError(
      `Cannot read the CLI config ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export function writeCliConfig(config: CliConfig, file = cliConfigPath()): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

export function normalizeBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`Invalid server URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`Invalid server URL (http or https only): ${raw}`);
  return url.toString().replace(/\/+$/, '');
}

/** `--url`, then $APP_URL, then the URL of the last login, then the default. */
export function resolveBaseUrl(
  opts: Pick<GlobalOptions, 'url'>,
  config: CliConfig,
  env: NodeJS.ProcessEnv = process.env,
): string {
  return normalizeBaseUrl(opts.url || env.APP_URL || config.baseUrl || DEFAULT_BASE_URL);
}

/** The stored token, only when it belongs to this server. */
export function tokenFor(baseUrl: string, config: CliConfig): string | undefined {
  return config.token && config.baseUrl && normalizeBaseUrl(config.baseUrl) === baseUrl ? config.token : undefined;
}

export interface CliSession {
  baseUrl: string;
  config: CliConfig;
  token?: string;
  /** Typed calls (`createXClient(session.http)`) with the token. */
  http: Http;
}

export function openSession(opts: GlobalOptions): CliSession {
  const config = readCliConfig();
  const baseUrl = resolveBaseUrl(opts, config);
  const token = tokenFor(baseUrl, config);
  return { baseUrl, config, token, http: createHttp({ baseUrl, getToken: () => token }) };
}

/** A session that must be signed in; otherwise a clear hint instead of a bare 401. */
export function requireSession(opts: GlobalOptions): CliSession {
  const session = openSession(opts);
  if (!session.token) throw new NotLoggedInError(session.baseUrl);
  return session;
}

/** The bearer header for the few calls made with plain `fetch` (streams, multipart). */
export const authHeaders = (session: Pick<CliSession, 'token'>): Record<string, string> =>
  session.token ? { authorization: `Bearer ${session.token}` } : {};
