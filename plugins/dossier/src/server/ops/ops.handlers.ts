import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';

/** Handlers of the dossier's ops area. */
export function opsHandlers(_app: RouteRegistrar, _ctx: PluginContext): void {}
