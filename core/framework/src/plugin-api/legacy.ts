import type { MigrationObject } from '@mikro-orm/core';
import type { PluginContext, PrincipalResolver, RouteRegistrar, ServerPlugin } from './server.ts';
import { createServiceRef } from './service-ref.ts';

/** TRANSITION ONLY (removed when every plugin is on v2): the v1 plugin shape. */
export interface LegacyServerPlugin {
  manifest: { id: string; title: string; dependsOn?: readonly string[] };
  permissions?: readonly string[];
  entities?: readonly any[];
  migrations?: readonly MigrationObject[];
  routes?(r: RouteRegistrar, ctx: PluginContext): Promise<void> | void;
  services?(ctx: PluginContext): object;
  onReady?(ctx: PluginContext): Promise<void>;
  onClose?(ctx: PluginContext): Promise<void> | void;
  principalResolver?: (ctx: PluginContext) => PrincipalResolver;
}

export function defineLegacyServerPlugin(p: LegacyServerPlugin): ServerPlugin {
  const { dependsOn, ...manifest } = p.manifest;
  return {
    manifest,
    permissions: p.permissions,
    entities: p.entities,
    migrations: p.migrations,
    deps: Object.fromEntries((dependsOn ?? []).map((id) => [id, createServiceRef<unknown>(id)])),
    provides: createServiceRef<unknown>(p.manifest.id),
    async start(ctx, services) {
      const service = p.services?.(ctx) ?? {};
      services.provide(createServiceRef<object>(p.manifest.id), service);
      return {
        service,
        principalResolver: p.principalResolver?.(ctx),
        routes: p.routes ? (r) => p.routes!(r, ctx) : undefined,
        onReady: p.onReady ? () => p.onReady!(ctx) : undefined,
        onClose: p.onClose ? () => p.onClose!(ctx) : undefined,
      };
    },
  };
}
