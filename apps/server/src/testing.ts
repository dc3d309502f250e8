import type { AppConfig } from '@app/core/server';
import { buildTestApp, type TestApp } from '@app/core/testing';
import { serverPlugins } from './plugins.ts';

/** The whole product (every plugin, committed migrations) on a fresh database. */
export const buildServerTestApp = (
  t: { teardown(fn: () => unknown): void },
  config?: Partial<AppConfig>,
): Promise<TestApp> => buildTestApp(t, { plugins: serverPlugins, config });
