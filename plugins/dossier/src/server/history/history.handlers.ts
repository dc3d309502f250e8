import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';

/** Handlers of the dossier's history area. */
export function historyHandlers(_app: RouteRegistrar, _ctx: PluginContext): void {}
